//! Questions: create, read, save, archive and search.

use axum::extract::{RawQuery, State};
use plytime_shared::api::content::{
    AdminQuestion, QuestionBody, QuestionSearchResult, QuestionStatus, SearchMetadata,
};
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::content::Element;
use plytime_shared::content::validate::{question_problems, score_and_time_problems};
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::hierarchy::no_such;
use crate::auth::AdminUser;
use crate::conflicts::Conflict;
use crate::db::content::hierarchy::Saved;
use crate::db::content::questions::{self, QuestionFields, QuestionRow, Search};
use crate::db::content::{Level, hierarchy, images};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub const NO_SUCH_QUESTION: &str = "No such question";
/// Page size of question search, and its ceiling.
pub const DEFAULT_PAGE: i64 = 50;
const MAX_PAGE: i64 = 500;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_question))
        .routes(routes!(get_question, save_question, archive_question))
        .routes(routes!(search_questions))
}

/// Every problem with a question body, as `field: message`.
async fn problems(state: &AppState, body: &QuestionBody) -> AppResult<Vec<String>> {
    let mut problems = score_and_time_problems(body.score, body.standard_time, body.maximum_time);
    problems.extend(question_problems(&body.lines, &body.answers));
    for (l, line) in body.lines.iter().enumerate() {
        for (e, element) in line.iter().enumerate() {
            let Element::Image { image_id } = element else {
                continue;
            };
            if !image_id.trim().is_empty() && !images::exists(&state.db, image_id).await? {
                problems.push(field_error(
                    &format!("lines[{l}][{e}].image_id"),
                    "No such image",
                ));
            }
        }
    }
    Ok(problems)
}

/// The body's fields, once [`problems`] found none.
fn fields(body: &QuestionBody) -> QuestionFields<'_> {
    QuestionFields {
        status: body.status,
        score: body.score,
        standard_time: body.standard_time as i64,
        maximum_time: body.maximum_time as i64,
        lines: &body.lines,
        answers: &body.answers,
    }
}

async fn admin_view(state: &AppState, id: &str) -> AppResult<AdminQuestion> {
    let row = questions::get(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_QUESTION.into()))?;
    Ok(row.into_admin()?)
}

/// Adds a question to an endcode. The question is refused, with a message
/// naming the part at fault, unless its own answers mark correct.
#[utoipa::path(post, path = "/endcode/{endcode_id}/question", tag = "content",
    request_body = QuestionBody, security(("bearer" = [])), params(("endcode_id" = String, Path)),
    responses((status = 200, body = AdminQuestion), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create_question(
    State(state): State<AppState>,
    _: AdminUser,
    Path(endcode): Path<String>,
    Json(body): Json<QuestionBody>,
) -> AppResult<Json<AdminQuestion>> {
    let mut all_problems: Vec<String> = validation::non_empty(&body.reference)
        .err()
        .map(|message| field_error("ref", message))
        .into_iter()
        .collect();
    all_problems.extend(problems(&state, &body).await?);
    if !all_problems.is_empty() {
        return Err(AppError::BadRequest(all_problems));
    }
    hierarchy::endcode(&state.db, &endcode)
        .await?
        .ok_or_else(|| no_such(Level::Endcode))?;
    let id = questions::insert(state.db.write(), &endcode, &body.reference, &fields(&body))
        .await?
        .ok_or_else(|| Conflict::QuestionRef.error())?;
    Ok(Json(admin_view(&state, &id).await?))
}

#[utoipa::path(get, path = "/question/{question_id}", tag = "content",
    security(("bearer" = [])), params(("question_id" = String, Path)),
    responses((status = 200, body = AdminQuestion), (status = 404, body = ErrorBody)))]
async fn get_question(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminQuestion>> {
    Ok(Json(admin_view(&state, &id).await?))
}

/// Saves status, score, times, lines and answers; `ref` is read-only.
#[utoipa::path(put, path = "/question/{question_id}", tag = "content",
    request_body = QuestionBody, security(("bearer" = [])), params(("question_id" = String, Path)),
    responses((status = 200, body = AdminQuestion), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn save_question(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    Json(body): Json<QuestionBody>,
) -> AppResult<Json<AdminQuestion>> {
    let problems = problems(&state, &body).await?;
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    match questions::update(state.db.write(), &id, None, &fields(&body)).await? {
        Saved::NotFound => Err(AppError::NotFound(NO_SUCH_QUESTION.into())),
        Saved::Done | Saved::NameTaken => Ok(Json(admin_view(&state, &id).await?)),
    }
}

/// Deleting a question archives it.
#[utoipa::path(delete, path = "/question/{question_id}", tag = "content",
    security(("bearer" = [])), params(("question_id" = String, Path)),
    responses((status = 200, body = AdminQuestion), (status = 404, body = ErrorBody)))]
async fn archive_question(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> AppResult<Json<AdminQuestion>> {
    if !questions::archive(&state.db, &id).await? {
        return Err(AppError::NotFound(NO_SUCH_QUESTION.into()));
    }
    Ok(Json(admin_view(&state, &id).await?))
}

/// The search filter. `status` may repeat (`status=live&status=draft`) or
/// list several values separated by commas.
struct SearchQuery {
    statuses: Vec<QuestionStatus>,
    reference: String,
    from: i64,
    limit: i64,
}

fn parse_search(raw: Option<&str>) -> AppResult<SearchQuery> {
    let mut query = SearchQuery {
        statuses: Vec::new(),
        reference: String::new(),
        from: 0,
        limit: DEFAULT_PAGE,
    };
    let mut problems = Vec::new();
    for (key, value) in form_urlencoded::parse(raw.unwrap_or_default().as_bytes()) {
        match key.as_ref() {
            "status" | "status[]" => {
                for name in value.split(',').filter(|name| !name.trim().is_empty()) {
                    match QuestionStatus::parse(name) {
                        Some(status) if !query.statuses.contains(&status) => {
                            query.statuses.push(status)
                        }
                        Some(_) => {}
                        None => problems.push(field_error(
                            "status",
                            &format!("'{name}' is not a question status"),
                        )),
                    }
                }
            }
            "ref" => query.reference = value.into_owned(),
            "_from" => match value.trim().parse::<i64>() {
                Ok(from) if from >= 0 => query.from = from,
                _ => problems.push(field_error(
                    "_from",
                    plytime_shared::api::content::WHOLE_NUMBER_MESSAGE,
                )),
            },
            "_limit" => match value.trim().parse::<i64>() {
                Ok(limit) if (1..=MAX_PAGE).contains(&limit) => query.limit = limit,
                _ => problems.push(field_error(
                    "_limit",
                    &format!("Must be a whole number from 1 to {MAX_PAGE}"),
                )),
            },
            _ => {}
        }
    }
    if problems.is_empty() {
        Ok(query)
    } else {
        Err(AppError::BadRequest(problems))
    }
}

/// Questions whose ref contains `ref` (any letter case) with one of the
/// statuses (all statuses when none is given), in pages ordered by ref.
#[utoipa::path(get, path = "/admin/question/search", tag = "content",
    security(("bearer" = [])),
    params(
        ("status" = Option<Vec<QuestionStatus>>, Query, description = "repeat or comma-separate"),
        ("ref" = Option<String>, Query),
        ("_from" = Option<i64>, Query),
        ("_limit" = Option<i64>, Query),
    ),
    responses((status = 200, body = QuestionSearchResult), (status = 400, body = ErrorBody)))]
async fn search_questions(
    State(state): State<AppState>,
    _: AdminUser,
    RawQuery(raw): RawQuery,
) -> AppResult<Json<QuestionSearchResult>> {
    let query = parse_search(raw.as_deref())?;
    let search = Search {
        statuses: &query.statuses,
        reference: &query.reference,
        from: query.from,
        limit: query.limit,
    };
    let (rows, total) = questions::search(&state.db, &search).await?;
    let data = rows
        .into_iter()
        .map(QuestionRow::into_admin)
        .collect::<sqlx::Result<Vec<_>>>()?;
    let metadata = SearchMetadata {
        from: query.from,
        to: query.from + data.len() as i64,
        of: total,
    };
    Ok(Json(QuestionSearchResult { data, metadata }))
}
