//! What an import did: counts per kind of record, the reasons records were skipped, and the
//! records that broke a rule (each with its source id and the field).

use std::collections::BTreeMap;

use super::kinds::Kind;

/// At most this many bad records are listed one by one (all are counted).
const LISTED_PROBLEMS: usize = 200;

/// A record the source sent that could not be written.
#[derive(Debug, Clone)]
pub struct Problem {
    pub kind: Kind,
    pub source_id: String,
    pub field: String,
    pub message: String,
}

#[derive(Debug, Default, Clone)]
pub struct Counts {
    pub created: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub skipped: usize,
    pub failed: usize,
}

#[derive(Debug, Default)]
pub struct Summary {
    pub dry_run: bool,
    counts: BTreeMap<&'static str, Counts>,
    /// (kind, reason) → how many records were skipped for it.
    pub skip_reasons: BTreeMap<(&'static str, String), usize>,
    pub problems: Vec<Problem>,
    /// Lines of an import file that are not JSON.
    pub unreadable: Vec<String>,
    /// How many times the source answered 429 and was waited out.
    pub rate_limited: u32,
    /// Field history entries carried in (an export file's), marked as imported.
    pub history_imported: usize,
}

impl Summary {
    pub fn new(dry_run: bool) -> Self {
        Summary { dry_run, ..Summary::default() }
    }

    pub fn counts(&self, kind: Kind) -> Counts {
        self.counts.get(kind.name()).cloned().unwrap_or_default()
    }

    pub fn total(&self) -> Counts {
        let mut total = Counts::default();
        for counts in self.counts.values() {
            total.created += counts.created;
            total.updated += counts.updated;
            total.unchanged += counts.unchanged;
            total.skipped += counts.skipped;
            total.failed += counts.failed;
        }
        total
    }

    pub(super) fn entry(&mut self, kind: Kind) -> &mut Counts {
        self.counts.entry(kind.name()).or_default()
    }

    pub(super) fn skip(&mut self, kind: Kind, reason: String) {
        self.entry(kind).skipped += 1;
        *self.skip_reasons.entry((kind.name(), reason)).or_default() += 1;
    }

    pub(super) fn fail(&mut self, problem: Problem) {
        self.entry(problem.kind).failed += 1;
        if self.problems.len() < LISTED_PROBLEMS {
            self.problems.push(problem);
        }
    }

    /// The summary printed at the end of an import.
    pub fn report(&self) -> String {
        let mut lines = Vec::new();
        if self.dry_run {
            lines.push("dry run: nothing was written; the counts say what an import would do".to_string());
        }
        lines.push(format!(
            "{:<12} {:>8} {:>8} {:>10} {:>8} {:>7}",
            "RECORDS", "CREATED", "UPDATED", "UNCHANGED", "SKIPPED", "FAILED"
        ));
        for kind in Kind::ALL {
            if let Some(c) = self.counts.get(kind.name()) {
                lines.push(format!(
                    "{:<12} {:>8} {:>8} {:>10} {:>8} {:>7}",
                    kind.name(),
                    c.created,
                    c.updated,
                    c.unchanged,
                    c.skipped,
                    c.failed
                ));
            }
        }
        let t = self.total();
        lines.push(format!(
            "total: created={} updated={} unchanged={} skipped={} failed={}",
            t.created, t.updated, t.unchanged, t.skipped, t.failed
        ));
        for ((kind, reason), count) in &self.skip_reasons {
            lines.push(format!("skipped {count} {kind}(s): {reason}"));
        }
        for p in &self.problems {
            lines.push(format!("failed {} {}: {} {}", p.kind.name(), p.source_id, p.field, p.message));
        }
        for line in &self.unreadable {
            lines.push(format!("unreadable {line}"));
        }
        if self.history_imported > 0 {
            lines.push(format!(
                "carried in {} field history entries, marked as imported",
                self.history_imported
            ));
        }
        if self.rate_limited > 0 {
            lines.push(format!(
                "the source rate-limited the import {} time(s); each was waited out",
                self.rate_limited
            ));
        }
        if t.failed > self.problems.len() {
            lines.push(format!("… and {} more failed records", t.failed - self.problems.len()));
        }
        lines.join("\n")
    }
}
