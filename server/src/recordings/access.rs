//! Who may watch a recording: the child's parent and the safeguarding
//! lead, nobody else. Tutors (the session's own too), children, other
//! parents and admins without the lead's right are told the recording does
//! not exist, so that ids cannot be probed.

use std::collections::HashMap;

use plytime_shared::Role;
use plytime_shared::api::recordings::NO_SUCH_RECORDING;

use crate::auth::Authenticated;
use crate::db::recordings::{self, RecordingRow};
use crate::db::session_views::SessionRow;
use crate::db::{Db, accounts};
use crate::error::{AppError, AppResult};

/// A safeguarding lead signed in as themselves (docs/safeguarding.md).
async fn is_lead(db: &Db, user: &Authenticated) -> sqlx::Result<bool> {
    Ok(user.role == Role::Admin
        && user.acting_parent.is_none()
        && accounts::is_safeguarding_lead(db, &user.uid).await?)
}

/// The parent whose account is `parent_account`, signed in as themselves
/// (a parent signed in as their child holds the child's role).
fn is_the_parent(user: &Authenticated, parent_account: &str) -> bool {
    user.role == Role::Parent && user.uid == parent_account
}

/// The recording `id`, for its child's parent or a lead; `No such
/// recording` for everyone else, and for a closed family's.
pub async fn recording(db: &Db, user: &Authenticated, id: &str) -> AppResult<RecordingRow> {
    let missing = || AppError::NotFound(NO_SUCH_RECORDING.into());
    let (recording, parent_account) = recordings::find_with_parent(db, id)
        .await?
        .ok_or_else(missing)?;
    if is_the_parent(user, &parent_account) || is_lead(db, user).await? {
        Ok(recording)
    } else {
        Err(missing())
    }
}

/// The recordings of `sessions` that `user` may watch, by session: every
/// one for a lead, their children's for a parent, none for anyone else.
pub async fn watchable(
    db: &Db,
    user: &Authenticated,
    sessions: &[SessionRow],
) -> sqlx::Result<HashMap<String, String>> {
    let lead = user.role == Role::Admin && is_lead(db, user).await?;
    let ids: Vec<&str> = sessions
        .iter()
        .filter(|row| lead || is_the_parent(user, &row.parent_account))
        .map(|row| row.id.as_str())
        .collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    recordings::ids_of_sessions(db, &ids).await
}
