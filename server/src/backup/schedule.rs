//! Backups on a schedule, and which ones are kept: the newest hourly ones,
//! then one a day for a month (the settings' numbers).

use std::collections::HashSet;
use std::time::Duration;

use super::archive::Manifest;
use super::{BackupStore, take};
use crate::config::Config;
use crate::db::{Backend, Db, leases};
use crate::metrics::Metrics;
use crate::storage::Storage;

const LEASE: &str = "backups";

/// How often backups are taken; none when backups are off or the database
/// is not SQLite.
pub fn period(config: &Config, backend: Backend) -> Option<Duration> {
    let minutes = config.backup_every_minutes;
    if minutes <= 0.0 || backend != Backend::Sqlite {
        return None;
    }
    // At least a second apart, whatever a fraction asks.
    Some(Duration::from_secs_f64((minutes * 60.0).max(1.0)))
}

/// What the backup job works with.
pub struct BackupJob<'a> {
    pub db: &'a Db,
    pub storage: &'a Storage,
    pub store: &'a BackupStore,
    pub metrics: &'a Metrics,
    pub config: &'a Config,
}

impl BackupJob<'_> {
    /// Takes a backup, then prunes the old ones, unless another replica
    /// holds the lease for this `period`.
    pub async fn run_once(&self, holder: &str, period: Duration) -> anyhow::Result<()> {
        // Held for the whole period: one replica backs up per period.
        if !leases::take(self.db, LEASE, holder, period.as_millis() as i64).await? {
            return Ok(());
        }
        let taken = take::take(self.db, self.storage, self.store).await?;
        self.metrics.backup_taken(taken.taken_at_millis);
        prune(self.store, self.config).await
    }
}

/// Deletes the backups the keeping rule lets go.
pub async fn prune(store: &BackupStore, config: &Config) -> anyhow::Result<()> {
    let backups = store.list().await?;
    let keep = kept(
        &backups,
        config.backup_keep_hourly,
        config.backup_keep_daily,
    );
    for backup in backups.iter().filter(|backup| !keep.contains(&backup.name)) {
        store.delete(&backup.name).await?;
        tracing::info!(backup = backup.name, "old backup deleted");
    }
    Ok(())
}

/// The names kept of `backups` (newest first): the newest `hourly`, and of
/// the rest the newest of each day, for `daily` days.
fn kept(backups: &[Manifest], hourly: usize, daily: usize) -> HashSet<String> {
    let mut keep: HashSet<String> = backups
        .iter()
        .take(hourly)
        .map(|backup| backup.name.clone())
        .collect();
    let mut days = HashSet::new();
    for backup in backups.iter().skip(hourly) {
        let day = backup.taken_at.get(..10).unwrap_or_default().to_string();
        if days.len() < daily && days.insert(day) {
            keep.insert(backup.name.clone());
        }
    }
    keep
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn backup(taken_at: &str) -> Manifest {
        Manifest {
            name: taken_at.into(),
            taken_at: taken_at.into(),
            taken_at_millis: 0,
            schema_version: 1,
            tables: BTreeMap::new(),
            database_sha256: String::new(),
            files: Vec::new(),
            files_copied: false,
            sealed: false,
            archive_sha256: None,
            archive_bytes: None,
        }
    }

    #[test]
    fn keeps_the_newest_hourly_then_one_a_day() {
        let backups: Vec<Manifest> = [
            "2026-12-06T10:00",
            "2026-12-06T09:00",
            "2026-12-06T08:00",
            "2026-12-05T23:00",
            "2026-12-05T22:00",
            "2026-12-04T23:00",
            "2026-12-03T23:00",
        ]
        .into_iter()
        .map(backup)
        .collect();
        let mut kept: Vec<String> = kept(&backups, 2, 2).into_iter().collect();
        kept.sort();
        assert_eq!(
            kept,
            [
                "2026-12-05T23:00",
                "2026-12-06T08:00",
                "2026-12-06T09:00",
                "2026-12-06T10:00"
            ]
        );
    }
}
