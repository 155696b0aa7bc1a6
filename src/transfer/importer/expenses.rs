//! Household expenses: scalar amounts, contacts' amounts and lines.

use std::collections::HashMap;
use std::collections::HashSet;

use poem::http::Method;
use serde_json::Value;
use serde_json::json;
use uuid::Uuid;

use super::{Decision, Done, Importer, Outcome, bad, id_text, id_uuid, pick, stamps};
use crate::{
    api::expenses::{self, ScalarExpenses},
    entity::expense_line::LineType,
    transfer::kinds::Kind,
};

impl Importer {
    // ----- household expenses -----

    pub(super) async fn expenses(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let mut body = pick(record, ScalarExpenses::field_names());
        body.insert(
            "profileId".into(),
            json!(self.resolve("profile", record.get("profileId"), "profileId").await?),
        );
        for list in ["kiwiSaverExpenses", "superannuationExpenses"] {
            let mut mapped = Vec::new();
            for (index, entry) in record.get(list).and_then(Value::as_array).into_iter().flatten().enumerate()
            {
                let field = format!("{list}[{index}].contactId");
                let contact = self.resolve("contact", entry.get("contactId"), &field).await?;
                mapped.push(json!({ "contactId": contact, "value": entry.get("value") }));
            }
            body.insert(list.into(), Value::Array(mapped));
        }
        let decision = self.decide(Kind::Expenses, source_id, stamps).await?;
        if self.dry_run || matches!(decision, Decision::Unchanged) {
            return Ok(match decision {
                Decision::Create => Done::Created,
                Decision::Update(_) => Done::Updated,
                Decision::Unchanged => Done::Unchanged,
            });
        }
        // Each type's lines: known ones by our id, new ones remembered afterwards, in order.
        let mut new_lines: HashMap<&str, Vec<NewLine>> = HashMap::new();
        let mut known: HashSet<Uuid> = HashSet::new();
        for line_type in LineType::ALL.map(LineType::field) {
            let mut lines = Vec::new();
            for line in record.get(line_type).and_then(Value::as_array).into_iter().flatten() {
                let line_id = line.get("id").and_then(id_text);
                let mapped = match (&decision, &line_id) {
                    (Decision::Update(_), Some(line_id)) => self.local_id("expenseLine", line_id).await?,
                    _ => None,
                };
                match mapped {
                    Some(local) => {
                        known.insert(local);
                        lines.push(json!({ "id": local, "value": line.get("value") }));
                    }
                    None => {
                        new_lines.entry(line_type).or_default().push(NewLine::of(line_id, line));
                        lines.push(
                            json!({ "description": line.get("description"), "value": line.get("value") }),
                        );
                    }
                }
            }
            body.insert(line_type.into(), Value::Array(lines));
        }
        let (saved, done) = match decision {
            Decision::Create => {
                (self.call(Method::POST, "/expenses", None, &Value::Object(body)).await?, Done::Created)
            }
            _ => {
                // Lines the household already shows are not the new ones, whatever the source says.
                let path = format!("/expenses?profileId={}", body["profileId"].as_str().unwrap_or_default());
                let before = self.local.call(Method::GET, &path, None, None).await?;
                known.extend(
                    LineType::ALL.iter().flat_map(|line_type| shown_lines(&before, line_type.field())),
                );
                (self.call(Method::PATCH, "/expenses", None, &Value::Object(body)).await?, Done::Updated)
            }
        };
        for line_type in LineType::ALL.map(LineType::field) {
            let mut added = shown_lines(&saved, line_type).into_iter().filter(|id| !known.contains(id));
            for line in new_lines.remove(line_type).unwrap_or_default() {
                // An empty line is created but not shown, so it has no id to take here.
                if line.empty {
                    continue;
                }
                match (added.next(), line.source_id) {
                    (Some(local_line), Some(source_line)) => {
                        self.queue("expenseLine", &source_line, local_line, None, None).await?
                    }
                    (Some(_), None) => {}
                    (None, _) => break,
                }
            }
        }
        let id = saved.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?;
        self.settle(Kind::Expenses, source_id, id, stamps).await?;
        Ok(done)
    }
}

/// A line the import creates: the source's id for it (none if the source gave none: such a
/// line is created again by a later import) and whether responses leave it out.
struct NewLine {
    source_id: Option<String>,
    empty: bool,
}

impl NewLine {
    fn of(source_id: Option<String>, line: &Value) -> Self {
        NewLine { source_id, empty: !expenses::line_is_shown(line) }
    }
}

/// The ids of the `line_type` lines a household's expenses, as the API shows them, have.
fn shown_lines(household: &Value, line_type: &str) -> Vec<Uuid> {
    household
        .get(line_type)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|line| line.get("id").and_then(id_uuid))
        .collect()
}
