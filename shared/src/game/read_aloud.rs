//! Whether a child's questions are read aloud as they appear
//! (docs/games.md, "Read to me").
//!
//! The "Read to me" button is on every question for every child. Children
//! in the first two school years, most of whom are still learning to read,
//! also hear each question read out as it appears, unless a parent turns
//! that off; a parent can turn it on for an older child too.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Questions are read out by themselves up to and including this school year.
pub const READ_ALOUD_UP_TO_YEAR: i64 = 2;

/// A parent's choice for one child.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReadAloud {
    /// As usual for the child's school year: on in Years 1 and 2. Kept
    /// as a choice of its own, so a child moving up to Year 3 changes
    /// with their year rather than with a setting made for Year 2.
    #[default]
    ByYear,
    /// Every question is read out.
    On,
    /// Questions are read out only when the child presses "Read to me".
    Off,
}

impl ReadAloud {
    pub const ALL: [ReadAloud; 3] = [ReadAloud::ByYear, ReadAloud::On, ReadAloud::Off];

    /// Whether a child in `school_year` with this choice hears each question read out.
    pub fn reads_each_question(self, school_year: i64) -> bool {
        match self {
            ReadAloud::ByYear => school_year <= READ_ALOUD_UP_TO_YEAR,
            ReadAloud::On => true,
            ReadAloud::Off => false,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ReadAloud::ByYear => "by_year",
            ReadAloud::On => "on",
            ReadAloud::Off => "off",
        }
    }

    /// The choice a stored name stands for; by year for anything else, as
    /// a record written before the choice existed means it.
    pub fn parse(stored: &str) -> ReadAloud {
        ReadAloud::ALL
            .into_iter()
            .find(|choice| choice.as_str() == stored)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_year_reads_aloud_in_years_one_and_two_only() {
        let years: Vec<bool> = (1..=6)
            .map(|year| ReadAloud::ByYear.reads_each_question(year))
            .collect();
        assert_eq!(years, [true, true, false, false, false, false]);
    }

    #[test]
    fn a_parents_choice_holds_in_every_year() {
        for year in 1..=6 {
            assert!(ReadAloud::On.reads_each_question(year));
            assert!(!ReadAloud::Off.reads_each_question(year));
        }
    }

    #[test]
    fn every_choice_is_stored_and_read_back_and_anything_else_is_by_year() {
        for choice in ReadAloud::ALL {
            assert_eq!(ReadAloud::parse(choice.as_str()), choice);
        }
        assert_eq!(ReadAloud::parse("loud"), ReadAloud::ByYear);
    }
}
