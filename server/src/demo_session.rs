//! `plytime-server demo-session`: moves Ada's next demo session to start in
//! a moment, so that the live room can be tried at any hour on the demo
//! data (a tutor can only move a session to 08:00–23:45 in quarter hours).
//! The move is an ordinary reschedule: the old session reads Rescheduled.

use anyhow::Context;

use crate::db::constraints::{Constraint, unless_broken};
use crate::db::session_views::{self, Owner};
use crate::db::sessions::{self, Replacement};
use crate::db::{Db, now_millis, people};
use crate::demo::STUDENTS;
use crate::time::iso;

/// The moved session: its id, start (epoch milliseconds) and tutor.
pub struct MovedSession {
    pub id: String,
    pub starts_at: i64,
    pub tutor_first_name: String,
}

/// Moves Ada's next uncancelled session to `minutes` from now, rounded up
/// to the whole minute.
pub async fn start_soon(db: &Db, minutes: i64) -> anyhow::Result<MovedSession> {
    let (username, first_name, _) = STUDENTS[0];
    let student = people::student_by_username(db, username)
        .await?
        .with_context(|| format!("no demo student `{username}`: is this the demo's database?"))?;
    let now = now_millis();
    let next = session_views::upcoming(db, Owner::Student(&student._id), now, None)
        .await?
        .into_iter()
        .find(|session| session.cancelled == 0)
        .with_context(|| format!("{first_name} has no session to move"))?;
    let starts_at = (now + minutes * 60_000 + 59_999) / 60_000 * 60_000;
    let mut tx = db.write().begin().await?;
    sessions::cancel_one(&mut tx, &next.id, Some(Replacement::Rescheduled)).await?;
    let inserted = sessions::insert_replacement(&mut tx, &next, starts_at, &next.tutor_id).await;
    let id = unless_broken(inserted, &[Constraint::TutorOneAtATime])?.with_context(|| {
        format!(
            "{} has another session then; try again once it is over",
            next.tutor_first_name
        )
    })?;
    tx.commit().await?;
    tracing::info!(session = %id, starts = %iso(starts_at), "demo session moved");
    Ok(MovedSession {
        id,
        starts_at,
        tutor_first_name: next.tutor_first_name,
    })
}
