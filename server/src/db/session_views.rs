//! Sessions as the lists and the session screens show them.

use std::collections::HashMap;

use plytime_shared::api::content::Named;
use plytime_shared::api::sessions::{RegisterEntry, Session, SessionStudent, SessionTutor};
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::schedule::occurrences::london_slot;
use plytime_shared::schedule::status::{
    PAYMENT_COVERS_DAYS, SessionFacts, SessionStatus, session_status,
};
use sqlx::FromRow;

use super::{Db, now_millis};
use crate::time::iso;

const WEEK_MILLIS: i64 = PAYMENT_COVERS_DAYS * DAY_MILLIS;

#[derive(Debug, Clone, FromRow)]
pub struct SessionRow {
    pub id: String,
    pub booking_id: String,
    pub subscription_id: String,
    pub student_id: String,
    pub parent_id: String,
    pub tutor_id: String,
    pub subject_id: String,
    pub subject_name: String,
    pub starts_at: i64,
    pub session_length: i64,
    pub cancelled: i64,
    pub rescheduled: i64,
    pub substituted: i64,
    pub room_id: String,
    pub payment_date: Option<i64>,
    pub relative_level: String,
    pub student_account: String,
    pub student_first_name: String,
    pub student_last_name: String,
    pub school_year: i64,
    pub tutor_account: String,
    pub tutor_first_name: String,
    /// The tutor is suspended by the safeguarding lead.
    pub tutor_suspended: i64,
    pub parent_account: String,
    /// The tutor has sent the report on it.
    pub report_sent: i64,
}

impl SessionRow {
    pub fn ends_at(&self) -> i64 {
        self.starts_at + self.session_length * 60_000
    }

    /// Paid when the subscription's last payment covers the session.
    pub fn paid(&self) -> bool {
        self.payment_date
            .is_some_and(|paid| self.starts_at < paid + WEEK_MILLIS)
    }
}

const SELECT: &str = "SELECT s.id, s.booking_id, s.subscription_id, s.student_id, s.parent_id, \
     s.tutor_id, s.subject_id, sub.name AS subject_name, s.starts_at, s.session_length, \
     s.cancelled, s.rescheduled, s.substituted, s.room_id, u.payment_date, u.relative_level, \
     st.account_id AS student_account, st.first_name AS student_first_name, \
     st.last_name AS student_last_name, st.school_year, t.account_id AS tutor_account, \
     t.first_name AS tutor_first_name, \
     CASE WHEN t.suspended_at IS NULL THEN 0 ELSE 1 END AS tutor_suspended, \
     p.account_id AS parent_account, \
     CASE WHEN EXISTS (SELECT 1 FROM session_reports r WHERE r.session_id = s.id) \
     THEN 1 ELSE 0 END AS report_sent \
     FROM sessions s JOIN subscriptions u ON u.id = s.subscription_id \
     JOIN subjects sub ON sub.id = s.subject_id \
     JOIN students st ON st.id = s.student_id AND st.closed_at IS NULL \
     JOIN tutors t ON t.id = s.tutor_id JOIN parents p ON p.id = s.parent_id";

pub async fn find(db: &Db, id: &str) -> sqlx::Result<Option<SessionRow>> {
    sqlx::query_as(&format!("{SELECT} WHERE s.id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

/// Whose sessions a list shows.
#[derive(Debug, Clone, Copy)]
pub enum Owner<'a> {
    Student(&'a str),
    Parent(&'a str),
    Tutor(&'a str),
}

/// Sessions that have not ended by `after` (and start before `before`),
/// soonest first; withdrawn ones (their plan changed) are left out.
pub async fn upcoming(
    db: &Db,
    owner: Owner<'_>,
    after: i64,
    before: Option<i64>,
) -> sqlx::Result<Vec<SessionRow>> {
    let (column, id) = owner_column(owner);
    sqlx::query_as(&format!(
        "{SELECT} WHERE s.{column} = $1 AND s.withdrawn = 0 \
         AND s.starts_at + s.session_length * 60000 > $2 \
         AND s.starts_at < $3 ORDER BY s.starts_at, s.id"
    ))
    .bind(id)
    .bind(after)
    .bind(before.unwrap_or(i64::MAX))
    .fetch_all(db.read())
    .await
}

/// Sessions that ended by `before` (and started from `after`), latest
/// first; withdrawn ones are left out.
pub async fn past(
    db: &Db,
    owner: Owner<'_>,
    before: i64,
    after: Option<i64>,
) -> sqlx::Result<Vec<SessionRow>> {
    let (column, id) = owner_column(owner);
    sqlx::query_as(&format!(
        "{SELECT} WHERE s.{column} = $1 AND s.withdrawn = 0 \
         AND s.starts_at + s.session_length * 60000 <= $2 \
         AND s.starts_at >= $3 ORDER BY s.starts_at DESC, s.id"
    ))
    .bind(id)
    .bind(before)
    .bind(after.unwrap_or(0))
    .fetch_all(db.read())
    .await
}

fn owner_column(owner: Owner<'_>) -> (&'static str, &str) {
    match owner {
        Owner::Student(id) => ("student_id", id),
        Owner::Parent(id) => ("parent_id", id),
        Owner::Tutor(id) => ("tutor_id", id),
    }
}

#[derive(FromRow)]
struct EventRow {
    session_id: String,
    account_id: String,
    kind: String,
    time: i64,
}

/// The sessions as the wire shows them, registers and statuses included.
pub async fn hydrate(db: &Db, rows: Vec<SessionRow>) -> sqlx::Result<Vec<Session>> {
    let mut registers: HashMap<String, Vec<EventRow>> = HashMap::new();
    for chunk in rows.chunks(200) {
        let placeholders: Vec<String> = (1..=chunk.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT session_id, account_id, type AS kind, time FROM session_events \
             WHERE session_id IN ({}) ORDER BY time, id",
            placeholders.join(", ")
        );
        let mut query = sqlx::query_as::<_, EventRow>(&sql);
        for row in chunk {
            query = query.bind(&row.id);
        }
        for event in query.fetch_all(db.read()).await? {
            registers
                .entry(event.session_id.clone())
                .or_default()
                .push(event);
        }
    }
    let now = now_millis();
    Ok(rows
        .into_iter()
        .map(|row| {
            let register = registers.remove(&row.id).unwrap_or_default();
            view(row, register, now)
        })
        .collect())
}

/// A session's status from its row and who is in its register.
fn status_of(row: &SessionRow, attended: impl Fn(&str) -> bool, now: i64) -> SessionStatus {
    session_status(SessionFacts {
        cancelled: row.cancelled != 0,
        rescheduled: row.rescheduled != 0,
        substituted: row.substituted != 0,
        paid: row.paid(),
        over: row.ends_at() <= now,
        student_attended: attended(&row.student_account),
        tutor_attended: attended(&row.tutor_account),
    })
}

/// One session's status, reading only who of its two people is in its
/// register: what a check needs, without the whole view.
pub async fn status(db: &Db, row: &SessionRow) -> sqlx::Result<SessionStatus> {
    let present: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT account_id FROM session_events \
         WHERE session_id = $1 AND account_id IN ($2, $3)",
    )
    .bind(&row.id)
    .bind(&row.student_account)
    .bind(&row.tutor_account)
    .fetch_all(db.read())
    .await?;
    let attended = |account: &str| present.iter().any(|id| id == account);
    Ok(status_of(row, attended, now_millis()))
}

fn view(row: SessionRow, register: Vec<EventRow>, now: i64) -> Session {
    let attended = |account: &str| register.iter().any(|event| event.account_id == account);
    let status = status_of(&row, attended, now);
    let (day_of_week, session_time) = london_slot(row.starts_at);
    Session {
        _id: row.id.clone(),
        recurring_session_id: row.booking_id.clone(),
        subscription_id: row.subscription_id.clone(),
        day_of_week,
        session_time,
        session_length: row.session_length,
        session_date_time: iso(row.starts_at),
        session_date_time_end: iso(row.ends_at()),
        subject: Named {
            _id: row.subject_id.clone(),
            name: row.subject_name.clone(),
        },
        participants: vec![row.student_account.clone(), row.tutor_account.clone()],
        paid: row.paid(),
        cancelled: row.cancelled != 0,
        relative_level: row.relative_level.clone(),
        rescheduled: row.rescheduled != 0,
        substituted: row.substituted != 0,
        student: SessionStudent {
            _id: row.student_id.clone(),
            name: format!("{} {}", row.student_first_name, row.student_last_name),
            first_name: row.student_first_name.clone(),
            school_year: row.school_year,
        },
        tutor: SessionTutor {
            _id: row.tutor_id.clone(),
            first_name: row.tutor_first_name.clone(),
        },
        register: register
            .into_iter()
            .map(|event| RegisterEntry {
                kind: event.kind,
                time: iso(event.time),
                user: event.account_id,
            })
            .collect(),
        // A session still to come whose tutor is suspended waits for an
        // admin to hand it to another tutor (docs/safeguarding.md).
        needs_substitute: row.tutor_suspended != 0 && row.cancelled == 0 && row.ends_at() > now,
        status,
        report_sent: row.report_sent != 0,
        student_id: row.student_id,
        parent_id: row.parent_id,
        tutor_id: row.tutor_id,
        // Filled for the callers who may watch it (`recordings::access`).
        recording_id: None,
    }
}
