//! Ownership checks: may this user see or change this object? Every route
//! that takes an object id from the caller goes through one of these after
//! the role guard.
//!
//! Refusals are the same 403 whether or not the object exists, so that ids
//! cannot be probed; only admins learn that an object is missing.

use plytime_shared::Role;

use super::Authenticated;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

pub const NO_SUCH_STUDENT: &str = "No such student";

/// A student's data is theirs, their parent's and the admins'. Tutors gain
/// access through a subscription that assigns them to the student; until
/// such a link exists a tutor is refused.
pub async fn student(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    let owners = db::people::student_owners(db, student_id).await?;
    if user.is_admin() {
        return owners
            .map(|_| ())
            .ok_or_else(|| AppError::NotFound(NO_SUCH_STUDENT.into()));
    }
    let allowed = owners.is_some_and(|owners| match user.role {
        Role::Student => owners.student_account_id == user.uid,
        Role::Parent => owners.parent_account_id == user.uid,
        _ => false,
    });
    if allowed {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}
