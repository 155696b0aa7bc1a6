//! PostgreSQL notifications (`LISTEN`/`NOTIFY`): how one instance hears, right after a commit,
//! that another (or itself) wrote something a background task waits for.

use sea_orm::{DbErr, sqlx::postgres::PgListener};

use super::Database;

/// A `LISTEN` on one channel, on a connection of its own taken from the pool.
pub struct Listener(PgListener);

impl Listener {
    /// Waits for the next notification. Also returns after the connection was lost and made
    /// again: notifications sent meanwhile were missed, so the caller looks for itself.
    pub async fn next(&mut self) -> Result<(), DbErr> {
        self.0.try_recv().await.map(|_| ()).map_err(|error| DbErr::Custom(format!("LISTEN: {error}")))
    }
}

impl Database {
    /// On PostgreSQL, a listener for `NOTIFY channel` (a notification reaches every instance's
    /// listener once the transaction that sent it commits); None on SQLite, which one process
    /// serves, so there is no one else to hear from.
    pub async fn listen(&self, channel: &str) -> Result<Option<Listener>, DbErr> {
        if !self.is_shared() {
            return Ok(None);
        }
        let failed = |error: sea_orm::sqlx::Error| DbErr::Custom(format!("LISTEN {channel}: {error}"));
        let mut listener =
            PgListener::connect_with(self.writer.get_postgres_connection_pool()).await.map_err(failed)?;
        listener.listen(channel).await.map_err(failed)?;
        Ok(Some(Listener(listener)))
    }
}
