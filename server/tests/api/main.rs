//! Integration tests: the real server over HTTP on port 0, against SQLite or
//! (with `PLYTIME_TEST_DATABASE_URL`) PostgreSQL.

mod common;

mod auth;
mod content;
mod errors_and_routes;
mod game;
mod import;
mod password_change;
mod profile;
mod review;
mod test_auth;
