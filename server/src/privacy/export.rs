//! The export of everything held about a family: every record as JSON, and
//! the same in plain words for people (docs/privacy.md).

use plytime_shared::api::privacy::FamilyExport;
use serde_json::{Map, Value};

use crate::db::{Db, family_records, now_millis};
use crate::time::iso;

/// Everything held about the family of `parent_id`.
pub async fn export(db: &Db, parent_id: &str) -> sqlx::Result<FamilyExport> {
    let records = family_records::read_all(db, parent_id).await?;
    let now = now_millis();
    Ok(FamilyExport {
        exported_at: iso(now),
        summary: summary(&records, &iso(now)),
        data: Value::Object(records),
    })
}

/// The records in plain words: who, and how many of each kind per child.
fn summary(records: &Map<String, Value>, exported_at: &str) -> Vec<String> {
    let rows = |kind: &str| -> &[Value] {
        records
            .get(kind)
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    };
    let text = |row: &Value, field: &str| row[field].as_str().unwrap_or_default().to_string();
    let mut lines = vec![format!(
        "Everything Plytime holds about your family, on {exported_at}."
    )];
    if let Some(parent) = rows("parent").first() {
        lines.push(format!(
            "Parent: {} {} ({}), {} {}, phone {}.",
            text(parent, "first_name"),
            text(parent, "last_name"),
            text(parent, "email"),
            text(parent, "postcode"),
            text(parent, "country"),
            text(parent, "phone_number"),
        ));
    }
    for child in rows("children") {
        let id = &child["id"];
        let count = |kind: &str| {
            rows(kind)
                .iter()
                .filter(|row| &row["student_id"] == id)
                .count()
        };
        let balance = rows("token_balances")
            .iter()
            .find(|row| &row["student_id"] == id)
            .and_then(|row| row["balance"].as_i64())
            .unwrap_or(0);
        lines.push(format!(
            "{} {} (username {}, Year {}): {} answers, {} games, {} scores, {} token records \
             ({balance} tokens now), {} messages, {} sessions.",
            text(child, "first_name"),
            text(child, "last_name"),
            text(child, "username"),
            child["school_year"],
            count("answers"),
            count("games"),
            count("scores"),
            count("tokens"),
            count("messages"),
            count("sessions"),
        ));
    }
    lines.push(format!(
        "{} subscriptions, {} with a payment recorded; {} session register entries; {} e-mails we sent you.",
        rows("subscriptions").len(),
        rows("payments").len(),
        rows("registers").len(),
        rows("emails").len(),
    ));
    lines.push(format!(
        "{} session recordings kept (the videos themselves are not in this export), watched {} \
         times.",
        rows("recordings").len(),
        rows("recording_views").len(),
    ));
    lines.push(
        "The JSON file holds every one of these records in full; times are milliseconds since 1 January 1970 (UTC)."
            .into(),
    );
    lines
}
