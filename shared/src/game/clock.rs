//! How long a game may be played: its duration from the first question,
//! and a little longer for the network to carry the last answer. The
//! server refuses questions and answers outside it, whether they come live
//! or from the desktop's offline queue.

/// Milliseconds in a day.
pub const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

/// Milliseconds in a week.
pub const WEEK_MILLIS: i64 = 7 * DAY_MILLIS;

/// Days, with their fraction, from `earlier` to `later` (epoch
/// milliseconds).
pub fn days_between(earlier: i64, later: i64) -> f64 {
    (later - earlier) as f64 / DAY_MILLIS as f64
}

/// Time allowed past a game's end for the last answer to arrive.
pub const NETWORK_GRACE_MS: i64 = 10_000;

/// Whether a game that started at `started_at` (epoch milliseconds) and
/// lasts `duration_seconds` is still being played at `now`.
pub fn in_play(started_at: i64, duration_seconds: i64, now: i64) -> bool {
    now >= started_at && now <= started_at + duration_seconds * 1000 + NETWORK_GRACE_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_minute_game_takes_answers_for_a_minute_and_the_grace() {
        let start = 1_000_000;
        assert!(in_play(start, 60, start));
        assert!(in_play(start, 60, start + 60_000 + NETWORK_GRACE_MS));
        assert!(!in_play(start, 60, start + 60_000 + NETWORK_GRACE_MS + 1));
        assert!(!in_play(start, 60, start - 1), "not before it began");
    }

    #[test]
    fn days_between_counts_fractions_of_a_day() {
        assert_eq!(days_between(0, DAY_MILLIS / 2), 0.5);
        assert_eq!(days_between(WEEK_MILLIS, 0), -7.0);
    }
}
