//! Concerns raised by children, parents and tutors, and the lead's record
//! of each (docs/safeguarding.md).

use plytime_shared::Role;
use plytime_shared::api::safeguarding::{Concern, ConcernPerson, ConcernState, RaisedConcern};
use sqlx::FromRow;

use super::{Db, now_millis};
use crate::time::iso;

/// A concern as raised: who, about what, in their words.
pub struct NewConcern<'a> {
    pub raised_by: &'a str,
    pub session_id: Option<&'a str>,
    pub student_id: Option<&'a str>,
    pub tutor_id: Option<&'a str>,
    pub what_happened: &'a str,
}

pub async fn insert(db: &Db, concern: &NewConcern<'_>) -> sqlx::Result<RaisedConcern> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    sqlx::query(
        "INSERT INTO concerns (id, raised_by, session_id, student_id, tutor_id, what_happened, \
         state, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(&id)
    .bind(concern.raised_by)
    .bind(concern.session_id)
    .bind(concern.student_id)
    .bind(concern.tutor_id)
    .bind(concern.what_happened)
    .bind(ConcernState::Open.as_str())
    .bind(now)
    .execute(db.write())
    .await?;
    Ok(RaisedConcern {
        _id: id,
        raised_at: iso(now),
        what_happened: concern.what_happened.to_string(),
        state: ConcernState::Open,
    })
}

fn state_of(text: &str) -> ConcernState {
    // Only this module writes states; an unknown one is treated as new, so
    // it is looked at rather than lost.
    ConcernState::parse(text).unwrap_or(ConcernState::Open)
}

/// The concerns `account_id` raised, newest first.
pub async fn raised_by(db: &Db, account_id: &str) -> sqlx::Result<Vec<RaisedConcern>> {
    let rows: Vec<(String, i64, String, String)> = sqlx::query_as(
        "SELECT id, created_at, what_happened, state FROM concerns \
         WHERE raised_by = $1 ORDER BY created_at DESC",
    )
    .bind(account_id)
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, created_at, what_happened, state)| RaisedConcern {
            _id: id,
            raised_at: iso(created_at),
            what_happened,
            state: state_of(&state),
        })
        .collect())
}

#[derive(FromRow)]
struct ConcernRow {
    id: String,
    created_at: i64,
    updated_at: i64,
    raised_by: String,
    raiser_role: String,
    raiser_name: String,
    what_happened: String,
    session_id: Option<String>,
    session_starts_at: Option<i64>,
    student_account: Option<String>,
    student_name: Option<String>,
    tutor_id: Option<String>,
    tutor_account: Option<String>,
    tutor_name: Option<String>,
    tutor_suspended: i64,
    state: String,
    lead_notes: Option<String>,
    outcome: Option<String>,
    recording_id: Option<String>,
}

impl From<ConcernRow> for Concern {
    fn from(row: ConcernRow) -> Concern {
        let person = |uid: Option<String>, name: Option<String>, role| {
            uid.map(|uid| ConcernPerson {
                uid,
                name: name.unwrap_or_default(),
                role,
            })
        };
        Concern {
            _id: row.id,
            raised_at: iso(row.created_at),
            raised_by: ConcernPerson {
                uid: row.raised_by,
                name: row.raiser_name,
                role: row.raiser_role.parse().unwrap_or(Role::Anonymous),
            },
            what_happened: row.what_happened,
            session_id: row.session_id,
            session_starts_at: row.session_starts_at.map(iso),
            student: person(row.student_account, row.student_name, Role::Student),
            tutor: person(row.tutor_account, row.tutor_name, Role::Tutor),
            tutor_id: row.tutor_id,
            tutor_suspended: row.tutor_suspended != 0,
            state: state_of(&row.state),
            lead_notes: row.lead_notes,
            outcome: row.outcome,
            updated_at: iso(row.updated_at),
            recording_id: row.recording_id,
        }
    }
}

/// The name of whoever raised a concern: a tutor's or a child's own name,
/// a parent's, else how they sign in. Every reader of this is a lead, who
/// may watch the session's recording (docs/recordings.md).
const SELECT: &str = "SELECT c.id, c.created_at, c.updated_at, c.raised_by, \
     a.role AS raiser_role, \
     COALESCE(rt.first_name || ' ' || rt.last_name, rs.first_name || ' ' || rs.last_name, \
              rp.first_name || ' ' || rp.last_name, a.login) AS raiser_name, \
     c.what_happened, c.session_id, s.starts_at AS session_starts_at, \
     st.account_id AS student_account, st.first_name || ' ' || st.last_name AS student_name, \
     c.tutor_id, t.account_id AS tutor_account, t.first_name || ' ' || t.last_name AS tutor_name, \
     CASE WHEN t.suspended_at IS NULL THEN 0 ELSE 1 END AS tutor_suspended, \
     c.state, c.lead_notes, c.outcome, r.id AS recording_id \
     FROM concerns c JOIN accounts a ON a.id = c.raised_by \
     LEFT JOIN tutors rt ON rt.account_id = c.raised_by \
     LEFT JOIN students rs ON rs.account_id = c.raised_by \
     LEFT JOIN parents rp ON rp.account_id = c.raised_by \
     LEFT JOIN sessions s ON s.id = c.session_id \
     LEFT JOIN students st ON st.id = c.student_id \
     LEFT JOIN tutors t ON t.id = c.tutor_id \
     LEFT JOIN recordings r ON r.session_id = c.session_id";

/// Every concern, those still open first, newest first within each state.
pub async fn list(db: &Db) -> sqlx::Result<Vec<Concern>> {
    let rows: Vec<ConcernRow> = sqlx::query_as(&format!(
        "{SELECT} ORDER BY CASE c.state WHEN 'open' THEN 0 WHEN 'reviewing' THEN 1 ELSE 2 END, \
         c.created_at DESC"
    ))
    .fetch_all(db.read())
    .await?;
    Ok(rows.into_iter().map(Concern::from).collect())
}

pub async fn find(db: &Db, id: &str) -> sqlx::Result<Option<Concern>> {
    let row: Option<ConcernRow> = sqlx::query_as(&format!("{SELECT} WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(db.write())
        .await?;
    Ok(row.map(Concern::from))
}

/// The lead's record of a concern; false when there is no such concern.
pub async fn update(
    db: &Db,
    id: &str,
    state: ConcernState,
    lead_notes: Option<&str>,
    outcome: Option<&str>,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE concerns SET state = $2, lead_notes = $3, outcome = $4, updated_at = $5 \
         WHERE id = $1",
    )
    .bind(id)
    .bind(state.as_str())
    .bind(lead_notes)
    .bind(outcome)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether the concern `id` is about the tutor and not closed.
pub async fn open_about_tutor(db: &Db, id: &str, tutor_id: &str) -> sqlx::Result<bool> {
    let open: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM concerns WHERE id = $1 AND tutor_id = $2 AND state <> 'closed'",
    )
    .bind(id)
    .bind(tutor_id)
    .fetch_optional(db.write())
    .await?;
    Ok(open.is_some())
}

/// Suspends the tutor for the concern `concern_id`, or lifts it (`None`).
pub async fn set_suspension(
    db: &Db,
    tutor_id: &str,
    concern_id: Option<&str>,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE tutors SET suspended_at = CASE WHEN $2 = '' THEN NULL ELSE $3 END, \
         suspended_for = CASE WHEN $2 = '' THEN NULL ELSE $2 END WHERE id = $1",
    )
    .bind(tutor_id)
    .bind(concern_id.unwrap_or(""))
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}
