//! Ownership checks: may this user see or change this object? Every route
//! that takes an object id from the caller goes through one of these after
//! the role guard.
//!
//! Refusals are the same 403 whether or not the object exists, so that ids
//! cannot be probed; only admins learn that an object is missing. Sessions
//! and subscriptions go further: anyone they are not for is told they do
//! not exist.

use plytime_shared::Role;
use plytime_shared::api::sessions::NO_SUCH_SESSION;
use plytime_shared::api::subscriptions::{NO_SUCH_SUBSCRIPTION, SubscriptionLevel};
use plytime_shared::api::tutors::{NO_SUCH_TUTOR, Tutor};
use plytime_shared::safeguarding::dbs::DbsPolicy;

use super::Authenticated;
use crate::db::people::StudentOwners;
use crate::db::session_views::{Owner, SessionRow};
use crate::db::subscriptions::SubscriptionRow;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

pub const NO_SUCH_STUDENT: &str = "No such student";
pub const NO_SUCH_USER: &str = "No such user";

/// A student's data is theirs, their parent's, their tutors' and the
/// admins'. A tutor is the student's while a subscription assigns them or
/// they have a session with the student (a substitute).
pub async fn student(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    let owners = db::people::student_owners(db, student_id).await?;
    if user.role == Role::Tutor && owners.is_some() {
        return if db::people::tutors_student(db, &user.uid, student_id).await? {
            Ok(())
        } else {
            Err(AppError::forbidden())
        };
    }
    owned(user, owners.as_ref())
}

/// Whether `user` is the student, their parent or an admin, given the
/// student's owners (`None` when there is no such open student).
fn owned(user: &Authenticated, owners: Option<&StudentOwners>) -> AppResult<()> {
    if user.is_admin() {
        return owners
            .map(|_| ())
            .ok_or_else(|| AppError::NotFound(NO_SUCH_STUDENT.into()));
    }
    let allowed = match (owners, user.role) {
        (Some(owners), Role::Student) => owners.student_account_id == user.uid,
        (Some(owners), Role::Parent) => owners.parent_account_id == user.uid,
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

/// A tutor's profile and availability are theirs and the admins'. Looks the
/// tutor up by tutor id or account id.
pub async fn tutor(
    db: &Db,
    policy: DbsPolicy,
    user: &Authenticated,
    id_or_uid: &str,
) -> AppResult<Tutor> {
    let tutor = db::tutors::find(db, policy, id_or_uid).await?;
    if user.is_admin() {
        return tutor.ok_or_else(|| AppError::NotFound(NO_SUCH_TUTOR.into()));
    }
    match tutor {
        Some(tutor) if user.role == Role::Tutor && tutor.uid == user.uid => Ok(tutor),
        _ => Err(AppError::forbidden()),
    }
}

pub const UPGRADE: &str = "Upgrade to a PLYTIME Learning Subscription to view this page";

/// Like [`student`], for the student screens beyond home, the game and the
/// diagnostics: a student reaches them only with at least a platform-only
/// subscription. Parents, tutors and admins see them regardless.
pub async fn student_screen(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    student(db, user, student_id).await?;
    child_needs(
        db,
        user,
        student_id,
        SubscriptionLevel::PlatformOnly,
        UPGRADE,
    )
    .await
}

/// A child acting for themselves needs a plan of at least `level`, else is
/// refused with `refusal`; parents, tutors and admins are not held to it.
async fn child_needs(
    db: &Db,
    user: &Authenticated,
    student_id: &str,
    level: SubscriptionLevel,
    refusal: &str,
) -> AppResult<()> {
    if user.role == Role::Student
        && crate::db::subscription_levels::of_student(db, student_id).await? < level
    {
        return Err(AppError::Forbidden(refusal.into()));
    }
    Ok(())
}

/// Acts in the child's name, such as playing: the child, their parent (who
/// may sign in as the child) and admins may; the child's tutors, who may see
/// the child's work, may not act as the child.
pub async fn in_childs_name(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    let owners = db::people::student_owners(db, student_id).await?;
    in_name_of(user, owners.as_ref())
}

/// [`in_childs_name`] for a student whose owners are already known, as the
/// game keeps them while the child plays.
pub fn in_name_of(user: &Authenticated, owners: Option<&StudentOwners>) -> AppResult<()> {
    if user.role == Role::Tutor {
        return Err(AppError::forbidden());
    }
    owned(user, owners)
}

/// Acts that are the family's own on the screens beyond home, such as
/// spending a child's tokens or marking answers reviewed (which turns
/// pending tokens into real ones): [`in_childs_name`], with the
/// subscription [`student_screen`] asks of a child.
pub async fn family_act(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    if user.role == Role::Tutor {
        return Err(AppError::forbidden());
    }
    student_screen(db, user, student_id).await
}

pub const PARENTS_READ_ONLY: &str = "Parents can read their child's messages but not write them";

/// Reading a child's messages with their tutor (listing them, unread counts,
/// the live stream): whoever may see the child's screens, the parent
/// included. The Children's Code asks for a parent's oversight, and the
/// child is told of it on their Messages page (docs/authorization.md, "A
/// child's messages and their parent").
pub async fn read_messages(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    student_screen(db, user, student_id).await
}

/// Writing to a child's messages (posting, moving the reader's position):
/// [`read_messages`] without the parent, whose oversight is read-only: the
/// conversation stays the child's and the tutor's (docs/authorization.md,
/// "A child's messages and their parent"). A parent signed in as the child
/// holds the STUDENT role and writes as the child. Other families' parents
/// get the plain refusal of [`student`], so that ids cannot be probed.
pub async fn write_messages(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    read_messages(db, user, student_id).await?;
    if user.role == Role::Parent {
        return Err(AppError::Forbidden(PARENTS_READ_ONLY.into()));
    }
    Ok(())
}

pub const NO_TUTOR_TO_WRITE: &str =
    "Your plan has no tutor to write to. A parent can choose a plan with tutor sessions";

/// Posting a message: [`write_messages`], and for a child a plan with a
/// tutor, since on Platform Only no tutor would ever read it
/// (docs/authorization.md, "A child's messages and their parent").
pub async fn post_message(db: &Db, user: &Authenticated, student_id: &str) -> AppResult<()> {
    write_messages(db, user, student_id).await?;
    child_needs(
        db,
        user,
        student_id,
        SubscriptionLevel::TutorPlan,
        NO_TUTOR_TO_WRITE,
    )
    .await
}

/// A list of sessions, named by whose they are: a child's for the child
/// and their parent, a parent's for that parent, a tutor's for that tutor,
/// any for admins. Tutors list their students' sessions by their own id.
pub async fn session_list(db: &Db, user: &Authenticated, owner: Owner<'_>) -> AppResult<()> {
    if user.is_admin() {
        return Ok(());
    }
    let own = match owner {
        Owner::Student(id) => db::people::student_owners(db, id)
            .await?
            .is_some_and(|owners| {
                owners.student_account_id == user.uid || owners.parent_account_id == user.uid
            }),
        Owner::Parent(id) => is_parent(db, user, id).await?,
        Owner::Tutor(id) => is_tutor(db, user, Some(id)).await?,
    };
    if own {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

/// A session is its student's, their parent's, its tutor's and the
/// admins'; anyone else is told it does not exist.
pub async fn session(db: &Db, user: &Authenticated, id: &str) -> AppResult<SessionRow> {
    let missing = || AppError::NotFound(NO_SUCH_SESSION.into());
    let row = db::session_views::find(db, id).await?.ok_or_else(missing)?;
    let mine = user.is_admin()
        || [
            &row.student_account,
            &row.tutor_account,
            &row.parent_account,
        ]
        .contains(&&user.uid);
    if mine { Ok(row) } else { Err(missing()) }
}

/// Moving, cancelling and handing over a session: its tutor and admins.
pub async fn manage_session(db: &Db, user: &Authenticated, id: &str) -> AppResult<SessionRow> {
    let row = session(db, user, id).await?;
    if user.is_admin() || (user.role == Role::Tutor && row.tutor_account == user.uid) {
        Ok(row)
    } else {
        Err(AppError::forbidden())
    }
}

/// A subscription is its parent's, its tutor's and the admins'. Anyone
/// else is told it does not exist.
pub async fn subscription(db: &Db, user: &Authenticated, id: &str) -> AppResult<SubscriptionRow> {
    let missing = || AppError::NotFound(NO_SUCH_SUBSCRIPTION.into());
    let row = db::subscriptions::find(db, id).await?.ok_or_else(missing)?;
    let allowed = user.is_admin()
        || match user.role {
            Role::Parent => is_parent(db, user, &row.parent_id).await?,
            Role::Tutor => is_tutor(db, user, row.tutor_id.as_deref()).await?,
            _ => false,
        };
    if allowed { Ok(row) } else { Err(missing()) }
}

/// Moving a live subscription's weekly times or handing it to another
/// tutor: its tutor and admins. Anyone else, and a cancelled subscription,
/// is told it does not exist.
pub async fn manage_subscription(
    db: &Db,
    user: &Authenticated,
    id: &str,
) -> AppResult<SubscriptionRow> {
    let missing = || AppError::NotFound(NO_SUCH_SUBSCRIPTION.into());
    let row = db::subscriptions::find(db, id).await?.ok_or_else(missing)?;
    let allowed = user.is_admin()
        || (user.role == Role::Tutor && is_tutor(db, user, row.tutor_id.as_deref()).await?);
    if !allowed || row.cancelled != 0 {
        return Err(missing());
    }
    Ok(row)
}

/// Whether the user's parent profile is `parent_id`.
async fn is_parent(db: &Db, user: &Authenticated, parent_id: &str) -> AppResult<bool> {
    Ok(db::parents::id_of_account(db, &user.uid).await?.as_deref() == Some(parent_id))
}

/// Whether the user's tutor record is `tutor_id`.
async fn is_tutor(db: &Db, user: &Authenticated, tutor_id: Option<&str>) -> AppResult<bool> {
    let own = db::tutors::id_of_account(db, &user.uid).await?;
    Ok(own.is_some_and(|own| Some(own.as_str()) == tutor_id))
}
