//! The admins' Backups screen (docs/backups.md): the backups kept and
//! where, a backup taken now, and an archive downloaded (still sealed when
//! a key is set). Restoring is the command line's: it needs the server
//! stopped.

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use plytime_shared::api::admin::{BackupSummary, Backups};
use plytime_shared::api::errors::ErrorBody;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AdminUser;
use crate::backup::archive::Manifest;
use crate::backup::{schedule, take};
use crate::db::Backend;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub const NO_SUCH_BACKUP: &str = "No such backup";
/// Said, with the reason, when a backup on demand could not be written.
pub const BACKUP_FAILED: &str = "The backup failed and nothing of it was kept";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_backups, back_up_now))
        .routes(routes!(download_backup))
}

fn summary(manifest: &Manifest) -> BackupSummary {
    BackupSummary {
        name: manifest.name.clone(),
        taken_at: manifest.taken_at.clone(),
        bytes: manifest.archive_bytes.unwrap_or(0) as i64,
        rows: manifest.rows(),
        files: manifest.files.len() as i64,
        sealed: manifest.sealed,
    }
}

#[utoipa::path(get, path = "/admin/backups", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = Backups), (status = 403, body = ErrorBody)))]
async fn list_backups(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Backups>> {
    let backups = state.backups.list().await?;
    let scheduled = state.db.backend() == Backend::Sqlite;
    Ok(Json(Backups {
        location: state.backups.location(),
        every_minutes: if scheduled {
            state.config.backup_every_minutes
        } else {
            0.0
        },
        backups: backups.iter().map(summary).collect(),
    }))
}

/// Takes a backup now (SQLite; PostgreSQL is backed up with pgBackRest).
#[utoipa::path(post, path = "/admin/backups", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = BackupSummary), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn back_up_now(
    State(state): State<AppState>,
    admin: AdminUser,
) -> AppResult<Json<BackupSummary>> {
    if state.db.backend() != Backend::Sqlite {
        return Err(AppError::Conflict(take::POSTGRES_USES_PGBACKREST.into()));
    }
    let taken = match take::take(&state.db, &state.storage, &state.backups).await {
        Ok(taken) => taken,
        Err(error) => {
            // A full disk or a store that does not answer: the admin is
            // told why, and the server goes on as before.
            tracing::error!(error = format!("{error:#}"), "a backup on demand failed");
            return Err(AppError::Busy(format!(
                "{BACKUP_FAILED}: {}",
                error.root_cause()
            )));
        }
    };
    state.metrics.backup_taken(taken.taken_at_millis);
    tracing::info!(
        backup = taken.name,
        admin = admin.0.uid,
        "backup taken on demand"
    );
    schedule::prune(&state.backups, &state.config).await?;
    Ok(Json(summary(&taken)))
}

/// The backup's archive as stored.
#[utoipa::path(get, path = "/admin/backups/{name}", tag = "admin",
    params(("name" = String, Path)), security(("bearer" = [])),
    responses((status = 200, content_type = "application/octet-stream"),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn download_backup(
    State(state): State<AppState>,
    admin: AdminUser,
    Path(name): Path<String>,
) -> AppResult<Response> {
    let backups = state.backups.list().await?;
    let backup = backups
        .iter()
        .find(|backup| backup.name == name)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_BACKUP.into()))?;
    let archive = state.backups.archive(&backup.name).await?;
    tracing::info!(
        backup = backup.name,
        admin = admin.0.uid,
        "backup downloaded"
    );
    let disposition = format!("attachment; filename=\"{}.backup\"", backup.name);
    Ok((
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/octet-stream".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        archive,
    )
        .into_response())
}
