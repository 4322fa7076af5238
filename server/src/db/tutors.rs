//! Tutors' profiles.

use chrono::NaiveDate;
use plytime_shared::api::content::Named;
use plytime_shared::api::tutors::{Tutor, TutorBody};
use plytime_shared::safeguarding::dbs::{DbsPolicy, DbsStatus};
use plytime_shared::schedule::occurrences::london_date;
use plytime_shared::validation::given;
use sqlx::FromRow;

use super::{Db, now_millis};

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
    suspended_at: Option<i64>,
    profile_picture: Option<String>,
    referral_code: Option<String>,
}

impl TutorRow {
    /// The tutor as answered, their DBS check judged on `today`.
    fn into_tutor(self, policy: DbsPolicy, today: NaiveDate) -> Tutor {
        let row = self;
        let issued = row
            .dbs_issue_date
            .as_deref()
            .and_then(|date| date.parse::<NaiveDate>().ok());
        let dbs_status = policy.status(issued, today);
        let dbs_lapses_on = issued
            .filter(|_| dbs_status != DbsStatus::Missing)
            .map(|issued| policy.lapses_on(issued).to_string());
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
            dbs_status,
            dbs_lapses_on,
            suspended: row.suspended_at.is_some(),
            profile_picture: row.profile_picture,
            referral_code: row.referral_code,
        }
    }
}

const SELECT: &str = "SELECT t.id, t.account_id, t.first_name, t.last_name, t.email, \
     t.subject_id, s.name AS subject_name, t.country, t.bank_account, t.dob, t.gender, \
     t.phone_number, t.postcode, t.sort_code, t.dbs_issue_date, t.suspended_at, \
     a.profile_picture, \
     (SELECT MIN(r.code) FROM referral_codes r WHERE r.tutor_id = t.id) AS referral_code \
     FROM tutors t JOIN accounts a ON a.id = t.account_id \
     LEFT JOIN subjects s ON s.id = t.subject_id";

fn today() -> NaiveDate {
    london_date(now_millis())
}

/// A tutor by their tutor id or, as the availability calls allow (the
/// admins' overview fetches weeks by account id), by their account id.
pub async fn find(db: &Db, policy: DbsPolicy, id_or_uid: &str) -> sqlx::Result<Option<Tutor>> {
    let row: Option<TutorRow> =
        sqlx::query_as(&format!("{SELECT} WHERE t.id = $1 OR t.account_id = $1"))
            .bind(id_or_uid)
            .fetch_optional(db.read())
            .await?;
    Ok(row.map(|row| row.into_tutor(policy, today())))
}

/// The tutor id of a tutor's account.
pub async fn id_of_account(db: &Db, account_id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT id FROM tutors WHERE account_id = $1")
        .bind(account_id)
        .fetch_optional(db.read())
        .await
}

pub async fn find_by_email(db: &Db, policy: DbsPolicy, email: &str) -> sqlx::Result<Option<Tutor>> {
    let row: Option<TutorRow> = sqlx::query_as(&format!("{SELECT} WHERE a.login = $1"))
        .bind(email.trim().to_lowercase())
        .fetch_optional(db.read())
        .await?;
    Ok(row.map(|row| row.into_tutor(policy, today())))
}

pub async fn list(db: &Db, policy: DbsPolicy) -> sqlx::Result<Vec<Tutor>> {
    let rows: Vec<TutorRow> = sqlx::query_as(&format!(
        "{SELECT} ORDER BY t.last_name, t.first_name, t.id"
    ))
    .fetch_all(db.read())
    .await?;
    let today = today();
    Ok(rows
        .into_iter()
        .map(|row| row.into_tutor(policy, today))
        .collect())
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

/// What only admins change on a tutor's profile; `None` keeps the stored
/// value.
#[derive(Debug, Default)]
pub struct AdminFields<'a> {
    pub subject: Option<&'a str>,
    pub dbs_issue_date: Option<Option<String>>,
}

/// Saves the editable profile fields, and those of `admin` that are given.
pub async fn update(db: &Db, body: &TutorBody, admin: AdminFields<'_>) -> sqlx::Result<bool> {
    let blank_is_none = |value: &Option<String>| given(value.as_deref()).map(str::to_string);
    let result = sqlx::query(
        "UPDATE tutors SET first_name = $1, last_name = $2, country = $3, bank_account = $4, \
         dob = $5, gender = $6, phone_number = $7, postcode = $8, sort_code = $9, \
         dbs_issue_date = CASE WHEN $13 = 1 THEN $10 ELSE dbs_issue_date END, \
         subject_id = COALESCE($11, subject_id) WHERE id = $12",
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
    .bind(admin.dbs_issue_date.clone().flatten())
    .bind(admin.subject)
    .bind(&body._id)
    .bind(i64::from(admin.dbs_issue_date.is_some()))
    .execute(db.write())
    .await?;
    Ok(result.rows_affected() > 0)
}
