//! Attainment on the month scale (docs/games.md): a child exactly on track at
//! the start of school year Y scores 12 × (Y + 4), plus one per month of the
//! school year. Questions carry the level at which an on-track child should
//! answer them, so an on-track child answers about three in four correctly.

/// Lowest and highest scores.
pub const MIN_SCORE: f64 = 0.0;
pub const MAX_SCORE: f64 = 200.0;
/// Months of attainment per school year.
pub const MONTHS_PER_YEAR: i64 = 12;
/// Success rate of a child answering a question at their own level.
pub const SUCCESS_AT_LEVEL: f64 = 0.75;
/// Months over which the odds of success change tenfold.
pub const ODDS_SCALE: f64 = 12.0;
/// The level of a child whose school year is not known: on track at the
/// start of year 1.
pub const DEFAULT_LEVEL: f64 = 60.0;

/// Months since the start of the school year (September = 0 … August = 11)
/// for a calendar month 1–12.
pub fn months_into_school_year(calendar_month: u32) -> i64 {
    (i64::from(calendar_month) + 12 - 9) % 12
}

/// The score of a child exactly on track in `school_year` (1–6) at the
/// given calendar month.
pub fn on_track_score(school_year: i64, calendar_month: u32) -> f64 {
    (MONTHS_PER_YEAR * (school_year + 4) + months_into_school_year(calendar_month)) as f64
}

/// The parents' and admins' relative levels and their month offsets.
pub const RELATIVE_LEVELS: [(&str, i64); 7] = [
    ("A year behind", -12),
    ("6 Months behind", -6),
    ("3 Months behind", -3),
    ("On track", 0),
    ("3 months ahead", 3),
    ("6 Months ahead", 6),
    ("A year ahead", 12),
];

pub fn relative_offset(level: &str) -> Option<i64> {
    RELATIVE_LEVELS
        .iter()
        .find(|(name, _)| *name == level)
        .map(|(_, offset)| *offset)
}

/// The chance that a child at `student` answers a question at `question`
/// correctly: 3 in 4 at their own level, tenfold odds per `ODDS_SCALE`.
pub fn expected_success(student: f64, question: f64) -> f64 {
    let odds_at_level = SUCCESS_AT_LEVEL / (1.0 - SUCCESS_AT_LEVEL);
    let odds = odds_at_level * 10f64.powf((student - question) / ODDS_SCALE);
    odds / (1.0 + odds)
}

/// The question score sought for a student at a difficulty.
pub fn target_question_score(student: f64, difficulty: super::Difficulty) -> f64 {
    (student + difficulty.level_offset()).clamp(MIN_SCORE, MAX_SCORE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Difficulty;

    #[test]
    fn on_track_scores_follow_the_school_year() {
        assert_eq!(on_track_score(1, 9), 60.0);
        assert_eq!(on_track_score(3, 9), 84.0);
        assert_eq!(on_track_score(5, 11), 110.0);
        assert_eq!(on_track_score(6, 8), 131.0);
        assert_eq!(months_into_school_year(1), 4);
    }

    #[test]
    fn success_is_three_in_four_at_level_and_falls_above_it() {
        assert!((expected_success(84.0, 84.0) - 0.75).abs() < 1e-9);
        assert!(expected_success(84.0, 96.0) < 0.25);
        assert!(expected_success(84.0, 72.0) > 0.95);
    }

    #[test]
    fn questions_are_sought_at_the_difficulty_offset_and_levels_named_by_offset() {
        assert_eq!(target_question_score(84.0, Difficulty::SuperHard), 96.0);
        assert_eq!(on_track_score(1, 9), DEFAULT_LEVEL);
        assert_eq!(relative_offset("6 Months behind"), Some(-6));
    }
}

/// How far (in months) a target score lies outside an endcode's range of
/// question scores; 0 inside it.
pub fn gap_to_range(target: f64, min_score: f64, max_score: f64) -> f64 {
    (min_score - target).max(target - max_score).max(0.0)
}

/// How strongly the engine prefers an endcode when choosing the next
/// question: questions near the level sought come first (a year-3 child is
/// not asked year-6 work because its endcode was due), then higher
/// priority (1 is highest), weaker than the student's subject level, and
/// longer unpractised all pull it forward.
pub fn endcode_weight(
    gap_months: f64,
    endcode_level: f64,
    subject_level: f64,
    priority: i64,
    days_since_practised: Option<f64>,
) -> f64 {
    let fit = 1.0 / (1.0 + (gap_months / 3.0).powi(2));
    let priority_weight = match priority {
        1 => 3.0,
        2 => 2.0,
        _ => 1.0,
    };
    let weakness = 1.0 + (subject_level - endcode_level).max(0.0) / 6.0;
    let staleness = match days_since_practised {
        None => 2.0,
        Some(days) => 1.0 + days.clamp(0.0, 14.0) / 14.0,
    };
    fit * priority_weight * weakness * staleness
}

#[cfg(test)]
mod weight_tests {
    use super::endcode_weight;

    #[test]
    fn priority_weakness_and_staleness_pull_an_endcode_forward() {
        let base = endcode_weight(0.0, 90.0, 90.0, 2, Some(0.0));
        assert!(endcode_weight(0.0, 90.0, 90.0, 1, Some(0.0)) > base);
        assert!(endcode_weight(0.0, 84.0, 90.0, 2, Some(0.0)) > base);
        assert!(endcode_weight(0.0, 90.0, 90.0, 2, Some(7.0)) > base);
        assert!(
            endcode_weight(0.0, 90.0, 90.0, 2, None)
                > endcode_weight(0.0, 90.0, 90.0, 2, Some(7.0))
        );
        assert!(endcode_weight(0.0, 96.0, 90.0, 3, Some(0.0)) > 0.0);
    }

    #[test]
    fn work_far_from_the_level_sought_is_rarely_chosen() {
        use super::gap_to_range;
        assert_eq!(gap_to_range(86.0, 84.0, 95.0), 0.0);
        assert_eq!(gap_to_range(86.0, 120.0, 131.0), 34.0);
        assert_eq!(gap_to_range(86.0, 60.0, 71.0), 15.0);
        let fitting = endcode_weight(0.0, 86.0, 86.0, 3, Some(14.0));
        let year_six = endcode_weight(34.0, 86.0, 86.0, 1, None);
        assert!(year_six * 20.0 < fitting, "{year_six} vs {fitting}");
    }
}
