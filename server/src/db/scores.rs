//! Students' attainment scores per endcode and per subject, on the month
//! scale (docs/games.md).

use std::collections::HashMap;

use plytime_shared::game::estimate::{Estimate, Relative};
use sqlx::FromRow;

use super::{Backend, Db, Tx, packed, rows};

/// A stored estimate, as read.
#[derive(Debug, Clone, Copy, FromRow)]
pub struct StoredEstimate {
    pub score: f64,
    pub uncertainty: Option<f64>,
    pub answer_count: i64,
    pub last_answered_at: Option<i64>,
}

impl StoredEstimate {
    /// The estimate at `now`.
    pub fn at(self, now: i64) -> Estimate {
        Estimate::stored(self.score, self.uncertainty, self.answer_count)
            .at(self.last_answered_at, now)
    }

    /// What is stored of `estimate` moved by an answer given `at`.
    pub fn moved(estimate: Estimate, at: i64) -> StoredEstimate {
        StoredEstimate {
            score: estimate.score,
            uncertainty: Some(estimate.uncertainty),
            answer_count: estimate.answer_count,
            last_answered_at: Some(at),
        }
    }
}

/// A child's endcode estimates by endcode id. The engine looks in them for
/// every endcode of a focus on every question chosen, so they are keyed
/// with a fast hash: the keys are content ids, not a caller's input.
pub type EndcodeEstimates = HashMap<String, EndcodeEstimate, foldhash::fast::RandomState>;

#[derive(Debug, Clone, FromRow)]
pub struct EndcodeEstimate {
    pub endcode_id: String,
    pub topic_id: String,
    pub theme_id: String,
    pub score: f64,
    pub uncertainty: Option<f64>,
    pub answer_count: i64,
    pub last_answered_at: i64,
}

impl EndcodeEstimate {
    /// The estimate at `now`.
    pub fn at(&self, now: i64) -> Estimate {
        Estimate::stored(self.score, self.uncertainty, self.answer_count)
            .at(Some(self.last_answered_at), now)
    }

    pub fn relative(&self, now: i64) -> Relative<'_> {
        Relative {
            topic_id: &self.topic_id,
            theme_id: &self.theme_id,
            estimate: self.at(now),
        }
    }
}

const SUBJECT_ESTIMATE: &str = "SELECT score, uncertainty, answer_count, last_answered_at \
     FROM student_subject_scores WHERE student_id = $1 AND subject_id = $2";

/// The student's estimate in a subject at `now`, if they have one.
pub async fn subject_estimate(
    db: &Db,
    student_id: &str,
    subject_id: &str,
    now: i64,
) -> sqlx::Result<Option<Estimate>> {
    let row: Option<StoredEstimate> = sqlx::query_as(SUBJECT_ESTIMATE)
        .bind(student_id)
        .bind(subject_id)
        .fetch_optional(db.read())
        .await?;
    Ok(row.map(|row| row.at(now)))
}

/// Endcode estimates with their student, topic and theme, for a condition
/// to follow.
const ENDCODE_ESTIMATES_WHERE: &str = "SELECT sc.student_id, sc.endcode_id, e.topic_id, \
     tp.theme_id, sc.score, sc.uncertainty, sc.answer_count, sc.last_answered_at \
     FROM student_endcode_scores sc JOIN endcodes e ON e.id = sc.endcode_id \
     JOIN topics tp ON tp.id = e.topic_id WHERE";

/// Every endcode estimate of a student, by endcode id.
pub async fn endcode_estimates(db: &Db, student_id: &str) -> sqlx::Result<EndcodeEstimates> {
    let mut of_student = endcode_estimates_of(db, &[student_id]).await?;
    Ok(of_student.remove(student_id).unwrap_or_default())
}

/// Every endcode estimate of each of `students`, by student and endcode,
/// packed (db/packed.rs): a card's read takes a class's estimates at once.
pub async fn endcode_estimates_of(
    db: &Db,
    students: &[&str],
) -> sqlx::Result<HashMap<String, EndcodeEstimates>> {
    let mut found: HashMap<String, EndcodeEstimates> = HashMap::new();
    if students.is_empty() {
        return Ok(found);
    }
    let sql = packed::select(
        db.backend(),
        "student_id, endcode_id, topic_id, theme_id, score, uncertainty, answer_count, \
         last_answered_at",
        &format!(
            "{ENDCODE_ESTIMATES_WHERE} sc.student_id IN {}",
            rows::placeholders(1, students.len())
        ),
    );
    let mut query = sqlx::query_scalar(&sql);
    for student in students {
        query = query.bind(*student);
    }
    let rows: Vec<PackedEstimate> =
        packed::fetch("student_endcode_scores", query, db.read()).await?;
    for (student_id, endcode_id, topic_id, theme_id, score, uncertainty, answer_count, at) in rows {
        let estimate = EndcodeEstimate {
            endcode_id: endcode_id.clone(),
            topic_id,
            theme_id,
            score,
            uncertainty,
            answer_count,
            last_answered_at: at,
        };
        found
            .entry(student_id)
            .or_default()
            .insert(endcode_id, estimate);
    }
    Ok(found)
}

/// An endcode estimate with its student, packed: student, endcode, topic,
/// theme, score, uncertainty, answer count, last answered at.
type PackedEstimate = (String, String, String, String, f64, Option<f64>, i64, i64);

/// Every subject estimate of each of `students`, by student and subject.
pub async fn subject_estimates_of(
    db: &Db,
    students: &[&str],
) -> sqlx::Result<HashMap<String, HashMap<String, StoredEstimate>>> {
    let mut found: HashMap<String, HashMap<String, StoredEstimate>> = HashMap::new();
    if students.is_empty() {
        return Ok(found);
    }
    let sql = rows::marked_for(
        db.backend(),
        format!(
            "SELECT student_id, subject_id AS id, score, uncertainty, answer_count, \
             last_answered_at FROM student_subject_scores WHERE student_id IN {}",
            rows::placeholders(1, students.len())
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for student in students {
        query = query.bind(*student);
    }
    let rows: Vec<Keyed> = query.fetch_all(db.read()).await?;
    for row in rows {
        found
            .entry(row.student_id)
            .or_default()
            .insert(row.id, row.stored);
    }
    Ok(found)
}

/// A stored estimate with the student and the subject or endcode it is in.
#[derive(FromRow)]
struct Keyed {
    student_id: String,
    id: String,
    #[sqlx(flatten)]
    stored: StoredEstimate,
}

/// The two tables of a student's standings: in a subject, and in each
/// endcode of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Standing {
    Subject,
    Endcode,
}

impl Standing {
    fn table(self) -> &'static str {
        match self {
            Standing::Subject => "student_subject_scores",
            Standing::Endcode => "student_endcode_scores",
        }
    }

    fn key(self) -> &'static str {
        match self {
            Standing::Subject => "subject_id",
            Standing::Endcode => "endcode_id",
        }
    }
}

/// A student and the subject or endcode a standing is in.
pub type StandingKey = (String, String);

/// The stored standings of `keys` in one table, read in the writer's
/// transaction so that answers never update from a stale starting point.
pub async fn read_standings(
    tx: &mut Tx<'_>,
    standing: Standing,
    keys: &[StandingKey],
) -> sqlx::Result<HashMap<StandingKey, StoredEstimate>> {
    if keys.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "SELECT student_id, {key} AS id, score, uncertainty, answer_count, last_answered_at \
             FROM {table} WHERE (student_id, {key}) IN {listed}",
            key = standing.key(),
            table = standing.table(),
            listed = rows::in_rows(1, keys.len(), 2)
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for (student_id, id) in keys {
        query = query.bind(student_id).bind(id);
    }
    let rows: Vec<Keyed> = query.fetch_all(&mut **tx).await?;
    Ok(rows
        .into_iter()
        .map(|row| ((row.student_id, row.id), row.stored))
        .collect())
}

/// Each student's endcode estimates in each theme of `keys` (student,
/// theme), for borrowing, read in the writer's transaction.
pub async fn endcode_estimates_in_themes(
    tx: &mut Tx<'_>,
    keys: &[StandingKey],
) -> sqlx::Result<HashMap<StandingKey, Vec<EndcodeEstimate>>> {
    let mut found: HashMap<StandingKey, Vec<EndcodeEstimate>> = HashMap::new();
    if keys.is_empty() {
        return Ok(found);
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "{ENDCODE_ESTIMATES_WHERE} (sc.student_id, tp.theme_id) IN {}",
            rows::in_rows(1, keys.len(), 2)
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for (student_id, theme_id) in keys {
        query = query.bind(student_id).bind(theme_id);
    }
    let rows: Vec<OfStudent> = query.fetch_all(&mut **tx).await?;
    for row in rows {
        let key = (row.student_id, row.estimate.theme_id.clone());
        found.entry(key).or_default().push(row.estimate);
    }
    Ok(found)
}

/// An endcode estimate with its student.
#[derive(FromRow)]
struct OfStudent {
    student_id: String,
    #[sqlx(flatten)]
    estimate: EndcodeEstimate,
}

/// Saves standings moved by answers, one row per key, in one statement.
pub async fn save_standings(
    tx: &mut Tx<'_>,
    standing: Standing,
    moved: &[(&StandingKey, StoredEstimate)],
) -> sqlx::Result<()> {
    if moved.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO {table} (student_id, {key}, score, uncertainty, answer_count, \
             last_answered_at) VALUES {values} ON CONFLICT (student_id, {key}) DO UPDATE SET \
             score = excluded.score, uncertainty = excluded.uncertainty, \
             answer_count = excluded.answer_count, last_answered_at = excluded.last_answered_at",
            key = standing.key(),
            table = standing.table(),
            values = rows::placeholders(moved.len(), 6)
        ),
    );
    let mut query = sqlx::query(&sql);
    for ((student_id, id), stored) in moved {
        query = query
            .bind(student_id)
            .bind(id)
            .bind(stored.score)
            .bind(stored.uncertainty)
            .bind(stored.answer_count)
            .bind(stored.last_answered_at);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}
