//! Messages (notes) about a student's subject, with unread counts and a
//! live event stream per channel.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_core::Stream;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::review::{
    MAX_NOTE_CHARS, NOTES_PAGE, NewNote, Note, NotesPage, NotesRead, UnreadNotes,
};
use plytime_shared::safeguarding::contact_details::mask_contact_details;
use plytime_shared::validation::{CANNOT_BE_EMPTY, Words, field_error, words_within};
use serde::Deserialize;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::BroadcastStream;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::{accounts, notes, now_millis};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::state::AppState;
use crate::time::{iso, parse_iso};

/// Largest page of notes.
const MAX_PAGE: i64 = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(post_note, list_notes))
        .routes(routes!(unread))
        .routes(routes!(mark_read))
        .routes(routes!(events))
}

#[utoipa::path(post, path = "/note/{student}/{subject}", tag = "notes", request_body = NewNote,
    params(("student" = String, Path), ("subject" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Note), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn post_note(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, subject)): Path<(String, String)>,
    Json(body): Json<NewNote>,
) -> AppResult<Json<Note>> {
    access::post_message(&state.db, &user, &student).await?;
    let written = words_within(&body.message, MAX_NOTE_CHARS).map_err(|refused| {
        let why = match refused {
            Words::Missing => CANNOT_BE_EMPTY.to_string(),
            Words::TooLong => format!("Can be at most {MAX_NOTE_CHARS} characters"),
        };
        AppError::bad_request(field_error("message", &why))
    })?;
    let sender = accounts::profile(&state.db, &user.uid).await?;
    let sender_name = sender
        .map(|profile| {
            profile
                .first_name
                .or(profile.display_name)
                .unwrap_or(profile.login)
        })
        .unwrap_or_default();
    // Every message here is between a child and their tutor: contact
    // details are masked before anyone sees them (docs/safeguarding.md).
    let masked = mask_contact_details(written);
    let note = notes::insert(
        &state.db,
        &notes::NewNote {
            student_id: &student,
            subject_id: &subject,
            sender_id: &user.uid,
            sender_name: &sender_name,
            message: &masked.text,
            unmasked: masked.masked.then_some(written),
        },
    )
    .await?;
    if masked.masked {
        tracing::info!(note = note._id, "contact details masked in a message");
    }
    state.notes_hub.publish(&state.db, note.clone()).await?;
    Ok(Json(note))
}

#[derive(Debug, Deserialize, IntoParams)]
struct PageQuery {
    /// Only notes before this moment (ISO 8601); the newest when absent.
    before: Option<String>,
    /// How many (10 when absent).
    limit: Option<i64>,
}

#[utoipa::path(get, path = "/note/{student}/{subject}", tag = "notes",
    params(("student" = String, Path), ("subject" = String, Path), PageQuery),
    security(("bearer" = [])),
    responses((status = 200, body = NotesPage), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn list_notes(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, subject)): Path<(String, String)>,
    Query(query): Query<PageQuery>,
) -> AppResult<Json<NotesPage>> {
    access::read_messages(&state.db, &user, &student).await?;
    let before = match query.before.as_deref() {
        None | Some("") => now_millis() + 1,
        Some(text) => parse_iso("before", text)?,
    };
    let limit = query.limit.unwrap_or(NOTES_PAGE).clamp(1, MAX_PAGE);
    let (notes, total) = notes::page(&state.db, &student, &subject, before, limit).await?;
    Ok(Json(NotesPage {
        count: notes.len() as i64,
        notes,
        total,
    }))
}

#[utoipa::path(get, path = "/unread_notes/{student}/{subject}", tag = "notes",
    params(("student" = String, Path), ("subject" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = UnreadNotes), (status = 403, body = ErrorBody)))]
async fn unread(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, subject)): Path<(String, String)>,
) -> AppResult<Json<UnreadNotes>> {
    access::read_messages(&state.db, &user, &student).await?;
    let (read_at, count) = notes::unread(&state.db, &user.uid, &student, &subject).await?;
    Ok(Json(UnreadNotes {
        timestamp: read_at.map(iso),
        count,
    }))
}

#[utoipa::path(put, path = "/notes_read/{student}/{subject}", tag = "notes",
    request_body = NotesRead,
    params(("student" = String, Path), ("subject" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn mark_read(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, subject)): Path<(String, String)>,
    Json(body): Json<NotesRead>,
) -> AppResult<Json<Success>> {
    // A parent only reads: their marking read is refused rather than kept,
    // so nothing a parent does moves a reader's position in the child's
    // channel (docs/authorization.md, "A child's messages and their parent").
    access::write_messages(&state.db, &user, &student).await?;
    let read_at = parse_iso("timestamp", &body.timestamp)?;
    notes::mark_read(
        &state.db,
        &user.uid,
        &student,
        &subject,
        read_at.min(now_millis()),
    )
    .await?;
    Ok(Json(Success::YES))
}

/// Server-sent events: a `message` event carrying each new note of the
/// channel as it is posted, on any server replica.
#[utoipa::path(get, path = "/note/{student}/{subject}/events", tag = "notes",
    params(("student" = String, Path), ("subject" = String, Path)), security(("bearer" = [])),
    responses((status = 200, content_type = "text/event-stream", description = "message events, each a Note"),
        (status = 403, body = ErrorBody)))]
async fn events(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, subject)): Path<(String, String)>,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    access::read_messages(&state.db, &user, &student).await?;
    let stream =
        BroadcastStream::new(state.notes_hub.watch(&student, &subject)).filter_map(|note| {
            // A watcher that fell behind skips what it missed; the UI reloads
            // the page of notes when it reconnects.
            let note = note.ok()?;
            let event = Event::default().event("message").json_data(&note).ok()?;
            Some(Ok(event))
        });
    Ok(Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15))))
}
