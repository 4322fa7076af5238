//! Work done offline, waiting for the server: answers, then the games they
//! belong to, and the review flags set on earlier answers, in the order
//! they happened. An item leaves the queue only
//! when the server has answered for it (applied, already applied, or
//! refused for good), so it is sent until the server has it, and the
//! server's idempotency by item id makes sending it again harmless.

use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use ts_rs::TS;

use super::Store;
use crate::error::DesktopError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export_to = "desktop/")]
pub enum ItemKind {
    Answer,
    Game,
    /// A student marked an answer reviewed or asked for help with it.
    Review,
}

impl ItemKind {
    pub const ALL: [ItemKind; 3] = [ItemKind::Answer, ItemKind::Game, ItemKind::Review];

    fn as_str(self) -> &'static str {
        match self {
            ItemKind::Answer => "answer",
            ItemKind::Game => "game",
            ItemKind::Review => "review",
        }
    }

    fn parse(text: &str) -> ItemKind {
        match text {
            "game" => ItemKind::Game,
            "review" => ItemKind::Review,
            _ => ItemKind::Answer,
        }
    }
}

/// One queued item: its id (the server's idempotency key) and JSON body.
#[derive(Debug, Clone, PartialEq)]
pub struct Queued {
    pub item_id: String,
    pub student_id: String,
    pub body: serde_json::Value,
}

impl Queued {
    fn read(item_id: String, student_id: String, body: &str) -> Queued {
        Queued {
            item_id,
            student_id,
            body: serde_json::from_str(body).unwrap_or(serde_json::Value::Null),
        }
    }
}

/// Items to send together: one kind, one student, oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub kind: ItemKind,
    pub student_id: String,
    pub items: Vec<Queued>,
}

/// What the server said of an item that leaves the queue.
pub enum Settled<'a> {
    Done(&'a str),
    Rejected { item_id: &'a str, reason: &'a str },
}

/// An item the server refused, kept to tell the person why.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct Rejection {
    pub item_id: String,
    pub kind: ItemKind,
    pub reason: String,
}

impl Store {
    /// Adds an item; adding the same id again changes nothing.
    pub fn enqueue(
        &self,
        kind: ItemKind,
        item_id: &str,
        student_id: &str,
        body: &serde_json::Value,
    ) -> Result<(), DesktopError> {
        self.connection().execute(
            "INSERT INTO queue (kind, item_id, student_id, body) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (item_id) DO NOTHING",
            params![kind.as_str(), item_id, student_id, body.to_string()],
        )?;
        Ok(())
    }

    /// The oldest items of the oldest item's kind and student, up to
    /// `limit`, stopping at the first item of another kind or student so
    /// that nothing overtakes what came before it.
    pub fn next_page(&self, limit: usize) -> Result<Option<Page>, DesktopError> {
        let connection = self.connection();
        let first: Option<(String, String)> = connection
            .query_row(
                "SELECT kind, student_id FROM queue ORDER BY seq LIMIT 1",
                [],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        let Some((kind, student_id)) = first else {
            return Ok(None);
        };
        let mut statement = connection
            .prepare("SELECT kind, student_id, item_id, body FROM queue ORDER BY seq LIMIT ?1")?;
        let rows = statement.query_map([limit as i64], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, String>(3)?,
            ))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (row_kind, row_student, item_id, body) = row?;
            if row_kind != kind || row_student != student_id {
                break;
            }
            items.push(Queued::read(item_id, row_student, &body));
        }
        Ok(Some(Page {
            kind: ItemKind::parse(&kind),
            student_id,
            items,
        }))
    }

    /// Takes the items the server answered for out of the queue, keeping
    /// the refusals to show, all in one transaction.
    pub fn settle(&self, kind: ItemKind, settled: &[Settled<'_>]) -> Result<(), DesktopError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let now = chrono::Utc::now().timestamp_millis();
        for item in settled {
            let item_id = match item {
                Settled::Done(item_id) => item_id,
                Settled::Rejected { item_id, reason } => {
                    transaction.execute(
                        "INSERT INTO sync_rejections (item_id, kind, reason, rejected_at) \
                         VALUES (?1, ?2, ?3, ?4) ON CONFLICT (item_id) DO NOTHING",
                        params![item_id, kind.as_str(), reason, now],
                    )?;
                    item_id
                }
            };
            transaction.execute("DELETE FROM queue WHERE item_id = ?1", [item_id])?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The student's waiting items of one kind, oldest first.
    pub fn queued(&self, kind: ItemKind, student_id: &str) -> Result<Vec<Queued>, DesktopError> {
        let connection = self.connection();
        let mut statement = connection.prepare(
            "SELECT item_id, body FROM queue WHERE kind = ?1 AND student_id = ?2 ORDER BY seq",
        )?;
        let rows = statement.query_map(params![kind.as_str(), student_id], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (item_id, body) = row?;
            items.push(Queued::read(item_id, student_id.to_string(), &body));
        }
        Ok(items)
    }

    /// How many items wait, of each kind.
    pub fn waiting(&self, kind: ItemKind) -> Result<usize, DesktopError> {
        let count: i64 = self.connection().query_row(
            "SELECT COUNT(*) FROM queue WHERE kind = ?1",
            [kind.as_str()],
            |row| row.get(0),
        )?;
        Ok(count as usize)
    }

    /// The refusals, newest first.
    pub fn rejections(&self) -> Result<Vec<Rejection>, DesktopError> {
        let connection = self.connection();
        let mut statement = connection.prepare(
            "SELECT item_id, kind, reason FROM sync_rejections ORDER BY rejected_at DESC, item_id",
        )?;
        let rows = statement.query_map([], |row| {
            Ok(Rejection {
                item_id: row.get(0)?,
                kind: ItemKind::parse(&row.get::<_, String>(1)?),
                reason: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn store_with(items: &[(ItemKind, &str, &str)]) -> Store {
        let store = Store::in_memory().unwrap();
        for (kind, id, student) in items {
            store
                .enqueue(*kind, id, student, &json!({ "_id": id }))
                .unwrap();
        }
        store
    }

    fn ids(page: &Page) -> Vec<&str> {
        page.items
            .iter()
            .map(|item| item.item_id.as_str())
            .collect()
    }

    #[test]
    fn a_page_holds_one_kind_for_one_student_in_order() {
        use ItemKind::*;
        let store = store_with(&[
            (Answer, "a1", "ada"),
            (Answer, "a2", "ada"),
            (Game, "g1", "ada"),
            (Answer, "a3", "ada"),
            (Answer, "b1", "ben"),
        ]);
        let page = store.next_page(50).unwrap().unwrap();
        assert_eq!((page.kind, ids(&page)), (Answer, vec!["a1", "a2"]));
        assert_eq!(ids(&store.next_page(1).unwrap().unwrap()), ["a1"]);
        store
            .settle(Answer, &[Settled::Done("a1"), Settled::Done("a2")])
            .unwrap();
        let page = store.next_page(50).unwrap().unwrap();
        assert_eq!((page.kind, ids(&page)), (Game, vec!["g1"]));
        store.settle(Game, &[Settled::Done("g1")]).unwrap();
        assert_eq!(ids(&store.next_page(50).unwrap().unwrap()), ["a3"]);
        store.settle(Answer, &[Settled::Done("a3")]).unwrap();
        let page = store.next_page(50).unwrap().unwrap();
        assert_eq!((page.student_id.as_str(), ids(&page)), ("ben", vec!["b1"]));
    }

    #[test]
    fn an_item_queued_twice_is_kept_once_and_refusals_are_kept_to_show() {
        use ItemKind::*;
        let store = store_with(&[(Answer, "a1", "ada"), (Answer, "a1", "ada")]);
        assert_eq!(store.waiting(Answer).unwrap(), 1);
        store
            .settle(
                Answer,
                &[Settled::Rejected {
                    item_id: "a1",
                    reason: "No such question",
                }],
            )
            .unwrap();
        assert_eq!(store.waiting(Answer).unwrap(), 0);
        assert_eq!(store.next_page(50).unwrap(), None);
        assert_eq!(
            store.rejections().unwrap(),
            [Rejection {
                item_id: "a1".into(),
                kind: Answer,
                reason: "No such question".into()
            }]
        );
    }

    #[test]
    fn the_queue_survives_reopening_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("desktop.sqlite");
        Store::open(&path)
            .unwrap()
            .enqueue(ItemKind::Answer, "a1", "ada", &json!({"x": 1}))
            .unwrap();
        let reopened = Store::open(&path).unwrap();
        let page = reopened.next_page(50).unwrap().unwrap();
        assert_eq!(page.items[0].body, json!({"x": 1}));
    }
}
