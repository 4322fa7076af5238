//! The background jobs, wired to the server's state: which ones run, how
//! often and under which name. Each job's work is in its own module and
//! takes only the parts of the state it uses; this module, above the
//! state, is the one place that hands them out.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use crate::db::leases;
use crate::state::AppState;
use crate::{backup, db, digest, email, privacy, recordings, schedule};

/// Starts every background job; each runs until the server stops.
pub fn spawn_all(state: &AppState) {
    every(
        state.clone(),
        schedule::job::EVERY,
        "scheduling job",
        |state, holder| async move {
            schedule::job::run_once(&state.db, &state.payments, &holder).await
        },
    );
    every(
        state.clone(),
        privacy::retention::EVERY,
        "retention job",
        |state, holder| async move {
            let recording_days = state.config.recording_retention_days;
            privacy::retention::run_once(&state.db, &state.storage, recording_days, &holder).await
        },
    );
    spawn_backups(state);
    spawn_recordings(state);
    every(
        state.clone(),
        email::RETRY_EVERY,
        "e-mail retries",
        |state, _| async move {
            state.mailer.retry_due(&state.db, db::now_millis()).await?;
            Ok(())
        },
    );
    every(
        state.clone(),
        digest::job::EVERY,
        "weekly digest",
        |state, holder| async move {
            digest::job::run_once(&state.db, &state.mailer, &holder, db::now_millis())
                .await
                .map(drop)
        },
    );
}

/// Only when backups are on and the database is SQLite.
fn spawn_backups(state: &AppState) {
    let Some(period) = backup::schedule::period(&state.config, state.db.backend()) else {
        return;
    };
    every(
        state.clone(),
        period,
        "backup job",
        move |state, holder| async move {
            let job = backup::schedule::BackupJob {
                db: &state.db,
                storage: &state.storage,
                store: &state.backups,
                metrics: &state.metrics,
                config: &state.config,
            };
            job.run_once(&holder, period).await
        },
    );
}

fn spawn_recordings(state: &AppState) {
    // Kept from run to run: what this server has logged already.
    let noted = Arc::new(recordings::job::Noted::default());
    every(
        state.clone(),
        recordings::job::EVERY,
        "recordings job",
        move |state, holder| {
            let noted = noted.clone();
            async move {
                let recorder = recordings::job::Recorder {
                    db: &state.db,
                    storage: &state.storage,
                    key: &state.recording_key,
                    metrics: &state.metrics,
                    config: &state.config,
                };
                recorder.run_once(&holder, &noted).await
            }
        },
    );
}

/// Runs `job` every `period` until the server stops, as a holder of its
/// own (for the job's lease); a failure is logged and the next run comes
/// as usual. Each run's end, and whether the holder has a lease after
/// it, go to `/metrics`: the job takes its lease itself, so asking the
/// database is what tells it for every job alike.
fn every<Job, Run>(state: AppState, period: Duration, name: &'static str, job: Job)
where
    Job: Fn(AppState, String) -> Run + Send + 'static,
    Run: Future<Output = anyhow::Result<()>> + Send,
{
    let holder = uuid::Uuid::new_v4().to_string();
    // With replicas, the log tells which one holds a job's lease.
    tracing::info!(name, holder, "background job started");
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(period);
        loop {
            interval.tick().await;
            let outcome = job(state.clone(), holder.clone()).await;
            state.metrics.job_ran(name, outcome.is_ok());
            let lease_held = leases::holds_any(&state.db, &holder).await.ok();
            state.metrics.job_finished(name, lease_held);
            if let Err(error) = outcome {
                tracing::error!(error = format!("{error:#}"), name, "background job failed");
            }
        }
    });
}
