//! The questions tutors ask in live sessions (docs/live-sessions.md, "Live
//! questions"), and the answers that claim them.

use plytime_shared::api::live_questions::{LiveAnswer, LiveQuestion};
use sqlx::FromRow;

use super::answers::{self, NewAnswer, parse_result};
use super::{Backend, Db, json};
use crate::time::iso;

/// Keeps a question as asked now, unless the session already has `most`;
/// its id, or none at the bound. The count and the insert are one: on
/// PostgreSQL the session's row is locked first, so that two asks at
/// once cannot both find room for one; SQLite has a single writer.
pub async fn insert_within(
    db: &Db,
    session_id: &str,
    question_id: &str,
    now: i64,
    most: i64,
) -> sqlx::Result<Option<String>> {
    let mut tx = db.write().begin().await?;
    if db.backend() == Backend::Postgres {
        sqlx::query("SELECT id FROM sessions WHERE id = $1 FOR UPDATE")
            .bind(session_id)
            .fetch_optional(&mut *tx)
            .await?;
    }
    let id = uuid::Uuid::new_v4().to_string();
    let inserted = sqlx::query(
        "INSERT INTO session_questions (id, session_id, question_id, asked_at) \
         SELECT $1, $2, $3, $4 \
         WHERE (SELECT COUNT(*) FROM session_questions WHERE session_id = $2) < $5",
    )
    .bind(&id)
    .bind(session_id)
    .bind(question_id)
    .bind(now)
    .bind(most)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok((inserted == 1).then_some(id))
}

/// A question asked in a session, and whether it has its answer.
#[derive(Debug, Clone, FromRow)]
pub struct Asked {
    pub id: String,
    pub question_id: String,
    pub asked_at: i64,
    pub answer_id: Option<String>,
}

pub async fn find(db: &Db, session_id: &str, id: &str) -> sqlx::Result<Option<Asked>> {
    sqlx::query_as(
        "SELECT id, question_id, asked_at, answer_id FROM session_questions \
         WHERE id = $1 AND session_id = $2",
    )
    .bind(id)
    .bind(session_id)
    .fetch_optional(db.read())
    .await
}

/// Records `answer` as the answer to the asked question `asked_id`, in
/// one transaction; false, with nothing written, when it already had one
/// (two answers at once: the first to claim it counts).
pub async fn answer(db: &Db, asked_id: &str, answer: &NewAnswer<'_>) -> sqlx::Result<bool> {
    let mut tx = db.write().begin().await?;
    answers::insert_all(&mut tx, std::slice::from_ref(answer)).await?;
    let claimed = sqlx::query(
        "UPDATE session_questions SET answer_id = $1 WHERE id = $2 AND answer_id IS NULL",
    )
    .bind(answer.id)
    .bind(asked_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if claimed == 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

#[derive(FromRow)]
struct AskedRow {
    id: String,
    question_id: String,
    endcode_id: String,
    description: String,
    lines: String,
    asked_at: i64,
    answer: Option<String>,
    result: Option<String>,
    answered_at: Option<i64>,
}

/// The session's questions, first asked first, each as the child sees it
/// and with its answer once given.
pub async fn of_session(db: &Db, session_id: &str) -> sqlx::Result<Vec<LiveQuestion>> {
    let rows: Vec<AskedRow> = sqlx::query_as(
        "SELECT sq.id, sq.question_id, q.endcode_id, e.description, q.lines, sq.asked_at, \
         a.answer, a.result, a.answered_at \
         FROM session_questions sq JOIN questions q ON q.id = sq.question_id \
         JOIN endcodes e ON e.id = q.endcode_id LEFT JOIN answers a ON a.id = sq.answer_id \
         WHERE sq.session_id = $1 ORDER BY sq.asked_at, sq.id",
    )
    .bind(session_id)
    .fetch_all(db.read())
    .await?;
    rows.into_iter()
        .map(|row| {
            let answered = match (row.answer, row.result, row.answered_at) {
                (Some(answer), Some(result), Some(at)) => Some(LiveAnswer {
                    answer: json::decode("answers.answer", &answer)?,
                    result: parse_result(&result),
                    answered_at: iso(at),
                }),
                _ => None,
            };
            Ok(LiveQuestion {
                _id: row.id,
                question_id: row.question_id,
                endcode_id: row.endcode_id,
                endcode_description: row.description,
                lines: json::decode("questions.lines", &row.lines)?,
                asked_at: iso(row.asked_at),
                answered,
            })
        })
        .collect()
}
