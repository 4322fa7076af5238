//! Subjects, themes, topics and endcodes.

use axum::extract::State;
use plytime_shared::api::content::{
    AdminEndcode, AdminSubject, AdminTheme, AdminTopic, EndcodeBody, NamedBody, PRIORITY_MESSAGE,
};
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::views;
use crate::auth::AdminUser;
use crate::conflicts::Conflict;
use crate::db::content::Level;
use crate::db::content::hierarchy::{self, EndcodeFields, NodeRow, Saved};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_subjects, create_subject))
        .routes(routes!(get_subject, save_subject))
        .routes(routes!(list_themes, create_theme))
        .routes(routes!(get_theme, save_theme))
        .routes(routes!(list_topics, create_topic))
        .routes(routes!(get_topic, save_topic))
        .routes(routes!(list_endcodes, create_endcode))
        .routes(routes!(get_endcode, save_endcode))
}

pub fn no_such(level: Level) -> AppError {
    AppError::NotFound(format!("No such {}", level.noun()))
}

fn checked_name(name: &str) -> AppResult<&str> {
    validation::non_empty(name)
        .map_err(|message| AppError::bad_request(field_error("name", message)))?;
    Ok(name.trim())
}

async fn existing(state: &AppState, level: Level, id: &str) -> AppResult<NodeRow> {
    hierarchy::node(&state.db, level, id)
        .await?
        .ok_or_else(|| no_such(level))
}

/// Creates a node under `parent` and returns its id.
async fn create(
    state: &AppState,
    level: Level,
    parent: Option<&str>,
    name: &str,
) -> AppResult<String> {
    if let (Some(parent_level), Some(parent)) = (level.parent(), parent) {
        existing(state, parent_level, parent).await?;
    }
    hierarchy::insert_node(state.db.write(), level, parent, checked_name(name)?)
        .await?
        .ok_or_else(|| Conflict::Name(level).error())
}

async fn rename(state: &AppState, level: Level, id: &str, name: &str) -> AppResult<NodeRow> {
    match hierarchy::rename_node(&state.db, level, id, checked_name(name)?).await? {
        Saved::Done => existing(state, level, id).await,
        Saved::NotFound => Err(no_such(level)),
        Saved::NameTaken => Err(Conflict::Name(level).error()),
    }
}

fn single<T>(mut views: Vec<T>) -> AppResult<T> {
    views
        .pop()
        .ok_or_else(|| anyhow::anyhow!("a view was lost").into())
}

async fn subject_view(state: &AppState, node: NodeRow) -> AppResult<AdminSubject> {
    single(views::subjects(&state.db, vec![node]).await?)
}

async fn theme_view(state: &AppState, node: NodeRow) -> AppResult<AdminTheme> {
    let subject = node.parent_id.clone();
    single(views::themes(&state.db, &subject, vec![node]).await?)
}

async fn topic_view(state: &AppState, node: NodeRow) -> AppResult<AdminTopic> {
    let theme = node.parent_id.clone();
    single(views::topics(&state.db, &theme, vec![node]).await?)
}

async fn endcode_view(state: &AppState, id: &str) -> AppResult<AdminEndcode> {
    let row = hierarchy::endcode(&state.db, id)
        .await?
        .ok_or_else(|| no_such(Level::Endcode))?;
    let topic = row.topic_id.clone();
    single(views::endcodes(&state.db, &topic, vec![row]).await?)
}

/// Every subject.
#[utoipa::path(get, path = "/subject", tag = "content", security(("bearer" = [])),
    responses((status = 200, body = Vec<AdminSubject>), (status = 403, body = ErrorBody)))]
async fn list_subjects(
    State(state): State<AppState>,
    _: AdminUser,
) -> AppResult<Json<Vec<AdminSubject>>> {
    let nodes = hierarchy::nodes(&state.db, Level::Subject, None).await?;
    Ok(Json(views::subjects(&state.db, nodes).await?))
}

#[utoipa::path(post, path = "/subject", tag = "content", request_body = NamedBody,
    security(("bearer" = [])),
    responses((status = 200, body = AdminSubject), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn create_subject(
    State(state): State<AppState>,
    _: AdminUser,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminSubject>> {
    let id = create(&state, Level::Subject, None, &body.name).await?;
    Ok(Json(
        subject_view(&state, existing(&state, Level::Subject, &id).await?).await?,
    ))
}

#[utoipa::path(get, path = "/subject/{subject_id}", tag = "content", security(("bearer" = [])),
    params(("subject_id" = String, Path)),
    responses((status = 200, body = AdminSubject), (status = 404, body = ErrorBody)))]
async fn get_subject(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminSubject>> {
    Ok(Json(
        subject_view(&state, existing(&state, Level::Subject, &id).await?).await?,
    ))
}

/// Saves a subject's name.
#[utoipa::path(put, path = "/subject/{subject_id}", tag = "content", request_body = NamedBody,
    security(("bearer" = [])), params(("subject_id" = String, Path)),
    responses((status = 200, body = AdminSubject), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_subject(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminSubject>> {
    Ok(Json(
        subject_view(
            &state,
            rename(&state, Level::Subject, &id, &body.name).await?,
        )
        .await?,
    ))
}

#[utoipa::path(get, path = "/subject/{subject_id}/theme", tag = "content",
    security(("bearer" = [])), params(("subject_id" = String, Path)),
    responses((status = 200, body = Vec<AdminTheme>), (status = 404, body = ErrorBody)))]
async fn list_themes(
    State(state): State<AppState>,
    _: AdminUser,
    Path(subject): Path<String>,
) -> AppResult<Json<Vec<AdminTheme>>> {
    existing(&state, Level::Subject, &subject).await?;
    let nodes = hierarchy::nodes(&state.db, Level::Theme, Some(&subject)).await?;
    Ok(Json(views::themes(&state.db, &subject, nodes).await?))
}

#[utoipa::path(post, path = "/subject/{subject_id}/theme", tag = "content",
    request_body = NamedBody, security(("bearer" = [])), params(("subject_id" = String, Path)),
    responses((status = 200, body = AdminTheme), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create_theme(
    State(state): State<AppState>,
    _: AdminUser,
    Path(subject): Path<String>,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminTheme>> {
    let id = create(&state, Level::Theme, Some(&subject), &body.name).await?;
    Ok(Json(
        theme_view(&state, existing(&state, Level::Theme, &id).await?).await?,
    ))
}

#[utoipa::path(get, path = "/theme/{theme_id}", tag = "content", security(("bearer" = [])),
    params(("theme_id" = String, Path)),
    responses((status = 200, body = AdminTheme), (status = 404, body = ErrorBody)))]
async fn get_theme(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminTheme>> {
    Ok(Json(
        theme_view(&state, existing(&state, Level::Theme, &id).await?).await?,
    ))
}

#[utoipa::path(put, path = "/theme/{theme_id}", tag = "content", request_body = NamedBody,
    security(("bearer" = [])), params(("theme_id" = String, Path)),
    responses((status = 200, body = AdminTheme), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_theme(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminTheme>> {
    Ok(Json(
        theme_view(&state, rename(&state, Level::Theme, &id, &body.name).await?).await?,
    ))
}

#[utoipa::path(get, path = "/theme/{theme_id}/topic", tag = "content",
    security(("bearer" = [])), params(("theme_id" = String, Path)),
    responses((status = 200, body = Vec<AdminTopic>), (status = 404, body = ErrorBody)))]
async fn list_topics(
    State(state): State<AppState>,
    _: AdminUser,
    Path(theme): Path<String>,
) -> AppResult<Json<Vec<AdminTopic>>> {
    existing(&state, Level::Theme, &theme).await?;
    let nodes = hierarchy::nodes(&state.db, Level::Topic, Some(&theme)).await?;
    Ok(Json(views::topics(&state.db, &theme, nodes).await?))
}

#[utoipa::path(post, path = "/theme/{theme_id}/topic", tag = "content",
    request_body = NamedBody, security(("bearer" = [])), params(("theme_id" = String, Path)),
    responses((status = 200, body = AdminTopic), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create_topic(
    State(state): State<AppState>,
    _: AdminUser,
    Path(theme): Path<String>,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminTopic>> {
    let id = create(&state, Level::Topic, Some(&theme), &body.name).await?;
    Ok(Json(
        topic_view(&state, existing(&state, Level::Topic, &id).await?).await?,
    ))
}

#[utoipa::path(get, path = "/topic/{topic_id}", tag = "content", security(("bearer" = [])),
    params(("topic_id" = String, Path)),
    responses((status = 200, body = AdminTopic), (status = 404, body = ErrorBody)))]
async fn get_topic(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminTopic>> {
    Ok(Json(
        topic_view(&state, existing(&state, Level::Topic, &id).await?).await?,
    ))
}

#[utoipa::path(put, path = "/topic/{topic_id}", tag = "content", request_body = NamedBody,
    security(("bearer" = [])), params(("topic_id" = String, Path)),
    responses((status = 200, body = AdminTopic), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_topic(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    Json(body): Json<NamedBody>,
) -> AppResult<Json<AdminTopic>> {
    Ok(Json(
        topic_view(&state, rename(&state, Level::Topic, &id, &body.name).await?).await?,
    ))
}

#[utoipa::path(get, path = "/topic/{topic_id}/endcode", tag = "content",
    security(("bearer" = [])), params(("topic_id" = String, Path)),
    responses((status = 200, body = Vec<AdminEndcode>), (status = 404, body = ErrorBody)))]
async fn list_endcodes(
    State(state): State<AppState>,
    _: AdminUser,
    Path(topic): Path<String>,
) -> AppResult<Json<Vec<AdminEndcode>>> {
    existing(&state, Level::Topic, &topic).await?;
    let rows = hierarchy::endcodes_of(&state.db, &topic).await?;
    Ok(Json(views::endcodes(&state.db, &topic, rows).await?))
}

fn endcode_fields(body: &EndcodeBody) -> AppResult<EndcodeFields<'_>> {
    let mut problems = Vec::new();
    if let Err(message) = validation::non_empty(&body.name) {
        problems.push(field_error("name", message));
    }
    if !(1..=3).contains(&body.priority) {
        problems.push(field_error("priority", PRIORITY_MESSAGE));
    }
    for (i, video) in body.help_videos.iter().enumerate() {
        if !(video.starts_with("https://") || video.starts_with("http://")) {
            problems.push(field_error(
                &format!("help_videos[{i}]"),
                "Must be a web address",
            ));
        }
    }
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    Ok(EndcodeFields {
        name: &body.name,
        description: &body.description,
        help_videos: &body.help_videos,
        priority: body.priority,
    })
}

#[utoipa::path(post, path = "/topic/{topic_id}/endcode", tag = "content",
    request_body = EndcodeBody, security(("bearer" = [])), params(("topic_id" = String, Path)),
    responses((status = 200, body = AdminEndcode), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create_endcode(
    State(state): State<AppState>,
    _: AdminUser,
    Path(topic): Path<String>,
    Json(body): Json<EndcodeBody>,
) -> AppResult<Json<AdminEndcode>> {
    let fields = endcode_fields(&body)?;
    existing(&state, Level::Topic, &topic).await?;
    let id = hierarchy::insert_endcode(state.db.write(), &topic, &fields)
        .await?
        .ok_or_else(|| Conflict::Name(Level::Endcode).error())?;
    Ok(Json(endcode_view(&state, &id).await?))
}

#[utoipa::path(get, path = "/endcode/{endcode_id}", tag = "content", security(("bearer" = [])),
    params(("endcode_id" = String, Path)),
    responses((status = 200, body = AdminEndcode), (status = 404, body = ErrorBody)))]
async fn get_endcode(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminEndcode>> {
    Ok(Json(endcode_view(&state, &id).await?))
}

#[utoipa::path(put, path = "/endcode/{endcode_id}", tag = "content", request_body = EndcodeBody,
    security(("bearer" = [])), params(("endcode_id" = String, Path)),
    responses((status = 200, body = AdminEndcode), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_endcode(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    Json(body): Json<EndcodeBody>,
) -> AppResult<Json<AdminEndcode>> {
    let fields = endcode_fields(&body)?;
    match hierarchy::update_endcode(state.db.write(), &id, &fields).await? {
        Saved::Done => Ok(Json(endcode_view(&state, &id).await?)),
        Saved::NotFound => Err(no_such(Level::Endcode)),
        Saved::NameTaken => Err(Conflict::Name(Level::Endcode).error()),
    }
}
