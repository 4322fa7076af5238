//! Closing a family's account in the database (docs/privacy.md): what is
//! personal is deleted or overwritten, in one transaction; answers stay as
//! anonymous statistics and payment records stay as the law requires.

use sqlx::FromRow;

use super::{Db, Tx, now_millis};

/// The people of a family, read before it is closed.
#[derive(Debug, Clone)]
pub struct Family {
    pub parent_id: String,
    pub parent_account_id: String,
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub children: Vec<Child>,
}

impl Family {
    /// The accounts of the parent and the children.
    pub fn accounts(&self) -> Vec<&str> {
        std::iter::once(self.parent_account_id.as_str())
            .chain(self.children.iter().map(|child| child.account_id.as_str()))
            .collect()
    }
}

#[derive(Debug, Clone, FromRow)]
pub struct Child {
    pub id: String,
    pub account_id: String,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
}

#[derive(FromRow)]
struct ParentRow {
    id: String,
    account_id: String,
    email: Option<String>,
    first_name: String,
    last_name: String,
}

/// The open family of the parent `parent_id`, if there is one.
pub async fn family(db: &Db, parent_id: &str) -> sqlx::Result<Option<Family>> {
    let parent: Option<ParentRow> = sqlx::query_as(
        "SELECT p.id, p.account_id, a.email, p.first_name, p.last_name \
         FROM parents p JOIN accounts a ON a.id = p.account_id \
         WHERE p.id = $1 AND p.closed_at IS NULL",
    )
    .bind(parent_id)
    .fetch_optional(db.read())
    .await?;
    let Some(parent) = parent else {
        return Ok(None);
    };
    let children = sqlx::query_as(
        "SELECT id, account_id, username, first_name, last_name FROM students \
         WHERE parent_id = $1 ORDER BY created_at, id",
    )
    .bind(parent_id)
    .fetch_all(db.read())
    .await?;
    Ok(Some(Family {
        parent_id: parent.id,
        parent_account_id: parent.account_id,
        email: parent.email,
        first_name: parent.first_name,
        last_name: parent.last_name,
        children,
    }))
}

/// The parent id of the open family whose parent signs in with `email`.
pub async fn parent_of_email(db: &Db, email: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "SELECT p.id FROM parents p JOIN accounts a ON a.id = p.account_id \
         WHERE a.email = $1 AND p.closed_at IS NULL",
    )
    .bind(email.trim().to_lowercase())
    .fetch_optional(db.read())
    .await
}

/// Records of a child that are theirs alone and go entirely.
const CHILDS_OWN: [&str; 8] = [
    "DELETE FROM note_reads WHERE student_id = $1",
    "DELETE FROM notes WHERE student_id = $1",
    "DELETE FROM mixes WHERE student_id = $1",
    "DELETE FROM token_rows WHERE student_id = $1",
    "DELETE FROM token_balances WHERE student_id = $1",
    "DELETE FROM student_endcode_scores WHERE student_id = $1",
    "DELETE FROM student_subject_scores WHERE student_id = $1",
    "DELETE FROM asked_questions WHERE student_id = $1",
];

/// Records of an account that go entirely, its sign-ins already ended.
const ACCOUNTS_OWN: [&str; 3] = [
    "DELETE FROM note_reads WHERE account_id = $1",
    "DELETE FROM session_handoffs WHERE account_id = $1",
    "DELETE FROM refresh_tokens WHERE account_id = $1 OR acting_parent_id = $1",
];

/// What a closing leaves for file storage to delete.
#[derive(Debug, Default)]
pub struct Erased {
    /// The stored paths of the accounts' pictures.
    pub pictures: Vec<String>,
    /// The sessions whose whiteboards were deleted: their pictures are
    /// files too.
    pub boards: Vec<String>,
}

/// Deletes and overwrites everything personal of `family` within `tx`;
/// answers the files that are no longer anyone's. Its subscriptions must
/// be cancelled and its sign-ins ended first.
pub async fn erase(tx: &mut Tx<'_>, family: &Family) -> sqlx::Result<Erased> {
    let now = now_millis();
    let mut erased = Erased::default();
    for account_id in family.accounts() {
        for statement in ACCOUNTS_OWN {
            sqlx::query(statement)
                .bind(account_id)
                .execute(&mut **tx)
                .await?;
        }
        let picture: Option<String> =
            sqlx::query_scalar("SELECT profile_picture FROM accounts WHERE id = $1")
                .bind(account_id)
                .fetch_optional(&mut **tx)
                .await?
                .flatten();
        erased.pictures.extend(picture);
        // The login is freed for a new account; nobody can sign in here.
        sqlx::query(
            "UPDATE accounts SET login = 'closed-' || id, email = NULL, password_hash = '!', \
             must_change_password = 0, display_name = NULL, profile_picture = NULL, \
             closed_at = $2 WHERE id = $1",
        )
        .bind(account_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for child in &family.children {
        for statement in CHILDS_OWN {
            sqlx::query(statement)
                .bind(&child.id)
                .execute(&mut **tx)
                .await?;
        }
        // The players of a game carry names; the game itself stays with
        // its answers, for question statistics.
        sqlx::query("UPDATE games SET players = NULL WHERE student_id = $1")
            .bind(&child.id)
            .execute(&mut **tx)
            .await?;
        for statement in [
            "DELETE FROM whiteboard_changes WHERE session_id IN \
             (SELECT id FROM sessions WHERE student_id = $1)",
            // The tutor's words about the child.
            "DELETE FROM session_reports WHERE session_id IN \
             (SELECT id FROM sessions WHERE student_id = $1)",
            "DELETE FROM session_chat WHERE session_id IN \
             (SELECT id FROM sessions WHERE student_id = $1)",
            // Which questions were asked; the answers stay, as every
            // answer does, for question statistics.
            "DELETE FROM session_questions WHERE session_id IN \
             (SELECT id FROM sessions WHERE student_id = $1)",
        ] {
            sqlx::query(statement)
                .bind(&child.id)
                .execute(&mut **tx)
                .await?;
        }
        let boards: Vec<String> = sqlx::query_scalar(
            "DELETE FROM session_whiteboards WHERE session_id IN \
             (SELECT id FROM sessions WHERE student_id = $1) RETURNING session_id",
        )
        .bind(&child.id)
        .fetch_all(&mut **tx)
        .await?;
        erased.boards.extend(boards);
        sqlx::query("DELETE FROM signin_failures WHERE login = $1")
            .bind(&child.username)
            .execute(&mut **tx)
            .await?;
        sqlx::query(
            "UPDATE students SET username = 'closed-' || id, first_name = '', last_name = '', \
             dob = NULL, gender = NULL, school = NULL, closed_at = $2 WHERE id = $1",
        )
        .bind(&child.id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    if let Some(email) = &family.email {
        sqlx::query("DELETE FROM emails WHERE recipient = $1")
            .bind(email)
            .execute(&mut **tx)
            .await?;
        sqlx::query("DELETE FROM signin_failures WHERE login = $1")
            .bind(email)
            .execute(&mut **tx)
            .await?;
    }
    sqlx::query(
        "UPDATE parents SET first_name = '', last_name = '', country = '', postcode = '', \
         phone_number = '', email_opt_in = 0, closed_at = $2 WHERE id = $1",
    )
    .bind(&family.parent_id)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(erased)
}
