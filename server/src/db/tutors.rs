//! Tutors' profiles.

use plytime_shared::api::content::Named;
use plytime_shared::api::tutors::{Tutor, TutorBody};
use sqlx::FromRow;

use super::Db;

#[derive(FromRow)]
struct TutorRow {
    id: String,
    account_id: String,
    first_name: String,
    last_name: String,
    email: String,
    subject_id: Option<String>,
    subject_name: Option<String>,
    country: String,
    bank_account: Option<String>,
    dob: Option<String>,
    gender: Option<String>,
    phone_number: Option<String>,
    postcode: Option<String>,
    sort_code: Option<String>,
    dbs_issue_date: Option<String>,
    profile_picture: Option<String>,
    referral_code: Option<String>,
}

impl From<TutorRow> for Tutor {
    fn from(row: TutorRow) -> Tutor {
        let subject = row
            .subject_id
            .zip(row.subject_name)
            .map(|(_id, name)| Named { _id, name });
        Tutor {
            _id: row.id,
            uid: row.account_id,
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
            subject,
            country: row.country,
            bank_account: row.bank_account,
            dob: row.dob,
            gender: row.gender,
            phone_number: row.phone_number,
            postcode: row.postcode,
            sort_code: row.sort_code,
            dbs_issue_date: row.dbs_issue_date,
            profile_picture: row.profile_picture,
            referral_code: row.referral_code,
        }
    }
}

const SELECT: &str = "SELECT t.id, t.account_id, t.first_name, t.last_name, t.email, \
     t.subject_id, s.name AS subject_name, t.country, t.bank_account, t.dob, t.gender, \
     t.phone_number, t.postcode, t.sort_code, t.dbs_issue_date, a.profile_picture, \
     (SELECT MIN(r.code) FROM referral_codes r WHERE r.tutor_id = t.id) AS referral_code \
     FROM tutors t JOIN accounts a ON a.id = t.account_id \
     LEFT JOIN subjects s ON s.id = t.subject_id";

/// A tutor by their tutor id or, as the availability calls allow (the
/// admins' overview fetches weeks by account id), by their account id.
pub async fn find(db: &Db, id_or_uid: &str) -> sqlx::Result<Option<Tutor>> {
    let row: Option<TutorRow> =
        sqlx::query_as(&format!("{SELECT} WHERE t.id = $1 OR t.account_id = $1"))
            .bind(id_or_uid)
            .fetch_optional(db.read())
            .await?;
    Ok(row.map(Tutor::from))
}

pub async fn find_by_email(db: &Db, email: &str) -> sqlx::Result<Option<Tutor>> {
    let row: Option<TutorRow> = sqlx::query_as(&format!("{SELECT} WHERE a.login = $1"))
        .bind(email.trim().to_lowercase())
        .fetch_optional(db.read())
        .await?;
    Ok(row.map(Tutor::from))
}

pub async fn list(db: &Db) -> sqlx::Result<Vec<Tutor>> {
    let rows: Vec<TutorRow> = sqlx::query_as(&format!(
        "{SELECT} ORDER BY t.last_name, t.first_name, t.id"
    ))
    .fetch_all(db.read())
    .await?;
    Ok(rows.into_iter().map(Tutor::from).collect())
}

pub async fn set_subject<'e, E>(executor: E, tutor_id: &str, subject_id: &str) -> sqlx::Result<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("UPDATE tutors SET subject_id = $1 WHERE id = $2")
        .bind(subject_id)
        .bind(tutor_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// Saves the editable profile fields. The subject changes only when
/// `subject` is given (admins).
pub async fn update(db: &Db, body: &TutorBody, subject: Option<&str>) -> sqlx::Result<bool> {
    let blank_is_none = |value: &Option<String>| {
        value
            .as_deref()
            .map(str::trim)
            .filter(|value| !value.is_empty())
            .map(str::to_string)
    };
    let result = sqlx::query(
        "UPDATE tutors SET first_name = $1, last_name = $2, country = $3, bank_account = $4, \
         dob = $5, gender = $6, phone_number = $7, postcode = $8, sort_code = $9, \
         dbs_issue_date = $10, subject_id = COALESCE($11, subject_id) WHERE id = $12",
    )
    .bind(body.first_name.trim())
    .bind(body.last_name.trim())
    .bind(body.country.trim())
    .bind(blank_is_none(&body.bank_account))
    .bind(blank_is_none(&body.dob))
    .bind(blank_is_none(&body.gender))
    .bind(body.phone_number.trim())
    .bind(body.postcode.trim())
    .bind(blank_is_none(&body.sort_code))
    .bind(blank_is_none(&body.dbs_issue_date))
    .bind(subject)
    .bind(&body._id)
    .execute(db.write())
    .await?;
    Ok(result.rows_affected() > 0)
}
