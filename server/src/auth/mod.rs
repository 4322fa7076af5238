//! Who is calling: passwords, id tokens, the signed-in user extractor, the
//! role guard and the ownership checks every route uses.

pub mod access;
pub mod ended_signins;
pub mod guard;
pub mod hashing;
pub mod password;
pub mod session_only;
pub mod tokens;

pub use guard::{AdminUser, AuthUser, Authenticated, SafeguardingLead};
