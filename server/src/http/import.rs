//! The import page's calls: browse and upload to the import folder, start
//! imports, read their status and results, download templates. ADMIN and
//! TEST only.

use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::import::{
    DriveItem, FOLDER_MIME_TYPE, ImportStatus, QUESTIONS_SUFFIX, SUBJECTS_SUFFIX, XLSX_MIME_TYPE,
};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AdminUser;
use crate::db::import_status;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::import::job::{self, IMPORT_ROOT, import_key};
use crate::import::workbook::MAX_FILE_BYTES;
use crate::import::{Kind, templates};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_folder))
        .routes(routes!(upload))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_FILE_BYTES + 1024))
        .routes(routes!(import_subjects))
        .routes(routes!(import_questions))
        .routes(routes!(status))
        .routes(routes!(results))
        .routes(routes!(template))
}

#[derive(Debug, Deserialize, IntoParams)]
struct FolderQuery {
    /// A folder's `id` from an earlier listing; the top folder when absent.
    #[serde(default)]
    folder: String,
}

fn importable(name: &str) -> bool {
    name.ends_with(SUBJECTS_SUFFIX) || name.ends_with(QUESTIONS_SUFFIX)
}

/// Relative path of a storage key inside the import folder.
fn item_id(key: &str) -> String {
    key.strip_prefix(IMPORT_ROOT)
        .unwrap_or(key)
        .trim_start_matches('/')
        .to_string()
}

fn name_of(key: &str) -> String {
    key.rsplit('/').next().unwrap_or(key).to_string()
}

/// The folders, and the subjects and questions workbooks, in a folder of the
/// import folder.
#[utoipa::path(get, path = "/import/folders", tag = "import", params(FolderQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Vec<DriveItem>), (status = 400, body = ErrorBody)))]
async fn list_folder(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<FolderQuery>,
) -> AppResult<Json<Vec<DriveItem>>> {
    let listing = state.storage.list(&import_key(&query.folder)?).await?;
    let folders = listing.folders.into_iter().map(|key| DriveItem {
        id: item_id(&key),
        name: name_of(&key),
        mime_type: FOLDER_MIME_TYPE.into(),
    });
    let files = listing
        .files
        .into_iter()
        .filter(|(key, _)| importable(key))
        .map(|(key, _)| DriveItem {
            id: item_id(&key),
            name: name_of(&key),
            mime_type: XLSX_MIME_TYPE.into(),
        });
    let mut items: Vec<DriveItem> = folders.chain(files).collect();
    items.sort_by(|a, b| {
        (a.mime_type != FOLDER_MIME_TYPE, &a.name).cmp(&(b.mime_type != FOLDER_MIME_TYPE, &b.name))
    });
    Ok(Json(items))
}

#[derive(Debug, Deserialize, IntoParams)]
struct UploadQuery {
    #[serde(default)]
    folder: String,
    /// The file name; it must end `.subjects.xlsx` or `.questions.xlsx`.
    name: String,
}

/// Puts a workbook (the request body) into a folder of the import folder,
/// replacing a file of the same name.
#[utoipa::path(post, path = "/import/upload", tag = "import", params(UploadQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    security(("bearer" = [])),
    responses((status = 200, body = DriveItem), (status = 400, body = ErrorBody),
        (status = 413, body = ErrorBody)))]
async fn upload(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<UploadQuery>,
    body: Result<Bytes, BytesRejection>,
) -> AppResult<Json<DriveItem>> {
    let body = body.map_err(|_| {
        AppError::PayloadTooLarge(format!(
            "Spreadsheets can be at most {} MB",
            MAX_FILE_BYTES / 1024 / 1024
        ))
    })?;
    let name = query.name.trim();
    if name.contains('/') || !importable(name) {
        return Err(AppError::bad_request(format!(
            "name: The file name must end {SUBJECTS_SUFFIX} or {QUESTIONS_SUFFIX}"
        )));
    }
    if !body.starts_with(b"PK") {
        return Err(AppError::bad_request(
            "The file is not an .xlsx spreadsheet",
        ));
    }
    let folder = query.folder.trim().trim_matches('/');
    let path = if folder.is_empty() {
        name.to_string()
    } else {
        format!("{folder}/{name}")
    };
    state.storage.put(&import_key(&path)?, body).await?;
    Ok(Json(DriveItem {
        id: path,
        name: name.to_string(),
        mime_type: XLSX_MIME_TYPE.into(),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
struct FileQuery {
    /// A file's `id` from the folder listing.
    file: String,
}

/// Starts importing a `.subjects.xlsx` workbook in the background.
#[utoipa::path(post, path = "/import/subjects", tag = "import", params(FileQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn import_subjects(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<FileQuery>,
) -> AppResult<Json<Success>> {
    job::start(&state.db, &state.storage, Kind::Subjects, &query.file).await?;
    Ok(Json(Success::YES))
}

/// Starts importing a `.questions.xlsx` workbook in the background.
#[utoipa::path(post, path = "/import/questions", tag = "import", params(FileQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn import_questions(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<FileQuery>,
) -> AppResult<Json<Success>> {
    job::start(&state.db, &state.storage, Kind::Questions, &query.file).await?;
    Ok(Json(Success::YES))
}

/// The last (or current) import.
#[utoipa::path(get, path = "/import", tag = "import", security(("bearer" = [])),
    responses((status = 200, body = ImportStatus)))]
async fn status(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<ImportStatus>> {
    Ok(Json(import_status::get(&state.db).await?))
}

/// The results workbook of the last import (the file its message names),
/// once it has finished.
#[utoipa::path(get, path = "/import/results", tag = "import", security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 404, body = ErrorBody)))]
async fn results(State(state): State<AppState>, _: AdminUser) -> AppResult<Response> {
    let no_results = || AppError::NotFound("The last import has no results file".into());
    let path = import_status::results_of_last(&state.db)
        .await?
        .ok_or_else(no_results)?;
    let bytes = state
        .storage
        .get(&import_key(&path)?)
        .await?
        .ok_or_else(no_results)?;
    Ok(workbook_download(&name_of(&path), bytes))
}

/// An `.xlsx` file the browser saves as `file_name`.
fn workbook_download(file_name: &str, bytes: impl IntoResponse) -> Response {
    let disposition = format!("attachment; filename=\"{file_name}\"");
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, XLSX_MIME_TYPE.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response()
}

/// A template workbook: `subjects` or `questions`.
#[utoipa::path(get, path = "/import/template/{kind}", tag = "import",
    params(("kind" = String, Path, description = "subjects or questions")),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 404, body = ErrorBody)))]
async fn template(_: AdminUser, Path(kind): Path<String>) -> AppResult<Response> {
    let kind = match kind.as_str() {
        "subjects" => Kind::Subjects,
        "questions" => Kind::Questions,
        _ => return Err(AppError::NotFound("No such template".into())),
    };
    let bytes = templates::template(kind)?;
    Ok(workbook_download(
        &format!("template{}", kind.suffix()),
        bytes,
    ))
}
