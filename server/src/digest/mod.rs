//! The weekly digest: for each of a parent's children, a week's games,
//! answers, areas that went up or want practice, and tutor sessions. The
//! parent's home shows the week so far; parents who asked for e-mail get
//! each finished week in the outbox on Monday (docs/screens.md, "This
//! week").

pub mod areas;
pub mod job;
pub mod letter;

use std::collections::HashMap;

use chrono::Days;
use plytime_shared::api::digest::{ChildWeek, SessionOfWeek, WeeklyDigest};
use plytime_shared::game::time_allowance::playing_seconds;
use plytime_shared::schedule::occurrences::{london_date, london_instant, london_week_start};
use plytime_shared::schedule::status::SessionStatus;

use crate::db::digests::{self, Child, WeekGame};
use crate::db::session_reports;
use crate::db::session_views::{self, Owner};
use crate::db::{Db, answers};
use crate::time::iso;

/// Monday 00:00 to the next Monday 00:00, London time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Week {
    pub start: i64,
    pub end: i64,
}

impl Week {
    /// The week holding `instant`.
    pub fn holding(instant: i64) -> Week {
        let start = london_week_start(instant);
        let next_monday = london_date(start) + Days::new(7);
        Week {
            start,
            end: london_instant(next_monday, 0),
        }
    }

    /// The week before this one.
    pub fn before(self) -> Week {
        Week::holding(self.start - 1)
    }
}

/// The digest of `week` for a parent's children, up to `now` if the week
/// is still going.
pub async fn of_week(db: &Db, parent_id: &str, week: Week, now: i64) -> sqlx::Result<WeeklyDigest> {
    let mut children = Vec::new();
    for child in digests::children(db, parent_id).await? {
        children.push(child_week(db, &child, week, now).await?);
    }
    Ok(WeeklyDigest {
        week_start: iso(week.start),
        week_end: iso(week.end),
        children,
    })
}

async fn child_week(db: &Db, child: &Child, week: Week, now: i64) -> sqlx::Result<ChildWeek> {
    let until = week.end.min(now);
    let answered = digests::answers_between(db, &child.id, week.start, until).await?;
    let before_week: HashMap<String, f64> = answers::scores_before(db, &child.id, week.start)
        .await?
        .into_iter()
        .map(|point| (point.endcode_id, point.endcode_score_after))
        .collect();
    let tallies = areas::tally(&answered);
    let went_up = areas::went_up(&tallies, &before_week);
    let to_practise = areas::to_practise(&tallies, &went_up);
    let games = digests::games_between(db, &child.id, week.start, until).await?;
    Ok(ChildWeek {
        student_id: child.id.clone(),
        first_name: child.first_name.clone(),
        games_played: games.len() as i64,
        minutes_played: minutes_played(&games, until),
        answered: tallies.iter().map(|tally| tally.answers).sum(),
        right: tallies.iter().map(|tally| tally.right).sum(),
        went_up,
        to_practise,
        sessions: sessions(db, &child.id, week.start, until).await?,
    })
}

/// Whole minutes of play, to the nearest: each game counts from its start
/// until it was saved, or its clock ran out, or `until`.
fn minutes_played(games: &[WeekGame], until: i64) -> i64 {
    let millis: i64 = games
        .iter()
        .map(|game| {
            let out_of_time =
                game.started_at + playing_seconds(game.duration, game.time_factor) * 1000;
            let ended = game.finished_at.unwrap_or(out_of_time).min(out_of_time);
            (ended.min(until) - game.started_at).max(0)
        })
        .sum();
    (millis + 30_000) / 60_000
}

/// The child's sessions that ended in the week and took place or were
/// missed: a moved or cancelled one did not happen, and says so elsewhere.
/// Each carries its tutor's report once it is sent.
async fn sessions(
    db: &Db,
    student_id: &str,
    from: i64,
    until: i64,
) -> sqlx::Result<Vec<SessionOfWeek>> {
    let rows = session_views::past(db, Owner::Student(student_id), until, Some(from)).await?;
    let mut held = Vec::new();
    for session in session_views::hydrate(db, rows).await? {
        let Some(outcome) = outcome(session.status) else {
            continue;
        };
        let report = match session.report_sent {
            true => session_reports::find(db, &session._id).await?,
            false => None,
        };
        held.push(SessionOfWeek {
            starts_at: session.session_date_time,
            subject: session.subject.name,
            tutor_first_name: session.tutor.first_name,
            status: session.status,
            outcome: outcome.into(),
            report: report.map(|report| report.note),
        });
    }
    held.reverse();
    Ok(held)
}

/// What became of a session, in a parent's words; `None` for one that was
/// never to take place.
pub fn outcome(status: SessionStatus) -> Option<&'static str> {
    match status {
        SessionStatus::Attended => Some("Attended"),
        SessionStatus::MissedStudent => Some("Missed: your child did not join"),
        SessionStatus::MissedTutor => Some("Missed: the tutor did not join"),
        SessionStatus::MissedBoth => Some("Missed: neither joined"),
        SessionStatus::Rescheduled
        | SessionStatus::Substituted
        | SessionStatus::Cancelled
        | SessionStatus::Booked
        | SessionStatus::Scheduled => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_week_runs_from_monday_to_monday_and_the_one_before_is_whole() {
        // Thursday 3 December 2026, 12:00 UTC.
        let week = Week::holding(1_796_299_200_000);
        assert_eq!(iso(week.start), "2026-11-30T00:00:00.000Z");
        assert_eq!(iso(week.end), "2026-12-07T00:00:00.000Z");
        let before = week.before();
        assert_eq!(iso(before.start), "2026-11-23T00:00:00.000Z");
        assert_eq!(before.end, week.start);
    }

    #[test]
    fn a_game_counts_until_it_was_saved_or_ran_out_of_time() {
        let game = |finished_at, time_factor| WeekGame {
            started_at: 0,
            finished_at,
            duration: 60,
            time_factor,
        };
        // Saved after 30 s, and one that ran its minute unsaved: 1.5 min.
        assert_eq!(
            minutes_played(&[game(Some(30_000), 1.0), game(None, 1.0)], i64::MAX),
            2
        );
        // Double time runs two minutes; still going at 45 s.
        assert_eq!(minutes_played(&[game(None, 2.0)], i64::MAX), 2);
        assert_eq!(minutes_played(&[game(None, 2.0)], 45_000), 1);
        assert_eq!(minutes_played(&[], i64::MAX), 0);
    }
}
