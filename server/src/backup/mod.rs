//! Backups of a SQLite server, and restoring one (docs/backups.md).
//!
//! A backup is a consistent snapshot of the database (`VACUUM INTO`, which
//! reads while writers go on) with the files it refers to when the file
//! store is a folder, zipped with a manifest (time, schema version, row
//! counts, checksums) and sealed with the backup key when one is set. It
//! goes to the backup location: a folder of its own, or by default the file
//! store's `backups/` folder. Its manifest is written last, beside it, so a
//! backup cut short is never listed.
//!
//! Every family closing is also written to an erasure ledger in the same
//! location (`ledger`), which a restore re-applies so that an erased family
//! stays erased.

pub mod archive;
pub mod ledger;
pub mod restore;
pub mod schedule;
pub mod store;
pub mod take;

pub use store::BackupStore;
