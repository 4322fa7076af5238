//! Questions, stored with their lines and answers as JSON documents.

use std::collections::HashMap;

use plytime_shared::api::content::{AdminQuestion, Named, QuestionStatus};
use plytime_shared::content::{Alternative, Line};
use plytime_shared::game::estimate::{MEASURED_AFTER_ANSWERS, QuestionLevel};
use sqlx::FromRow;

use super::hierarchy::Saved;
use crate::db::constraints::{Constraint, unless_broken};
use crate::db::{Backend, Db, Tx, json, now_millis, rows};

/// A question with the names of its endcode and that endcode's ancestors.
#[derive(Debug, Clone, FromRow)]
pub struct QuestionRow {
    pub id: String,
    #[sqlx(rename = "ref")]
    pub reference: String,
    pub status: String,
    pub score: f64,
    pub measured_score: Option<f64>,
    pub measured_count: i64,
    pub standard_time: i64,
    pub maximum_time: i64,
    pub lines: String,
    pub answers: String,
    pub endcode_id: String,
    pub endcode_name: String,
    pub topic_id: String,
    pub topic_name: String,
    pub theme_id: String,
    pub theme_name: String,
    pub subject_id: String,
    pub subject_name: String,
}

impl QuestionRow {
    pub fn level(&self) -> QuestionLevel {
        QuestionLevel {
            authored: self.score,
            measured: self.measured_score,
            measured_count: self.measured_count,
        }
    }

    /// The admin view.
    pub fn into_admin(self) -> sqlx::Result<AdminQuestion> {
        let lines: Vec<Line> = json::decode("questions.lines", &self.lines)?;
        let answers: Vec<Alternative> = json::decode("questions.answers", &self.answers)?;
        let named = |id: String, name: String| Named { _id: id, name };
        let measured_in_use = self.level().is_measured();
        Ok(AdminQuestion {
            _id: self.id,
            reference: self.reference,
            status: QuestionStatus::parse(&self.status).unwrap_or(QuestionStatus::Draft),
            score: self.score,
            measured_score: self.measured_score,
            measured_count: self.measured_count,
            measured_in_use,
            standard_time: self.standard_time,
            maximum_time: self.maximum_time,
            lines,
            answers,
            endcode: named(self.endcode_id, self.endcode_name),
            topic: named(self.topic_id, self.topic_name),
            theme: named(self.theme_id, self.theme_name),
            subject: named(self.subject_id, self.subject_name),
        })
    }
}

const HYDRATED: &str = "SELECT q.id, q.ref, q.status, q.score, q.measured_score, \
    q.measured_count, q.standard_time, q.maximum_time, q.lines, q.answers, e.id AS endcode_id, e.name AS endcode_name, \
    tp.id AS topic_id, tp.name AS topic_name, th.id AS theme_id, th.name AS theme_name, \
    s.id AS subject_id, s.name AS subject_name \
    FROM questions q JOIN endcodes e ON e.id = q.endcode_id \
    JOIN topics tp ON tp.id = e.topic_id JOIN themes th ON th.id = tp.theme_id \
    JOIN subjects s ON s.id = th.subject_id";

/// The fields a question is saved with, already validated.
pub struct QuestionFields<'a> {
    pub status: QuestionStatus,
    pub score: f64,
    pub standard_time: i64,
    pub maximum_time: i64,
    pub lines: &'a [Line],
    pub answers: &'a [Alternative],
}

pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<QuestionRow>> {
    sqlx::query_as(&format!("{HYDRATED} WHERE q.id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

/// The live questions of a subject, with where each sits.
pub async fn live_in_subject(db: &Db, subject_id: &str) -> sqlx::Result<Vec<QuestionRow>> {
    sqlx::query_as(&format!(
        "{HYDRATED} WHERE s.id = $1 AND q.status = 'live' ORDER BY q.id"
    ))
    .bind(subject_id)
    .fetch_all(db.read())
    .await
}

/// Up to `limit` live questions of an endcode, those nearest `level` in
/// difficulty first (the easiest first without one).
pub async fn live_near(
    db: &Db,
    endcode_id: &str,
    level: Option<f64>,
    limit: i64,
) -> sqlx::Result<Vec<QuestionRow>> {
    sqlx::query_as(&format!(
        "{HYDRATED} WHERE q.endcode_id = $1 AND q.status = 'live' \
         ORDER BY ABS({} - $2), q.id LIMIT $3",
        in_use_score_sql()
    ))
    .bind(endcode_id)
    .bind(level.unwrap_or(0.0))
    .bind(limit)
    .fetch_all(db.read())
    .await
}

/// Inserts a question; `None` when its `ref` is taken.
pub async fn insert<'e, E>(
    executor: E,
    endcode_id: &str,
    reference: &str,
    fields: &QuestionFields<'_>,
) -> sqlx::Result<Option<String>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    let result = sqlx::query(
        "INSERT INTO questions (id, endcode_id, ref, status, score, standard_time, \
         maximum_time, lines, answers, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
    )
    .bind(&id)
    .bind(endcode_id)
    .bind(reference.trim())
    .bind(fields.status.as_str())
    .bind(fields.score)
    .bind(fields.standard_time)
    .bind(fields.maximum_time)
    .bind(json::encode(&fields.lines)?)
    .bind(json::encode(&fields.answers)?)
    .bind(now)
    .execute(executor)
    .await;
    Ok(unless_broken(result, &[Constraint::QuestionRef])?.map(|_| id))
}

/// Saves the editable fields. The `ref` never changes; the endcode changes
/// only when an import moves the question.
pub async fn update<'e, E>(
    executor: E,
    id: &str,
    endcode_id: Option<&str>,
    fields: &QuestionFields<'_>,
) -> sqlx::Result<Saved>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let result = sqlx::query(
        "UPDATE questions SET status = $1, score = $2, standard_time = $3, maximum_time = $4, \
         lines = $5, answers = $6, updated_at = $7, endcode_id = COALESCE($9, endcode_id) \
         WHERE id = $8",
    )
    .bind(fields.status.as_str())
    .bind(fields.score)
    .bind(fields.standard_time)
    .bind(fields.maximum_time)
    .bind(json::encode(&fields.lines)?)
    .bind(json::encode(&fields.answers)?)
    .bind(now_millis())
    .bind(id)
    .bind(endcode_id)
    .execute(executor)
    .await?;
    Ok(if result.rows_affected() == 0 {
        Saved::NotFound
    } else {
        Saved::Done
    })
}

/// Deleting a question archives it: answers given to it stay meaningful.
pub async fn archive(db: &Db, id: &str) -> sqlx::Result<bool> {
    let result =
        sqlx::query("UPDATE questions SET status = 'archived', updated_at = $1 WHERE id = $2")
            .bind(now_millis())
            .bind(id)
            .execute(db.write())
            .await?;
    Ok(result.rows_affected() > 0)
}

/// Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`.
fn like_escape(text: &str) -> String {
    text.chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect()
}

pub struct Search<'a> {
    pub statuses: &'a [QuestionStatus],
    /// Matches refs containing this text, ignoring letter case.
    pub reference: &'a str,
    pub from: i64,
    pub limit: i64,
}

/// One page of matching questions, ordered by ref, and the total count.
pub async fn search(db: &Db, search: &Search<'_>) -> sqlx::Result<(Vec<QuestionRow>, i64)> {
    let placeholders: Vec<String> = (0..search.statuses.len())
        .map(|i| format!("${}", i + 2))
        .collect();
    let status_filter = if placeholders.is_empty() {
        String::new()
    } else {
        format!("AND q.status IN ({})", placeholders.join(", "))
    };
    let filter = format!("WHERE LOWER(q.ref) LIKE $1 ESCAPE '\\' {status_filter}");
    let pattern = format!("%{}%", like_escape(&search.reference.trim().to_lowercase()));
    let paging = search.statuses.len() + 2;

    let count_sql = format!("SELECT COUNT(*) FROM questions q {filter}");
    let mut count = sqlx::query_scalar::<_, i64>(&count_sql).bind(&pattern);
    let page_sql = format!(
        "{HYDRATED} {filter} ORDER BY q.ref LIMIT ${paging} OFFSET ${}",
        paging + 1
    );
    let mut page = sqlx::query_as::<_, QuestionRow>(&page_sql).bind(&pattern);
    for status in search.statuses {
        count = count.bind(status.as_str());
        page = page.bind(status.as_str());
    }
    let total = count.fetch_one(db.read()).await?;
    let rows = page
        .bind(search.limit)
        .bind(search.from)
        .fetch_all(db.read())
        .await?;
    Ok((rows, total))
}

/// A question's stored columns, to tell whether an import changes it.
#[derive(Debug, Clone, FromRow)]
pub struct StoredQuestion {
    pub id: String,
    #[sqlx(rename = "ref")]
    pub reference: String,
    pub endcode_id: String,
    pub status: String,
    pub score: f64,
    pub standard_time: i64,
    pub maximum_time: i64,
    pub lines: String,
    pub answers: String,
}

impl StoredQuestion {
    pub fn same_as(&self, endcode_id: &str, fields: &QuestionFields<'_>) -> sqlx::Result<bool> {
        Ok(self.endcode_id == endcode_id
            && self.status == fields.status.as_str()
            && self.score == fields.score
            && self.standard_time == fields.standard_time
            && self.maximum_time == fields.maximum_time
            && self.lines == json::encode(&fields.lines)?
            && self.answers == json::encode(&fields.answers)?)
    }
}

pub async fn all_stored(db: &Db) -> sqlx::Result<Vec<StoredQuestion>> {
    sqlx::query_as(
        "SELECT id, ref, endcode_id, status, score, standard_time, maximum_time, lines, answers \
         FROM questions",
    )
    .fetch_all(db.read())
    .await
}

/// What the engine needs to choose a question of an endcode.
#[derive(Debug, Clone, FromRow)]
pub struct Candidate {
    pub id: String,
    pub score: f64,
    pub measured_score: Option<f64>,
    pub measured_count: i64,
}

impl Candidate {
    /// The difficulty the engine chooses by.
    pub fn in_use(&self) -> f64 {
        QuestionLevel {
            authored: self.score,
            measured: self.measured_score,
            measured_count: self.measured_count,
        }
        .in_use()
    }
}

/// The live questions of each of `endcode_ids`, by endcode.
pub async fn live_candidates(
    db: &Db,
    endcode_ids: &[&str],
) -> sqlx::Result<HashMap<String, Vec<Candidate>>> {
    let mut by_endcode: HashMap<String, Vec<Candidate>> = HashMap::new();
    if endcode_ids.is_empty() {
        return Ok(by_endcode);
    }
    let sql = rows::marked_for(
        db.backend(),
        format!(
            "SELECT endcode_id, id, score, measured_score, measured_count FROM questions \
             WHERE status = 'live' AND endcode_id IN {}",
            rows::placeholders(1, endcode_ids.len())
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for id in endcode_ids {
        query = query.bind(*id);
    }
    let found: Vec<InEndcode> = query.fetch_all(db.read()).await?;
    for row in found {
        by_endcode
            .entry(row.endcode_id)
            .or_default()
            .push(row.candidate);
    }
    Ok(by_endcode)
}

#[derive(FromRow)]
struct InEndcode {
    endcode_id: String,
    #[sqlx(flatten)]
    candidate: Candidate,
}

/// SQL for the difficulty the engine uses of question `q`
/// ([`QuestionLevel::in_use`]), for queries that range over it.
pub fn in_use_score_sql() -> String {
    format!(
        "(CASE WHEN q.measured_score IS NOT NULL AND q.measured_count >= {MEASURED_AFTER_ANSWERS} \
         THEN q.measured_score ELSE q.score END)"
    )
}

/// Adds answers' evidence to questions' measured difficulty, in the
/// answers' transaction: for each question, the sum of its answers' shifts
/// and how many there were. The shifts were worked out from the difficulty
/// read before the transaction, and the UPDATE adds them to whatever is
/// stored now: answers of different children to one question may be
/// recorded at once, and each then still counts (none overwrites another).
/// A shift worked out from a difficulty a few answers old differs from the
/// exact one by a small share of those answers' own shifts, which is
/// harmless.
pub async fn add_measurements(tx: &mut Tx<'_>, shifts: &[(&str, f64, i64)]) -> sqlx::Result<()> {
    if shifts.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "WITH m (id, shift, n) AS (VALUES {}) UPDATE questions SET \
             measured_score = COALESCE(measured_score, score) \
             + (SELECT m.shift FROM m WHERE m.id = questions.id), \
             measured_count = measured_count + (SELECT m.n FROM m WHERE m.id = questions.id) \
             WHERE id IN (SELECT m.id FROM m)",
            rows::placeholders(shifts.len(), 3)
        ),
    );
    let mut query = sqlx::query(&sql);
    for (id, shift, count) in shifts {
        query = query.bind(*id).bind(*shift).bind(*count);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}
