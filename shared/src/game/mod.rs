//! The game's rules, written once: difficulty, points, streaks and totals
//! (spec 000 §9), the ghost opponents, and the attainment model behind the
//! adaptive engine (DESIGN §5). The server replays a game's answers with
//! these rules; the UI's copy is tested against the same table
//! (`scoring_cases`).

pub mod choice;
pub mod clock;
pub mod difficulty;
pub mod ghosts;
pub mod level;
pub mod review;
pub mod scoring;
pub mod synced;

pub use difficulty::Difficulty;
