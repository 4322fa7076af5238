//! The account table: one row per person who can sign in.

use plytime_shared::Role;
use sqlx::FromRow;

use super::{Db, now_millis};

#[derive(Debug, Clone, FromRow)]
pub struct AccountRow {
    pub id: String,
    pub role: String,
    pub login: String,
    pub email: Option<String>,
    pub password_hash: String,
    pub must_change_password: i64,
    pub display_name: Option<String>,
    pub profile_picture: Option<String>,
}

impl AccountRow {
    /// Roles are only ever written by this module, so an unknown one means a
    /// corrupted row; it is treated as having no rights at all.
    pub fn role(&self) -> Role {
        self.role.parse().unwrap_or(Role::Anonymous)
    }

    pub fn must_change_password(&self) -> bool {
        self.must_change_password != 0
    }
}

pub struct NewAccount<'a> {
    pub role: Role,
    pub login: &'a str,
    pub email: Option<&'a str>,
    pub password_hash: &'a str,
    pub must_change_password: bool,
    pub display_name: Option<&'a str>,
}

const COLUMNS: &str =
    "id, role, login, email, password_hash, must_change_password, display_name, profile_picture";

/// Logins are compared without regard to letter case or surrounding space.
pub fn normalise_login(login: &str) -> String {
    login.trim().to_lowercase()
}

/// Inserts an account and returns its id; a taken login is a unique
/// violation for the caller to turn into a 409.
pub async fn insert<'e, E>(executor: E, account: NewAccount<'_>) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO accounts (id, role, login, email, password_hash, must_change_password, \
         display_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&id)
    .bind(account.role.as_str())
    .bind(normalise_login(account.login))
    .bind(account.email.map(str::trim))
    .bind(account.password_hash)
    .bind(i64::from(account.must_change_password))
    .bind(account.display_name)
    .bind(now_millis())
    .execute(executor)
    .await?;
    Ok(id)
}

pub async fn find_by_login(db: &Db, login: &str) -> sqlx::Result<Option<AccountRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM accounts WHERE login = $1"))
        .bind(normalise_login(login))
        .fetch_optional(db.read())
        .await
}

pub async fn find_by_id(db: &Db, id: &str) -> sqlx::Result<Option<AccountRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM accounts WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

pub async fn set_password(
    db: &Db,
    id: &str,
    password_hash: &str,
    must_change_password: bool,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE accounts SET password_hash = $1, must_change_password = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(i64::from(must_change_password))
        .bind(id)
        .execute(db.write())
        .await?;
    Ok(())
}

/// Sets the picture path and returns the one it replaced, so the caller can
/// delete the old file.
pub async fn replace_picture(db: &Db, id: &str, path: &str) -> sqlx::Result<Option<String>> {
    let mut tx = db.write().begin().await?;
    let previous: Option<Option<String>> =
        sqlx::query_scalar("SELECT profile_picture FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    sqlx::query("UPDATE accounts SET profile_picture = $1 WHERE id = $2")
        .bind(path)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(previous.flatten())
}

/// What `profile/me` shows: the account with the profile record behind it.
#[derive(Debug, Clone, FromRow)]
pub struct ProfileRow {
    pub id: String,
    pub role: String,
    pub login: String,
    pub email: Option<String>,
    pub display_name: Option<String>,
    pub profile_picture: Option<String>,
    pub must_change_password: i64,
    /// The student, parent or tutor record's id; absent for admins and for a
    /// parent who has not created a profile yet.
    pub record_id: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
}

pub async fn profile(db: &Db, id: &str) -> sqlx::Result<Option<ProfileRow>> {
    sqlx::query_as(
        "SELECT a.id, a.role, a.login, a.email, a.display_name, a.profile_picture, \
         a.must_change_password, \
         COALESCE(s.id, p.id, t.id) AS record_id, \
         COALESCE(s.first_name, p.first_name, t.first_name) AS first_name, \
         COALESCE(s.last_name, p.last_name, t.last_name) AS last_name \
         FROM accounts a \
         LEFT JOIN students s ON s.account_id = a.id \
         LEFT JOIN parents p ON p.account_id = a.id \
         LEFT JOIN tutors t ON t.account_id = a.id \
         WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db.read())
    .await
}

/// Makes sure the fixed test user of the test-auth switch has an account, so
/// that every route treats it like any other signed-in user.
/// Makes the test user's own account under `id` if none exists; `false`
/// when `id` belongs to a real account, which the test user cannot take.
pub async fn ensure_test_user(db: &Db, id: &str, email: &str) -> sqlx::Result<bool> {
    sqlx::query(
        "INSERT INTO accounts (id, role, login, email, password_hash, display_name, created_at) \
         VALUES ($1, $2, $3, $4, '!', 'Test user', $5) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(Role::Test.as_str())
    .bind(format!("test-user:{}", normalise_login(email)))
    .bind(email)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    // The id may already be a real account's: then it is not the test user's.
    let role: Option<String> = sqlx::query_scalar("SELECT role FROM accounts WHERE id = $1")
        .bind(id)
        .fetch_optional(db.read())
        .await?;
    Ok(role.as_deref() == Some(Role::Test.as_str()))
}

/// Whether the account is a safeguarding lead (an admin with that right).
pub async fn is_safeguarding_lead(db: &Db, id: &str) -> sqlx::Result<bool> {
    let lead: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM accounts WHERE id = $1 AND role = 'ADMIN' AND safeguarding_lead = 1 \
         AND closed_at IS NULL",
    )
    .bind(id)
    .fetch_optional(db.read())
    .await?;
    Ok(lead.is_some())
}

/// Gives or takes an admin's safeguarding-lead right.
pub async fn set_safeguarding_lead<'e, E>(executor: E, id: &str, lead: bool) -> sqlx::Result<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("UPDATE accounts SET safeguarding_lead = $2 WHERE id = $1 AND role = 'ADMIN'")
        .bind(id)
        .bind(i64::from(lead))
        .execute(executor)
        .await?;
    Ok(())
}

/// The e-mail addresses of the safeguarding leads, told of each new concern.
pub async fn safeguarding_lead_emails(db: &Db) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT email FROM accounts WHERE role = 'ADMIN' AND safeguarding_lead = 1 \
         AND closed_at IS NULL AND email IS NOT NULL ORDER BY email",
    )
    .fetch_all(db.read())
    .await
}
