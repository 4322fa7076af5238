//! What the matching reads: the tutors of a subject with the slots their
//! bookings hold, and their free slots.

use chrono::NaiveDate;
use plytime_shared::safeguarding::dbs::DbsPolicy;
use plytime_shared::schedule::matching::{Candidate, FreeSlot};
use plytime_shared::schedule::occurrences::london_date;
use plytime_shared::schedule::slots::ApproxTime;
use sqlx::FromRow;

use super::{bookings, now_millis};

#[derive(FromRow)]
struct CandidateRow {
    tutor_id: String,
    booked_slots: i64,
    ideal_hours: i64,
}

#[derive(FromRow)]
struct FreeSlotRow {
    slot_id: String,
    tutor_id: String,
    day_of_week: i64,
    time: i64,
}

impl FreeSlotRow {
    fn into_slot(self) -> FreeSlot {
        FreeSlot {
            slot_id: self.slot_id,
            tutor_id: self.tutor_id,
            day_of_week: self.day_of_week,
            time: self.time,
        }
    }
}

/// Which tutors may be offered and booked today: those with a current DBS
/// check who are not suspended (docs/safeguarding.md).
#[derive(Debug, Clone, Copy)]
pub struct Bookable {
    issued_after: NaiveDate,
    today: NaiveDate,
}

impl Bookable {
    pub fn today(policy: DbsPolicy) -> Bookable {
        let today = london_date(now_millis());
        Bookable {
            issued_after: policy.issued_after(today),
            today,
        }
    }

    /// An SQL condition on the tutor `t`. The dates are formatted from
    /// dates, never taken from text, and ISO dates compare as text.
    fn condition(self) -> String {
        format!(
            "(t.dbs_issue_date > '{}' AND t.dbs_issue_date <= '{}' AND t.suspended_at IS NULL)",
            self.issued_after, self.today
        )
    }
}

/// Bookable tutors of `subject_id` (or only `tutor_id` when given) and how
/// many weekly slots their bookings hold (a pending booking until its hold
/// ends).
pub async fn candidates<'e, E>(
    executor: E,
    subject_id: &str,
    tutor_id: Option<&str>,
    bookable: Bookable,
    now: i64,
) -> sqlx::Result<Vec<Candidate>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows: Vec<CandidateRow> = sqlx::query_as(&format!(
        concat!(
            "SELECT t.id AS tutor_id, t.ideal_hours, \
             (SELECT COUNT(*) FROM bookings b JOIN subscriptions u ON u.id = b.subscription_id \
              WHERE b.tutor_id = t.id AND ",
            bookings::booking_holds!(),
            ") AS booked_slots FROM tutors t \
             WHERE t.subject_id = $1 AND ($3 = '' OR t.id = $3) AND {bookable}"
        ),
        bookable = bookable.condition()
    ))
    .bind(subject_id)
    .bind(now)
    .bind(tutor_id.unwrap_or(""))
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| Candidate {
            tutor_id: row.tutor_id,
            booked_slots: row.booked_slots,
            ideal_hours: row.ideal_hours,
        })
        .collect())
}

/// Which times of the week a search is about, so the database reads only
/// those slots.
#[derive(Debug, Clone, Copy)]
pub enum Wanted<'a> {
    AnyTime,
    /// Parts of days a parent prefers.
    Parts(&'a [(i64, ApproxTime)]),
    /// Exact (day, time) slots.
    Exactly(&'a [(i64, i64)]),
}

impl Wanted<'_> {
    /// An SQL condition on `s.day_of_week` and `s.time`. The numbers come
    /// from validated integers, never from text.
    fn condition(self) -> String {
        let any_of = |terms: Vec<String>| {
            if terms.is_empty() {
                "1 = 0".to_string()
            } else {
                format!("({})", terms.join(" OR "))
            }
        };
        match self {
            Wanted::AnyTime => "1 = 1".into(),
            Wanted::Parts([]) => "1 = 1".into(),
            Wanted::Parts(parts) => any_of(
                parts
                    .iter()
                    .map(|(day, part)| {
                        let starts = part.starts();
                        format!(
                            "(s.day_of_week = {day} AND s.time BETWEEN {} AND {})",
                            starts.start(),
                            starts.end()
                        )
                    })
                    .collect(),
            ),
            Wanted::Exactly(slots) => any_of(
                slots
                    .iter()
                    .map(|(day, time)| format!("(s.day_of_week = {day} AND s.time = {time})"))
                    .collect(),
            ),
        }
    }
}

/// The free (not deleted, not held) slots of the subject's bookable tutors
/// at the wanted times.
pub async fn free_slots<'e, E>(
    executor: E,
    subject_id: &str,
    tutor_id: Option<&str>,
    wanted: Wanted<'_>,
    bookable: Bookable,
    now: i64,
) -> sqlx::Result<Vec<FreeSlot>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows: Vec<FreeSlotRow> = sqlx::query_as(&format!(
        "SELECT s.id AS slot_id, s.tutor_id, s.day_of_week, s.time \
         FROM tutor_slots s JOIN tutors t ON t.id = s.tutor_id \
         WHERE t.subject_id = $1 AND ($3 = '' OR t.id = $3) AND s.deleted = 0 \
         AND {bookable} AND {wanted} AND NOT EXISTS ({held})",
        bookable = bookable.condition(),
        wanted = wanted.condition(),
        held = bookings::HOLDS_SLOT_S
    ))
    .bind(subject_id)
    .bind(now)
    .bind(tutor_id.unwrap_or(""))
    .fetch_all(executor)
    .await?;
    Ok(rows.into_iter().map(FreeSlotRow::into_slot).collect())
}

/// The free slots of some of `subject_id`'s tutors at the wanted times:
/// the offer reads its tutors a batch at a time, best first.
pub async fn free_slots_of_tutors<'e, E>(
    executor: E,
    subject_id: &str,
    tutor_ids: &[&str],
    wanted: Wanted<'_>,
    now: i64,
) -> sqlx::Result<Vec<FreeSlot>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    if tutor_ids.is_empty() {
        return Ok(Vec::new());
    }
    // $1 and $2 are the subject and the time; the tutors follow.
    let placeholders: Vec<String> = (3..3 + tutor_ids.len()).map(|n| format!("${n}")).collect();
    let sql = format!(
        "SELECT s.id AS slot_id, s.tutor_id, s.day_of_week, s.time \
         FROM tutor_slots s JOIN tutors t ON t.id = s.tutor_id \
         WHERE t.subject_id = $1 AND s.tutor_id IN ({tutors}) AND s.deleted = 0 \
         AND {wanted} AND NOT EXISTS ({held})",
        tutors = placeholders.join(", "),
        wanted = wanted.condition(),
        held = bookings::HOLDS_SLOT_S
    );
    let mut query = sqlx::query_as::<_, FreeSlotRow>(&sql)
        .bind(subject_id)
        .bind(now);
    for tutor in tutor_ids {
        query = query.bind(*tutor);
    }
    Ok(query
        .fetch_all(executor)
        .await?
        .into_iter()
        .map(FreeSlotRow::into_slot)
        .collect())
}

/// The first and last names of `subject_id`'s tutors, by tutor id.
pub async fn tutor_names<'e, E>(
    executor: E,
    subject_id: &str,
) -> sqlx::Result<Vec<(String, String)>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query_as("SELECT id, first_name || ' ' || last_name FROM tutors WHERE subject_id = $1")
        .bind(subject_id)
        .fetch_all(executor)
        .await
}

/// The tutor behind a referral code (compared without regard to case),
/// and whether they are bookable.
pub async fn referral_tutor<'e, E>(
    executor: E,
    code: &str,
    bookable: Bookable,
) -> sqlx::Result<Option<(String, bool)>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let row: Option<(String, i64)> = sqlx::query_as(&format!(
        "SELECT r.tutor_id, CASE WHEN {bookable} THEN 1 ELSE 0 END \
         FROM referral_codes r JOIN tutors t ON t.id = r.tutor_id WHERE r.code = $1",
        bookable = bookable.condition()
    ))
    .bind(code.trim().to_uppercase())
    .fetch_optional(executor)
    .await?;
    Ok(row.map(|(tutor_id, bookable)| (tutor_id, bookable == 1)))
}

/// Gives a tutor a referral code of the form `PTR-{FIRSTNAME}`, numbered
/// when the name is taken.
pub async fn create_referral_code(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    tutor_id: &str,
    first_name: &str,
) -> sqlx::Result<String> {
    let stem: String = first_name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_uppercase();
    let stem = if stem.is_empty() {
        "TUTOR".into()
    } else {
        stem
    };
    for attempt in 1.. {
        let code = if attempt == 1 {
            format!("PTR-{stem}")
        } else {
            format!("PTR-{stem}{attempt}")
        };
        let taken: Option<i64> = sqlx::query_scalar("SELECT 1 FROM referral_codes WHERE code = $1")
            .bind(&code)
            .fetch_optional(&mut **tx)
            .await?;
        if taken.is_none() {
            sqlx::query("INSERT INTO referral_codes (id, code, tutor_id) VALUES ($1, $2, $3)")
                .bind(uuid::Uuid::new_v4().to_string())
                .bind(&code)
                .bind(tutor_id)
                .execute(&mut **tx)
                .await?;
            return Ok(code);
        }
    }
    unreachable!("the attempts never run out")
}
