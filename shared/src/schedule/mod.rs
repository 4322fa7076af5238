//! Weekly schedules: tutors' 15-minute slots, parents' approximate times,
//! and the states a session and a subscription show.

pub mod matching;
pub mod occurrences;
pub mod slots;
pub mod status;
