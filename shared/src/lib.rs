//! Domain types and pure rules used by both the server and the desktop client.
//!
//! Nothing in this crate performs I/O: every function is a rule that can be
//! tested with a table, and every type is a wire shape that the UI receives as
//! generated TypeScript (see [`typescript::export_all`]).

pub mod api;
pub mod avatars;
pub mod content;
pub mod game;
pub mod role;
pub mod safeguarding;
pub mod schedule;
pub mod typescript;
pub mod validation;
pub mod whiteboard;
pub mod words;

pub use role::Role;
