//! The export of everything held about a family: every record as JSON, and
//! the same in plain words for people (docs/privacy.md).

use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use plytime_shared::api::privacy::FamilyExport;
use plytime_shared::words::counted;
use serde_json::{Map, Value, json};

use crate::db::{Db, family_records, now_millis};
use crate::email::without_one_time_passwords;
use crate::storage::Storage;
use crate::storage::stored_files::{PUBLIC_PREFIX, picture_format};
use crate::time::iso;
use crate::video::board_store;

/// Everything held about the family of `parent_id`.
pub async fn export(db: &Db, storage: &Storage, parent_id: &str) -> anyhow::Result<FamilyExport> {
    let mut records = family_records::read_all(db, parent_id).await?;
    blank_one_time_passwords(&mut records);
    add_whiteboards(db, storage, &mut records).await?;
    add_pictures(storage, &mut records).await?;
    let now = now_millis();
    Ok(FamilyExport {
        exported_at: iso(now),
        summary: summary(&records, &iso(now)),
        data: Value::Object(records),
    })
}

fn rows_mut<'a>(records: &'a mut Map<String, Value>, kind: &str) -> &'a mut [Value] {
    records
        .get_mut(kind)
        .and_then(Value::as_array_mut)
        .map_or(&mut [], Vec::as_mut_slice)
}

/// A one-time password still opens an account whose child never signed
/// in: the e-mails that carried one are exported without it.
fn blank_one_time_passwords(records: &mut Map<String, Value>) {
    for email in rows_mut(records, "emails") {
        if let Some(body) = email["body"].as_str() {
            email["body"] = without_one_time_passwords(body).into();
        }
    }
}

/// Each whiteboard's scene, its pictures inlined, as the board opens it.
async fn add_whiteboards(
    db: &Db,
    storage: &Storage,
    records: &mut Map<String, Value>,
) -> anyhow::Result<()> {
    for board in rows_mut(records, "whiteboards") {
        let session_id = board["session_id"].as_str().unwrap_or_default().to_string();
        let scene = board_store::get(db, storage, &session_id).await?;
        board["scene"] = serde_json::to_value(scene)?;
    }
    Ok(())
}

/// The parent's and children's pictures as files: each row's
/// `profile_picture` names its file in `pictures`, which holds the bytes.
async fn add_pictures(storage: &Storage, records: &mut Map<String, Value>) -> anyhow::Result<()> {
    let mut pictures = Vec::new();
    for kind in ["parent", "children"] {
        for row in rows_mut(records, kind) {
            let Some(key) = row["profile_picture"]
                .as_str()
                .and_then(|stored| stored.strip_prefix(PUBLIC_PREFIX))
                .map(str::to_string)
            else {
                continue;
            };
            let Some(content) = storage.get(&key).await? else {
                row["profile_picture"] = Value::Null;
                continue;
            };
            let file_name = key.rsplit('/').next().unwrap_or(&key).to_string();
            let content_type = picture_format(&content).map(|format| format.content_type);
            pictures.push(json!({
                "file_name": file_name,
                "of": if kind == "parent" { Value::from("parent") } else { row["id"].clone() },
                "content_type": content_type,
                "content_base64": BASE64.encode(&content),
            }));
            row["profile_picture"] = file_name.into();
        }
    }
    records.insert("pictures".into(), Value::Array(pictures));
    Ok(())
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
                .count() as i64
        };
        let balance = rows("token_balances")
            .iter()
            .find(|row| &row["student_id"] == id)
            .and_then(|row| row["balance"].as_i64())
            .unwrap_or(0);
        lines.push(format!(
            "{} {} (username {}, Year {}): {}, {}, {}, {} ({}), {}, {}.",
            text(child, "first_name"),
            text(child, "last_name"),
            text(child, "username"),
            child["school_year"],
            counted(count("answers"), "answer", "answers"),
            counted(count("games"), "game", "games"),
            counted(count("scores"), "score", "scores"),
            counted(count("tokens"), "token record", "token records"),
            counted(balance.max(0), "token now", "tokens now"),
            counted(count("messages"), "message", "messages"),
            counted(count("sessions"), "session", "sessions"),
        ));
    }
    lines.push(format!(
        "{}, {}, {}; {}; {}; {} we sent you.",
        counted(
            rows("subscriptions").len() as i64,
            "subscription",
            "subscriptions"
        ),
        counted(
            rows("plan_history").len() as i64,
            "plan change",
            "plan changes"
        ),
        counted(rows("payments").len() as i64, "payment", "payments"),
        counted(
            rows("registers").len() as i64,
            "session register entry",
            "session register entries"
        ),
        counted(
            rows("whiteboards").len() as i64,
            "whiteboard",
            "whiteboards"
        ),
        counted(rows("emails").len() as i64, "e-mail", "e-mails"),
    ));
    lines.push(format!(
        "{} kept (the videos themselves are not in this export), watched {}.",
        counted(
            rows("recordings").len() as i64,
            "session recording",
            "session recordings"
        ),
        counted(rows("recording_views").len() as i64, "time", "times"),
    ));
    lines.push(
        "The JSON file holds every one of these records in full; times are milliseconds since 1 January 1970 (UTC)."
            .into(),
    );
    lines
}
