//! Reporting a concern (docs/safeguarding.md): a child, a parent or a tutor
//! tells the safeguarding lead what worried them, about a session they
//! took part in or a child of theirs. They see that it was received and
//! where it stands, never the lead's notes.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::safeguarding::{NewConcern, RaisedConcern};
use plytime_shared::validation::given;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::concerns::{self, NewConcern as ConcernRow};
use crate::db::{accounts, people};
use crate::email::Outgoing;
use crate::error::{AppError, AppResult};
use crate::extract::Json;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(raise))
        .routes(routes!(raised))
}

/// Who and what a concern is about, as far as the caller may name them.
struct About {
    session_id: Option<String>,
    student_id: Option<String>,
    tutor_id: Option<String>,
}

/// The session (one the caller may see) or the child (one of theirs) named
/// in a concern. A child's own concern is always about them; a tutor is
/// named when someone else raises a concern about their session.
async fn about(state: &AppState, user: &AuthUser, body: &NewConcern) -> AppResult<About> {
    if let Some(session_id) = given(body.session_id.as_deref()) {
        let session = access::session(&state.db, user, session_id).await?;
        let by_its_tutor = session.tutor_account == user.uid;
        return Ok(About {
            session_id: Some(session.id),
            student_id: Some(session.student_id),
            tutor_id: (!by_its_tutor).then_some(session.tutor_id),
        });
    }
    let student_id = if user.role == Role::Student {
        people::student_id_of_account(&state.db, &user.uid).await?
    } else if let Some(student_id) = given(body.student_id.as_deref()) {
        access::student(&state.db, user, student_id).await?;
        Some(student_id.to_string())
    } else {
        None
    };
    Ok(About {
        session_id: None,
        student_id,
        tutor_id: None,
    })
}

/// Raises a concern; the safeguarding leads are e-mailed at once (without
/// its words, which stay on the platform).
#[utoipa::path(post, path = "/concern", tag = "safeguarding", request_body = NewConcern,
    security(("bearer" = [])),
    responses((status = 200, body = RaisedConcern), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn raise(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewConcern>,
) -> AppResult<Json<RaisedConcern>> {
    user.require(&[Role::Student, Role::Parent, Role::Tutor])?;
    if user.acting_parent.is_some() {
        return Err(AppError::Forbidden(
            "Report a concern from your own account".into(),
        ));
    }
    body.problems().map_err(AppError::BadRequest)?;
    let about = about(&state, &user, &body).await?;
    let raised = concerns::insert(
        &state.db,
        &ConcernRow {
            raised_by: &user.uid,
            session_id: about.session_id.as_deref(),
            student_id: about.student_id.as_deref(),
            tutor_id: about.tutor_id.as_deref(),
            what_happened: body.what_happened.trim(),
        },
    )
    .await?;
    tell_the_leads(&state, &raised, user.role).await?;
    tracing::info!(
        concern = raised._id,
        role = user.role.as_str(),
        "concern raised"
    );
    Ok(Json(raised))
}

async fn tell_the_leads(state: &AppState, raised: &RaisedConcern, role: Role) -> AppResult<()> {
    let leads = accounts::safeguarding_lead_emails(&state.db).await?;
    if leads.is_empty() {
        tracing::warn!("a concern was raised and there is no safeguarding lead to tell");
        return Ok(());
    }
    let body = format!(
        "A new concern was raised by a {who} at {when}.\n\n\
         Read it in Plytime: Safeguarding, concern {id}.\n",
        who = role.as_str().to_lowercase(),
        when = raised.raised_at,
        id = raised._id,
    );
    let mut tx = state.db.write().begin().await?;
    let mut sent = Vec::new();
    for lead in &leads {
        let message = Outgoing {
            to: lead,
            subject: "Plytime: a new safeguarding concern",
            body: body.clone(),
        };
        sent.push((state.mailer.record(&mut tx, &message).await?, message));
    }
    tx.commit().await?;
    for (id, message) in sent {
        state.mailer.deliver(&state.db, id, message);
    }
    Ok(())
}

/// The concerns the caller raised, newest first.
#[utoipa::path(get, path = "/concern/mine", tag = "safeguarding", security(("bearer" = [])),
    responses((status = 200, body = Vec<RaisedConcern>), (status = 403, body = ErrorBody)))]
async fn raised(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<Vec<RaisedConcern>>> {
    user.require(&[Role::Student, Role::Parent, Role::Tutor])?;
    Ok(Json(concerns::raised_by(&state.db, &user.uid).await?))
}
