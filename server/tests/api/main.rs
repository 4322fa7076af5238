//! Integration tests: the real server over HTTP on port 0, against SQLite or
//! (with `PLYTIME_TEST_DATABASE_URL`) PostgreSQL.

mod common;

mod admin;
mod answers_survive_kill;
mod auth;
mod authorization;
mod backups;
mod batched_writes;
mod child_settings;
mod content;
mod dbs;
mod digest;
mod email;
mod errors_and_routes;
mod extra_time;
mod game;
mod import;
mod metrics;
mod parents;
mod password_change;
mod pictures;
mod players;
mod privacy;
mod profile;
mod quiet_logs;
mod read_aloud;
mod recording_consent;
mod recordings;
mod review;
mod room_signins;
mod safeguarding;
mod server_process;
mod session_channel;
mod session_handoff;
mod session_record;
mod session_room;
mod session_whiteboard;
mod sessions;
mod signin_end;
mod stripe;
mod subscriptions;
mod sync;
mod test_auth;
mod tutors;
