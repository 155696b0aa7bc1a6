//! Single reads on PostgreSQL that go together: while enough reads of one shape (a contact by
//! id, a profile by id, …) are already running, the next ones wait, and as one finishes the
//! waiting ones are read in one statement ([`Together`]). PostgreSQL spends most of a single
//! read's CPU starting and ending the statement, not finding its rows: one statement for 32
//! ids returned two to five times the records per second of 32 statements of one
//! (docs/performance.md, "PostgreSQL: the database's own CPU").
//!
//! A read that finds fewer than the limit of its shape running goes on its own, at once: one
//! client never waits for another. Each read's organisation is one of its statement's own
//! arguments, so a read going together with another organisation's reads sees only what it
//! would see alone. Reads in a write's transaction, reads of the replica and SQLite's reads do
//! not come here.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

use sea_orm::{DbErr, QueryResult};
use tokio::sync::oneshot;
use uuid::Uuid;

use super::{
    Database,
    shapes::{MOST_SETS, SET_COLUMN, Together},
};

/// A read's rows, or why it failed.
pub type Rows = Result<Vec<QueryResult>, DbErr>;

/// The reads of every shape of one database.
#[derive(Debug)]
pub struct Coalescer {
    /// Reads of one shape running on their own before the next wait to go together.
    alone: usize,
    shapes: Mutex<HashMap<usize, Queue>>,
    /// Reads answered by a statement shared with other reads, and those statements.
    reads_together: AtomicU64,
    statements_together: AtomicU64,
}

#[derive(Debug, Default)]
struct Queue {
    /// Statements of this shape running: reads on their own, and statements of reads together.
    running: usize,
    waiting: Vec<Waiting>,
}

#[derive(Debug)]
struct Waiting {
    arguments: Vec<Uuid>,
    reply: oneshot::Sender<Rows>,
}

/// What a read is told to do.
pub enum Turn {
    /// Read on your own now; drop the [`Running`] when done, so the next reads go.
    Alone(Running),
    /// Your rows come from a statement read with others.
    Wait(oneshot::Receiver<Rows>),
}

/// A statement of one shape running; dropping it (the read done, failed or abandoned) starts
/// the reads waiting behind it.
pub struct Running {
    db: Database,
    shape: usize,
    together: &'static Together,
}

impl Coalescer {
    /// `alone`: how many reads of one shape run on their own before others wait.
    pub fn new(alone: usize) -> Arc<Self> {
        Arc::new(Coalescer {
            alone: alone.max(1),
            shapes: Mutex::default(),
            reads_together: AtomicU64::new(0),
            statements_together: AtomicU64::new(0),
        })
    }

    /// The turn of a read of `db` of the shape `together` with `arguments`.
    pub fn turn(&self, db: &Database, together: &'static Together, arguments: &[Uuid]) -> Turn {
        let shape = std::ptr::from_ref(together) as usize;
        let mut shapes = self.shapes.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let queue = shapes.entry(shape).or_default();
        if queue.running < self.alone {
            queue.running += 1;
            drop(shapes);
            return Turn::Alone(Running { db: db.clone(), shape, together });
        }
        let (reply, answer) = oneshot::channel();
        queue.waiting.push(Waiting { arguments: arguments.to_vec(), reply });
        Turn::Wait(answer)
    }

    /// Reads answered by statements shared with other reads, and how many such statements.
    pub fn counts(&self) -> (u64, u64) {
        (self.reads_together.load(Ordering::Relaxed), self.statements_together.load(Ordering::Relaxed))
    }

    /// The next reads due of `shape` after one of its statements ended, or none (and one
    /// statement fewer running).
    fn next_due(&self, shape: usize) -> Vec<Waiting> {
        let mut shapes = self.shapes.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(queue) = shapes.get_mut(&shape) else { return Vec::new() };
        if queue.waiting.is_empty() {
            queue.running -= 1;
            return Vec::new();
        }
        let take = queue.waiting.len().min(MOST_SETS);
        queue.waiting.drain(..take).collect()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let due = self.db.coalescer.next_due(self.shape);
        if due.is_empty() {
            return;
        }
        let next = Running { db: self.db.clone(), shape: self.shape, together: self.together };
        // Its own task: the read that just ended answers its client without waiting for others.
        tokio::spawn(next.read_together(due));
    }
}

impl Running {
    /// Reads `due` in one statement, hands each its rows, then the next due (this statement's
    /// turn passes on when `self` drops).
    async fn read_together(self, due: Vec<Waiting>) {
        let due: Vec<Waiting> = due.into_iter().filter(|read| !read.reply.is_closed()).collect();
        if due.is_empty() {
            return;
        }
        let sets: Vec<Uuid> = due.iter().flat_map(|read| read.arguments.iter().copied()).collect();
        let rows = self.db.read_together(self.together.statement(&sets), due.len()).await;
        let coalescer = &self.db.coalescer;
        coalescer.statements_together.fetch_add(1, Ordering::Relaxed);
        coalescer.reads_together.fetch_add(due.len() as u64, Ordering::Relaxed);
        match rows.and_then(split_by_set) {
            Ok(mut by_set) => {
                by_set.resize_with(due.len(), Vec::new);
                for (read, rows) in due.into_iter().zip(by_set) {
                    let _ = read.reply.send(Ok(rows));
                }
            }
            Err(error) => {
                for read in due {
                    let _ = read.reply.send(Err(error.clone()));
                }
            }
        }
    }
}

/// Rows of a statement of reads together, by the set (1 for the first) each answers.
fn split_by_set(rows: Vec<QueryResult>) -> Result<Vec<Vec<QueryResult>>, DbErr> {
    let mut by_set: Vec<Vec<QueryResult>> = Vec::new();
    for row in rows {
        let set: i64 = row.try_get("", SET_COLUMN)?;
        let index = usize::try_from(set - 1).map_err(|_| DbErr::Custom(format!("{SET_COLUMN} {set}")))?;
        if by_set.len() <= index {
            by_set.resize_with(index + 1, Vec::new);
        }
        by_set[index].push(row);
    }
    Ok(by_set)
}
