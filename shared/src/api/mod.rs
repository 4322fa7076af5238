//! Request and response bodies of the `/api/` routes, one module per feature.

pub mod admin;
pub mod auth;
pub mod bank;
pub mod board_pictures;
pub mod content;
pub mod digest;
pub mod errors;
pub mod game;
pub mod import;
pub mod live_questions;
pub mod operation;
// Generated (shared/tests/api_operations.rs), laid out as written.
#[rustfmt::skip]
pub mod operations;
pub mod parents;
pub mod privacy;
pub mod profile;
pub mod recordings;
pub mod reports;
pub mod review;
pub mod rooms;
pub mod safeguarding;
pub mod sessions;
pub mod subscriptions;
pub mod sync;
pub mod tokens;
pub mod tutors;
pub mod util;
