//! Request and response bodies of the `/api/` routes, one module per feature.

pub mod auth;
pub mod content;
pub mod errors;
pub mod game;
pub mod import;
pub mod profile;
pub mod review;
pub mod tokens;
pub mod util;
