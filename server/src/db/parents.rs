//! Parents' profiles and the students listed on them.

use plytime_shared::api::parents::{ParentBody, ParentProfile, Student, StudentSummary};
use plytime_shared::game::read_aloud::ReadAloud;
use plytime_shared::game::time_allowance::TimeAllowance;
use sqlx::FromRow;

use crate::time::iso;

use super::Db;

#[derive(FromRow)]
struct ParentRow {
    id: String,
    account_id: String,
    first_name: String,
    last_name: String,
    email: Option<String>,
    country: String,
    postcode: String,
    phone_number: String,
    email_opt_in: i64,
}

#[derive(FromRow)]
struct StudentSummaryRow {
    id: String,
    username: String,
    first_name: String,
    last_name: String,
    school_year: i64,
    time_allowance: String,
    read_aloud: String,
    recording_objected_at: Option<i64>,
}

/// The profile of a parent's account, with their students, or `None` while
/// the parent has not created one.
///
/// `recording_retention_days` is the server's setting, which the profile
/// passes on.
pub async fn profile(
    db: &Db,
    account_id: &str,
    recording_retention_days: u32,
) -> sqlx::Result<Option<ParentProfile>> {
    let row: Option<ParentRow> = sqlx::query_as(
        "SELECT p.id, p.account_id, p.first_name, p.last_name, a.email, p.country, p.postcode, \
         p.phone_number, p.email_opt_in \
         FROM parents p JOIN accounts a ON a.id = p.account_id WHERE p.account_id = $1",
    )
    .bind(account_id)
    .fetch_optional(db.read())
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let students: Vec<StudentSummaryRow> = sqlx::query_as(
        "SELECT id, username, first_name, last_name, school_year, time_allowance, read_aloud, \
         recording_objected_at FROM students WHERE parent_id = $1 \
         ORDER BY created_at, first_name, id",
    )
    .bind(&row.id)
    .fetch_all(db.read())
    .await?;
    Ok(Some(ParentProfile {
        _id: row.id,
        uid: row.account_id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email.unwrap_or_default(),
        country: row.country,
        postcode: row.postcode,
        phone_number: row.phone_number,
        email_opt_in: row.email_opt_in != 0,
        recording_retention_days,
        students: students
            .into_iter()
            .map(|student| {
                let read_aloud = ReadAloud::parse(&student.read_aloud);
                StudentSummary {
                    _id: student.id,
                    username: student.username,
                    first_name: student.first_name,
                    last_name: student.last_name,
                    school_year: student.school_year,
                    time_allowance: TimeAllowance::parse(&student.time_allowance),
                    read_aloud,
                    reads_each_question: read_aloud.reads_each_question(student.school_year),
                    recorded: student.recording_objected_at.is_none(),
                    recording_objected_at: student.recording_objected_at.map(iso),
                }
            })
            .collect(),
    }))
}

/// The parent record of a parent's account.
pub async fn id_of_account(db: &Db, account_id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT id FROM parents WHERE account_id = $1")
        .bind(account_id)
        .fetch_optional(db.read())
        .await
}

/// Saves the editable fields; `false` when the account has no profile.
pub async fn update(db: &Db, account_id: &str, body: &ParentBody) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "UPDATE parents SET first_name = $1, last_name = $2, country = $3, postcode = $4, \
         phone_number = $5, email_opt_in = $6 WHERE account_id = $7",
    )
    .bind(body.first_name.trim())
    .bind(body.last_name.trim())
    .bind(&body.country)
    .bind(body.postcode.trim())
    .bind(body.phone_number.trim())
    .bind(i64::from(body.email_opt_in))
    .bind(account_id)
    .execute(db.write())
    .await?;
    Ok(result.rows_affected() > 0)
}

#[derive(FromRow)]
struct StudentRow {
    id: String,
    account_id: String,
    parent_id: String,
    username: String,
    first_name: String,
    last_name: String,
    dob: Option<String>,
    gender: Option<String>,
    school: Option<String>,
    school_year: i64,
}

pub async fn student(db: &Db, student_id: &str) -> sqlx::Result<Option<Student>> {
    let row: Option<StudentRow> = sqlx::query_as(
        "SELECT id, account_id, parent_id, username, first_name, last_name, dob, gender, school, \
         school_year FROM students WHERE id = $1",
    )
    .bind(student_id)
    .fetch_optional(db.read())
    .await?;
    Ok(row.map(|row| Student {
        _id: row.id,
        uid: row.account_id,
        parent_id: row.parent_id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        dob: row.dob,
        gender: row.gender,
        school: row.school,
        school_year: row.school_year,
    }))
}
