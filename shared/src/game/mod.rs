//! The game's rules, written once (docs/games.md): difficulty, points,
//! streaks and totals, the ghost opponents, and the attainment model behind
//! the adaptive engine. The server replays a game's answers with
//! these rules; the UI's copy is tested against the same table
//! (`scoring_cases`).

pub mod choice;
pub mod clock;
pub mod difficulty;
pub mod estimate;
pub mod ghosts;
pub mod level;
pub mod read_aloud;
pub mod review;
pub mod scoring;
pub mod synced;
pub mod time_allowance;

pub use difficulty::Difficulty;
