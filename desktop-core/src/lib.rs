//! The desktop client's core, free of Tauri: configuration, the adult PIN,
//! the signed-in session (tokens in memory and the OS keyring) and the API
//! calls made on the UI's behalf, and offline work: the local store and
//! its sync to the server, and handing live sessions to the web browser.
//! The Tauri commands are thin adapters over this; the types they send to
//! JavaScript are exported for the UI (`typescript`). Tauri is not a
//! dependency, so the compiler keeps this crate free of it.

pub mod browser;
pub mod config;
pub mod error;
pub mod offline;
pub mod pin;
pub mod seal;
pub mod secrets;
pub mod server_files;
pub mod session;
pub mod store;
pub mod sync;
pub mod sync_status;
pub mod typescript;

pub use config::{AppConfig, ConfigView};
pub use error::DesktopError;
pub use session::{ApiResponse, Session, SessionInfo};
