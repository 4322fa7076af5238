//! What an answer given offline must look like to be believed when the
//! desktop syncs it. Online, the server's own clock and ask records vouch
//! for an answer; offline, only the desktop's word comes back, so the
//! server checks that the word describes something that could have
//! happened: the answer sits inside its game's time, after the game's
//! previous answer, took as long as a child needs at least, is not dated in
//! the future nor older than the offline window, and claims no higher a
//! difficulty than its question fits. docs/offline-trust.md explains why
//! each bound is where it is.

use crate::api::game::GameSummary;
use crate::api::sync::{
    OfflineAnswer, SYNC_ANSWER_IN_FUTURE, SYNC_ANSWER_OUT_OF_ORDER, SYNC_ANSWER_OUTSIDE_GAME,
    SYNC_ANSWER_TOO_FAST, SYNC_ANSWER_TOO_OLD,
};
use crate::game::Difficulty;
use crate::game::clock::{DAY_MILLIS, in_play};

/// How long a desktop may stay offline and still have its answers count:
/// a long school holiday.
pub const OFFLINE_WINDOW_DAYS: i64 = 42;
/// No child reads a question, works it out and enters the answer faster.
pub const FASTEST_ANSWER_SECONDS: f64 = 1.0;
/// How far a desktop's clock may run ahead of the server's.
pub const CLOCK_SKEW_MS: i64 = 2 * 60 * 1000;
/// Rounding of the seconds a desktop reports (tenths) and of its clock.
pub const ORDER_SLACK_MS: i64 = 1_000;
/// How far below its difficulty's target a question may lie and still have
/// been chosen for it (the nearest question in a thin bank): one step.
pub const DIFFICULTY_SLACK_MONTHS: f64 = 6.0;

/// The game an offline answer claims to belong to, as the server holds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameTimeline {
    /// Epoch milliseconds: the game's first question.
    pub started_at: i64,
    pub duration_seconds: i64,
    /// When the game's latest answer already applied was given.
    pub last_answered_at: Option<i64>,
}

/// Why an answer dated `answered_at` after `seconds` of thought cannot
/// have happened by `now`, whatever game it claims.
pub fn time_problem(answered_at: i64, seconds: f64, now: i64) -> Option<&'static str> {
    if answered_at > now + CLOCK_SKEW_MS {
        Some(SYNC_ANSWER_IN_FUTURE)
    } else if answered_at < now - OFFLINE_WINDOW_DAYS * DAY_MILLIS {
        Some(SYNC_ANSWER_TOO_OLD)
    } else if seconds.is_nan() || seconds < FASTEST_ANSWER_SECONDS {
        Some(SYNC_ANSWER_TOO_FAST)
    } else {
        None
    }
}

/// Why the answer cannot have been given in `game`: outside its time, or
/// asked before the game's previous answer was given.
pub fn timeline_problem(
    answered_at: i64,
    seconds: f64,
    game: &GameTimeline,
) -> Option<&'static str> {
    let asked_at = answered_at - (seconds * 1000.0) as i64;
    if asked_at < game.started_at - ORDER_SLACK_MS
        || !in_play(game.started_at, game.duration_seconds, answered_at)
    {
        Some(SYNC_ANSWER_OUTSIDE_GAME)
    } else if game
        .last_answered_at
        .is_some_and(|last| asked_at < last - ORDER_SLACK_MS)
    {
        Some(SYNC_ANSWER_OUT_OF_ORDER)
    } else {
        None
    }
}

/// The highest difficulty, up to the one claimed, whose target (the
/// student's `level` plus its offset) the question's score fits within one
/// step: the offline player picks the question nearest its target, so an
/// easy question claimed as SUPER_HARD counts at the difficulty it fits.
pub fn believable_difficulty(claimed: Difficulty, question_score: f64, level: f64) -> Difficulty {
    Difficulty::ALL
        .into_iter()
        .rev()
        .filter(|difficulty| difficulty.bonus_points() <= claimed.bonus_points())
        .find(|difficulty| {
            question_score >= level + difficulty.level_offset() - DIFFICULTY_SLACK_MONTHS
        })
        .unwrap_or(Difficulty::Easy)
}

/// A game queued by hand: its answers, then its summary.
pub struct QueuedGame {
    pub answers: Vec<OfflineAnswer>,
    pub summary: GameSummary,
}

/// Games named `{name}-0`, `{name}-1`, … of at most
/// [`ANSWERS_PER_QUEUED_GAME`] answers, one to each of `questions` with
/// nothing typed, played just before `now` on a timeline these rules accept:
/// what the desktop's sync tests and its fault harness queue. Answer ids are
/// `{game}-{nth}`, so the same call queues the same items again.
pub fn queued_games(
    name: &str,
    subject_id: &str,
    questions: &[String],
    now: i64,
) -> Vec<QueuedGame> {
    let iso = |millis: i64| {
        chrono::DateTime::from_timestamp_millis(millis)
            .unwrap_or_default()
            .to_rfc3339()
    };
    questions
        .chunks(ANSWERS_PER_QUEUED_GAME)
        .enumerate()
        .map(|(number, questions)| {
            let game = format!("{name}-{number}");
            let answers = questions
                .iter()
                .enumerate()
                .map(|(nth, question)| {
                    let (answered_at, seconds) = queued_answer_time(nth, now);
                    OfflineAnswer {
                        _id: format!("{game}-{nth}"),
                        question_id: question.clone(),
                        game_summary_id: game.clone(),
                        game_id: QUEUED_GAME_TYPE.0.to_string(),
                        focus: vec![subject_id.to_string()],
                        difficulty: Difficulty::Medium,
                        answer: Default::default(),
                        time: seconds,
                        answered_at: iso(answered_at),
                    }
                })
                .collect();
            let summary = GameSummary {
                _id: game,
                game_id: QUEUED_GAME_TYPE.0.to_string(),
                focus: vec![subject_id.to_string()],
                players: Vec::new(),
                started_at: iso(now),
                finished_at: None,
                game_type: QUEUED_GAME_TYPE.1.to_string(),
                duration: 1,
            };
            QueuedGame { answers, summary }
        })
        .collect()
}

/// The library game and its type that hand-queued games are played as.
const QUEUED_GAME_TYPE: (&str, &str) = ("speed-1-multi", "speed_standard");

/// Most answers that tests and tools put in one game they queue by hand.
pub const ANSWERS_PER_QUEUED_GAME: usize = 10;

/// When the `nth` answer (below [`ANSWERS_PER_QUEUED_GAME`]) of a game
/// played just before `now` was given, and the seconds it took: a timeline
/// these rules accept, for tests and tools that queue play by hand.
pub fn queued_answer_time(nth: usize, now: i64) -> (i64, f64) {
    let every_ms = 5_000;
    let began = now - every_ms * (ANSWERS_PER_QUEUED_GAME as i64 + 1);
    (began + every_ms * (nth as i64 + 1), 4.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn an_answer_is_not_from_the_future_nor_older_than_the_window_nor_too_quick() {
        assert_eq!(time_problem(NOW, 3.0, NOW), None);
        assert_eq!(
            time_problem(NOW + CLOCK_SKEW_MS, 3.0, NOW),
            None,
            "a clock a little ahead"
        );
        assert_eq!(
            time_problem(NOW + CLOCK_SKEW_MS + 1, 3.0, NOW),
            Some(SYNC_ANSWER_IN_FUTURE)
        );
        assert_eq!(time_problem(NOW - 41 * DAY_MILLIS, 3.0, NOW), None);
        assert_eq!(
            time_problem(NOW - 43 * DAY_MILLIS, 3.0, NOW),
            Some(SYNC_ANSWER_TOO_OLD)
        );
        assert_eq!(time_problem(NOW, 1.0, NOW), None);
        assert_eq!(time_problem(NOW, 0.5, NOW), Some(SYNC_ANSWER_TOO_FAST));
        assert_eq!(time_problem(NOW, f64::NAN, NOW), Some(SYNC_ANSWER_TOO_FAST));
    }

    #[test]
    fn answers_sit_inside_their_game_one_after_another() {
        let game = GameTimeline {
            started_at: NOW,
            duration_seconds: 60,
            last_answered_at: None,
        };
        assert_eq!(
            timeline_problem(NOW + 4_000, 4.0, &game),
            None,
            "the first question"
        );
        assert_eq!(
            timeline_problem(NOW + 4_000, 9.0, &game),
            Some(SYNC_ANSWER_OUTSIDE_GAME),
            "asked before the game began"
        );
        assert_eq!(
            timeline_problem(NOW + 75_000, 3.0, &game),
            Some(SYNC_ANSWER_OUTSIDE_GAME),
            "after the minute and its grace"
        );
        let after_one = GameTimeline {
            last_answered_at: Some(NOW + 10_000),
            ..game
        };
        assert_eq!(timeline_problem(NOW + 14_000, 4.0, &after_one), None);
        assert_eq!(
            timeline_problem(NOW + 14_000, 6.0, &after_one),
            Some(SYNC_ANSWER_OUT_OF_ORDER),
            "asked while the previous question was still open"
        );
    }

    #[test]
    fn games_queued_by_hand_keep_a_possible_timeline() {
        let times: Vec<(i64, f64)> = (0..ANSWERS_PER_QUEUED_GAME)
            .map(|nth| queued_answer_time(nth, NOW))
            .collect();
        let (first_at, first_seconds) = times[0];
        let mut game = GameTimeline {
            started_at: first_at - (first_seconds * 1000.0) as i64,
            duration_seconds: 60,
            last_answered_at: None,
        };
        for (answered_at, seconds) in times {
            assert_eq!(time_problem(answered_at, seconds, NOW), None);
            assert_eq!(timeline_problem(answered_at, seconds, &game), None);
            game.last_answered_at = Some(answered_at);
        }
    }

    #[test]
    fn a_claimed_difficulty_counts_only_as_high_as_its_question_fits() {
        use Difficulty::*;
        let level = 84.0;
        assert_eq!(believable_difficulty(SuperHard, 96.0, level), SuperHard);
        assert_eq!(
            believable_difficulty(SuperHard, 90.0, level),
            SuperHard,
            "one step below"
        );
        assert_eq!(believable_difficulty(SuperHard, 84.0, level), Hard);
        assert_eq!(believable_difficulty(SuperHard, 79.0, level), Medium);
        assert_eq!(
            believable_difficulty(Medium, 120.0, level),
            Medium,
            "never above the claim"
        );
        assert_eq!(believable_difficulty(Hard, 40.0, level), Easy);
    }
}
