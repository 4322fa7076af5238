//! `.subjects.xlsx`: subjects, themes, topics and endcodes, matched on names.

use std::collections::HashMap;

use plytime_shared::api::content::PRIORITY_MESSAGE;

use super::columns::{RowReader, missing_headings};
use super::report::Report;
use super::workbook::Sheet;
use crate::db::Db;
use crate::db::content::Level;
use crate::db::content::hierarchy::{self, EndcodeFields, EndcodeRow, Saved};

const REQUIRED: [&str; 4] = ["subject", "theme", "topic", "endcode"];
/// Rows written per transaction: small enough that other writers are not
/// kept waiting long.
const CHUNK: usize = 500;

#[derive(Debug, Clone, PartialEq)]
pub struct SubjectRow {
    pub number: u32,
    pub subject: String,
    pub theme: String,
    pub topic: String,
    pub endcode: String,
    pub description: String,
    pub priority: i64,
    pub help_videos: Vec<String>,
}

/// Reads and checks every row; bad rows are reported and left out.
pub fn read_rows(sheet: &Sheet, report: &mut Report) -> Result<Vec<SubjectRow>, String> {
    if let Some(problem) = missing_headings(sheet, &REQUIRED) {
        return Err(problem);
    }
    let mut seen: HashMap<[String; 4], u32> = HashMap::new();
    let mut rows = Vec::new();
    for row in &sheet.rows {
        let mut reader = RowReader::new(sheet, row);
        let [subject, theme, topic, endcode] =
            REQUIRED.map(|heading| reader.required(report, heading));
        let priority = match reader.text("priority").trim() {
            "" => 2,
            text => match text.parse::<i64>() {
                Ok(priority @ 1..=3) => priority,
                _ => {
                    reader.problem(report, "priority", PRIORITY_MESSAGE);
                    2
                }
            },
        };
        let help_videos: Vec<String> = reader
            .text("help_videos")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        for video in &help_videos {
            if !(video.starts_with("https://") || video.starts_with("http://")) {
                reader.problem(
                    report,
                    "help_videos",
                    &format!("'{video}' is not a web address"),
                );
            }
        }
        let key = [
            subject.clone(),
            theme.clone(),
            topic.clone(),
            endcode.clone(),
        ];
        if let Some(first) = seen.get(&key).filter(|_| reader.ok) {
            reader.problem(report, "endcode", &format!("Repeats row {first}"));
        }
        if !reader.ok {
            continue;
        }
        seen.insert(key, row.number);
        rows.push(SubjectRow {
            number: row.number,
            subject,
            theme,
            topic,
            endcode,
            description: reader.text("description").trim().to_string(),
            priority,
            help_videos,
        });
    }
    Ok(rows)
}

/// The hierarchy as it stands, by names, so rows can be matched without a
/// query each.
struct Existing {
    nodes: HashMap<(Level, String, String), String>,
    /// By subject id and name, which are unique together.
    endcodes: HashMap<(String, String), EndcodeRow>,
}

impl Existing {
    async fn load(db: &Db) -> sqlx::Result<Existing> {
        let mut nodes = HashMap::new();
        for level in [Level::Subject, Level::Theme, Level::Topic] {
            for node in hierarchy::nodes(db, level, None).await? {
                nodes.insert((level, node.parent_id, node.name), node.id);
            }
        }
        let endcodes = hierarchy::all_endcodes(db)
            .await?
            .into_iter()
            .map(|row| ((row.subject_id.clone(), row.name.clone()), row))
            .collect();
        Ok(Existing { nodes, endcodes })
    }
}

/// Creates what is missing and updates endcode details that changed. A row
/// naming an endcode that its subject already has under another topic is
/// reported and left out: the names are unique within a subject.
pub async fn apply(
    db: &Db,
    sheet_name: &str,
    rows: &[SubjectRow],
    report: &mut Report,
) -> anyhow::Result<()> {
    let mut existing = Existing::load(db).await?;
    for chunk in rows.chunks(CHUNK) {
        let mut tx = db.write().begin().await?;
        for row in chunk {
            let mut subject_id = String::new();
            let mut parent = String::new();
            for (level, name) in [
                (Level::Subject, &row.subject),
                (Level::Theme, &row.theme),
                (Level::Topic, &row.topic),
            ] {
                let key = (level, parent.clone(), name.clone());
                parent = match existing.nodes.get(&key) {
                    Some(id) => id.clone(),
                    None => {
                        let parent_id = (level != Level::Subject).then_some(parent.as_str());
                        let id = hierarchy::insert_node(&mut *tx, level, parent_id, name)
                            .await?
                            .ok_or_else(|| {
                                anyhow::anyhow!("{} {name} appeared meanwhile", level.noun())
                            })?;
                        report.count(&format!("{}s created", capitalised(level.noun())), 1);
                        existing.nodes.insert(key, id.clone());
                        id
                    }
                };
                if level == Level::Subject {
                    subject_id = parent.clone();
                }
            }
            let fields = EndcodeFields {
                name: &row.endcode,
                description: &row.description,
                help_videos: &row.help_videos,
                priority: row.priority,
            };
            let key = (subject_id, row.endcode.clone());
            match existing.endcodes.get(&key) {
                Some(stored) if stored.topic_id != parent => report.row_error(
                    sheet_name,
                    row.number,
                    "endcode",
                    &format!(
                        "'{}' already names an endcode under another topic of this subject",
                        row.endcode
                    ),
                ),
                Some(stored) if unchanged(stored, row) => report.count("Endcodes unchanged", 1),
                Some(stored) => {
                    if hierarchy::update_endcode(&mut *tx, &stored.id, &fields).await?
                        != Saved::Done
                    {
                        anyhow::bail!("endcode {} vanished during the import", row.endcode);
                    }
                    report.count("Endcodes updated", 1);
                }
                None => {
                    let id = hierarchy::insert_endcode(&mut *tx, &parent, &fields)
                        .await?
                        .ok_or_else(|| {
                            anyhow::anyhow!("endcode {} appeared meanwhile", row.endcode)
                        })?;
                    report.count("Endcodes created", 1);
                    let created = hierarchy::EndcodeRow {
                        id,
                        name: row.endcode.clone(),
                        topic_id: parent.clone(),
                        subject_id: key.0.clone(),
                        description: row.description.clone(),
                        help_videos: serde_json::to_string(&row.help_videos)?,
                        priority: row.priority,
                    };
                    existing.endcodes.insert(key, created);
                }
            }
        }
        tx.commit().await?;
    }
    Ok(())
}

/// A stored endcode whose help videos no longer decode counts as changed,
/// so that the import writes them afresh.
fn unchanged(stored: &EndcodeRow, row: &SubjectRow) -> bool {
    stored.description == row.description
        && stored.priority == row.priority
        && stored
            .help_videos()
            .is_ok_and(|videos| videos == row.help_videos)
}

fn capitalised(noun: &str) -> String {
    let mut chars = noun.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
