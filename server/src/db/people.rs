//! The role profiles behind accounts: parents, their students, and tutors.

use std::collections::HashMap;

use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::game::read_aloud::ReadAloud;
use plytime_shared::game::time_allowance::TimeAllowance;
use sqlx::FromRow;

use super::{Backend, Db, Tx, now_millis, rows};

pub struct NewParent<'a> {
    pub account_id: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub country: &'a str,
    pub postcode: &'a str,
    pub phone_number: &'a str,
    pub email_opt_in: bool,
}

pub async fn insert_parent<'e, E>(executor: E, parent: NewParent<'_>) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO parents (id, account_id, first_name, last_name, country, postcode, \
         phone_number, email_opt_in, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(parent.account_id)
    .bind(parent.first_name)
    .bind(parent.last_name)
    .bind(parent.country)
    .bind(parent.postcode)
    .bind(parent.phone_number)
    .bind(i64::from(parent.email_opt_in))
    .bind(now_millis())
    .execute(executor)
    .await?;
    Ok(id)
}

pub struct NewStudent<'a> {
    pub account_id: &'a str,
    pub parent_id: &'a str,
    pub username: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub dob: Option<&'a str>,
    pub gender: Option<&'a str>,
    pub school: Option<&'a str>,
    pub school_year: i64,
}

pub async fn insert_student<'e, E>(executor: E, student: NewStudent<'_>) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO students (id, account_id, parent_id, username, first_name, last_name, dob, \
         gender, school, school_year, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&id)
    .bind(student.account_id)
    .bind(student.parent_id)
    .bind(student.username.trim().to_lowercase())
    .bind(student.first_name)
    .bind(student.last_name)
    .bind(student.dob)
    .bind(student.gender)
    .bind(student.school)
    .bind(student.school_year)
    .bind(now_millis())
    .execute(executor)
    .await?;
    Ok(id)
}

pub struct NewTutor<'a> {
    pub account_id: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub email: &'a str,
    pub phone_number: Option<&'a str>,
    pub postcode: Option<&'a str>,
    pub subject_id: Option<&'a str>,
    pub dbs_issue_date: Option<&'a str>,
}

pub async fn insert_tutor<'e, E>(executor: E, tutor: NewTutor<'_>) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO tutors (id, account_id, first_name, last_name, email, phone_number, \
         postcode, subject_id, dbs_issue_date, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(&id)
    .bind(tutor.account_id)
    .bind(tutor.first_name)
    .bind(tutor.last_name)
    .bind(tutor.email)
    .bind(tutor.phone_number)
    .bind(tutor.postcode)
    .bind(tutor.subject_id)
    .bind(tutor.dbs_issue_date)
    .bind(now_millis())
    .execute(executor)
    .await?;
    Ok(id)
}

/// The accounts that own a student: the student's own and their parent's.
#[derive(Debug, Clone, FromRow)]
pub struct StudentOwners {
    pub student_account_id: String,
    pub parent_account_id: String,
}

pub async fn student_owners(db: &Db, student_id: &str) -> sqlx::Result<Option<StudentOwners>> {
    sqlx::query_as(
        "SELECT s.account_id AS student_account_id, p.account_id AS parent_account_id \
         FROM students s JOIN parents p ON p.id = s.parent_id \
         WHERE s.id = $1 AND s.closed_at IS NULL",
    )
    .bind(student_id)
    .fetch_optional(db.read())
    .await
}

/// What the game keeps of a student while they play.
pub struct Player {
    pub owners: StudentOwners,
    /// Seeds their first estimate.
    pub school_year: i64,
    /// The time their new games give them.
    pub time_allowance: TimeAllowance,
}

/// The [`Player`] of each of `students` who is an open student, by id.
pub async fn players(db: &Db, students: &[&str]) -> sqlx::Result<HashMap<String, Player>> {
    if students.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = rows::marked_for(
        db.backend(),
        format!(
            "SELECT s.id, s.account_id, p.account_id, s.school_year, s.time_allowance \
             FROM students s JOIN parents p ON p.id = s.parent_id \
             WHERE s.id IN {} AND s.closed_at IS NULL",
            rows::placeholders(1, students.len())
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for student in students {
        query = query.bind(*student);
    }
    let found: Vec<(String, String, String, i64, Option<String>)> =
        query.fetch_all(db.read()).await?;
    Ok(found
        .into_iter()
        .map(
            |(id, student_account_id, parent_account_id, school_year, allowance)| {
                let player = Player {
                    owners: StudentOwners {
                        student_account_id,
                        parent_account_id,
                    },
                    school_year,
                    time_allowance: allowance
                        .as_deref()
                        .map(TimeAllowance::parse)
                        .unwrap_or_default(),
                };
                (id, player)
            },
        )
        .collect())
}

pub async fn student_account_id(db: &Db, student_id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT account_id FROM students WHERE id = $1")
        .bind(student_id)
        .fetch_optional(db.read())
        .await
}

/// A student's school year (1–6), which seeds their first attainment score.
pub async fn school_year(db: &Db, student_id: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT school_year FROM students WHERE id = $1")
        .bind(student_id)
        .fetch_optional(db.read())
        .await
}

/// The student record of a student's account.
pub async fn student_id_of_account(db: &Db, account_id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT id FROM students WHERE account_id = $1")
        .bind(account_id)
        .fetch_optional(db.read())
        .await
}

/// Serialises students' concurrent writes (two answers of one child at
/// once) within a transaction: on PostgreSQL the rows stay locked until
/// commit, taken in id order so that two transactions locking overlapping
/// students never wait on each other in a circle; SQLite already has a
/// single writer.
pub async fn lock_students(tx: &mut Tx<'_>, backend: Backend, ids: &[&str]) -> sqlx::Result<()> {
    if backend == Backend::Sqlite || ids.is_empty() {
        return Ok(());
    }
    let sql = format!(
        "SELECT id FROM students WHERE id IN {} ORDER BY id FOR UPDATE",
        rows::placeholders(1, ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(&mut **tx).await?;
    Ok(())
}

/// The time a student's games give them (docs/games.md, "Extra time").
pub async fn time_allowance(db: &Db, student_id: &str) -> sqlx::Result<TimeAllowance> {
    let stored: Option<String> =
        sqlx::query_scalar("SELECT time_allowance FROM students WHERE id = $1")
            .bind(student_id)
            .fetch_optional(db.read())
            .await?;
    Ok(stored
        .as_deref()
        .map(TimeAllowance::parse)
        .unwrap_or_default())
}

pub async fn set_time_allowance(
    db: &Db,
    student_id: &str,
    allowance: TimeAllowance,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE students SET time_allowance = $1 WHERE id = $2")
        .bind(allowance.as_str())
        .bind(student_id)
        .execute(db.write())
        .await?;
    Ok(())
}

/// Whether a student hears each question read out as it appears
/// (docs/games.md, "Read to me"): their parent's choice, for their year.
pub async fn reads_each_question(db: &Db, student_id: &str) -> sqlx::Result<bool> {
    let stored: Option<(String, i64)> =
        sqlx::query_as("SELECT read_aloud, school_year FROM students WHERE id = $1")
            .bind(student_id)
            .fetch_optional(db.read())
            .await?;
    Ok(stored.is_some_and(|(choice, year)| ReadAloud::parse(&choice).reads_each_question(year)))
}

pub async fn set_read_aloud(db: &Db, student_id: &str, choice: ReadAloud) -> sqlx::Result<()> {
    sqlx::query("UPDATE students SET read_aloud = $1 WHERE id = $2")
        .bind(choice.as_str())
        .bind(student_id)
        .execute(db.write())
        .await?;
    Ok(())
}

pub async fn first_name(db: &Db, student_id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT first_name FROM students WHERE id = $1")
        .bind(student_id)
        .fetch_optional(db.read())
        .await
}

/// How long after a session its tutor (a substitute) still reaches the
/// child's work: time to write a note, not a lasting view of a child they no
/// longer teach.
const SUBSTITUTE_KEEPS_ACCESS_MILLIS: i64 = 14 * DAY_MILLIS;

/// Whether the tutor account teaches the student: assigned by a live
/// subscription, or with a session of theirs (a substitute) of a live
/// subscription, still to come or ended within two weeks. When the family
/// ends the plan, the tutor's view of the child ends with it.
pub async fn tutors_student(db: &Db, tutor_account: &str, student_id: &str) -> sqlx::Result<bool> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM tutors t WHERE t.account_id = $1 AND (\
         EXISTS (SELECT 1 FROM subscriptions u WHERE u.tutor_id = t.id AND u.student_id = $2 \
         AND u.cancelled = 0) OR \
         EXISTS (SELECT 1 FROM sessions s JOIN subscriptions u ON u.id = s.subscription_id \
         WHERE s.tutor_id = t.id AND s.student_id = $2 AND s.cancelled = 0 \
         AND u.cancelled = 0 AND s.starts_at + s.session_length * 60000 > $3))",
    )
    .bind(tutor_account)
    .bind(student_id)
    .bind(now_millis() - SUBSTITUTE_KEEPS_ACCESS_MILLIS)
    .fetch_optional(db.read())
    .await?;
    Ok(found.is_some())
}

/// A student by username (compared without regard to case).
pub async fn student_by_username(
    db: &Db,
    username: &str,
) -> sqlx::Result<Option<plytime_shared::api::parents::Student>> {
    let id: Option<String> = sqlx::query_scalar("SELECT id FROM students WHERE username = $1")
        .bind(username.trim().to_lowercase())
        .fetch_optional(db.read())
        .await?;
    match id {
        Some(id) => super::parents::student(db, &id).await,
        None => Ok(None),
    }
}
