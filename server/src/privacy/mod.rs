//! A family's data in its own hands (docs/privacy.md): the export of
//! everything held about it, the closing of its account, and the schedule
//! that keeps nothing longer than it is needed.

pub mod closing;
pub mod export;
pub mod retention;
