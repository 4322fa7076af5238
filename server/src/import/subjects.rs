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
            .map(|row| ((row.topic_id.clone(), row.name.clone()), row))
            .collect();
        Ok(Existing { nodes, endcodes })
    }
}

/// Creates what is missing and updates endcode details that changed.
pub async fn apply(db: &Db, rows: &[SubjectRow], report: &mut Report) -> anyhow::Result<()> {
    let mut existing = Existing::load(db).await?;
    for chunk in rows.chunks(CHUNK) {
        let mut tx = db.write().begin().await?;
        for row in chunk {
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
            }
            let fields = EndcodeFields {
                name: &row.endcode,
                description: &row.description,
                help_videos: &row.help_videos,
                priority: row.priority,
            };
            let key = (parent.clone(), row.endcode.clone());
            match existing.endcodes.get(&key) {
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
                    hierarchy::insert_endcode(&mut *tx, &parent, &fields)
                        .await?
                        .ok_or_else(|| {
                            anyhow::anyhow!("endcode {} appeared meanwhile", row.endcode)
                        })?;
                    report.count("Endcodes created", 1);
                }
            }
        }
        tx.commit().await?;
    }
    Ok(())
}

fn unchanged(stored: &EndcodeRow, row: &SubjectRow) -> bool {
    stored.description == row.description
        && stored.priority == row.priority
        && stored.help_videos() == row.help_videos
}

fn capitalised(noun: &str) -> String {
    let mut chars = noun.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
