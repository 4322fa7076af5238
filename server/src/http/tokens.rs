//! Tokens and prizes.

use std::collections::BTreeMap;

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::tokens::{
    GrantTokens, NOT_ENOUGH_TOKENS, PrizeList, RedeemRequest, TokenHistoryEntry, TokenList,
    TokenRow, TokenStatus,
};
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AdminUser, AuthUser, access};
use crate::db::tokens::{self, LedgerRow};
use crate::db::{Db, answers, games};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::game::{own_student, summary};
use crate::state::AppState;
use crate::time::iso;

pub const NO_SUCH_PRIZE: &str = "No such prize";
/// Largest single grant, to catch a slip of the keyboard.
const MAX_GRANT: i64 = 1000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(token_list, grant))
        .routes(routes!(prizes))
        .routes(routes!(redeem))
}

fn api_row(row: &LedgerRow) -> TokenRow {
    TokenRow {
        _id: row.id.clone(),
        created_at: iso(row.created_at),
        status: TokenStatus::parse(&row.status).unwrap_or(TokenStatus::Manual),
        amount: row.amount,
        answer_id: row.answer_id.clone(),
        note: row.note.clone(),
    }
}

/// The history: one entry per game played (its token rows together, and
/// the answers that earned none without a subscription), prize or grant,
/// newest first, with the totals.
async fn token_history(db: &Db, student_id: &str) -> AppResult<TokenList> {
    let ledger = tokens::ledger(db, student_id).await?;
    let library: BTreeMap<String, String> = games::library(db)
        .await?
        .into_iter()
        .map(|game| (game.id, game.description))
        .collect();
    let mut entries: Vec<(i64, TokenHistoryEntry)> = Vec::new();
    for (game_id, first_answer) in answers::games_played(db, student_id).await? {
        let game = games::game(db, &game_id).await?;
        let counts = summary::game_tokens(db, student_id, &game_id).await?;
        let started = game.as_ref().map_or(first_answer, |game| game.started_at);
        let rows = ledger
            .iter()
            .filter(|row| row.game_summary_id.as_deref() == Some(game_id.as_str()))
            .map(api_row)
            .collect();
        entries.push((
            started,
            TokenHistoryEntry {
                _id: game_id.clone(),
                created_at: iso(started),
                game_summary_id: Some(game_id),
                game: game.and_then(|game| library.get(&game.game_id).cloned()),
                prize: None,
                pending_token_count: counts.pending_token_count,
                token_count: counts.token_count,
                without_subscription_count: counts.without_subscription_count,
                rows,
            },
        ));
    }
    for row in ledger.iter().filter(|row| row.game_summary_id.is_none()) {
        let counted = TokenStatus::parse(&row.status).is_some_and(TokenStatus::counts);
        entries.push((
            row.created_at,
            TokenHistoryEntry {
                _id: row.id.clone(),
                created_at: iso(row.created_at),
                game_summary_id: None,
                game: None,
                prize: row.prize_id.as_ref().and(row.note.clone()),
                pending_token_count: 0,
                token_count: if counted { row.amount } else { 0 },
                without_subscription_count: 0,
                rows: vec![api_row(row)],
            },
        ));
    }
    entries.sort_by_key(|(created, _)| std::cmp::Reverse(*created));
    let entries: Vec<TokenHistoryEntry> = entries.into_iter().map(|(_, entry)| entry).collect();
    let total_pending = ledger
        .iter()
        .filter(|row| row.status == TokenStatus::Pending.as_str())
        .map(|row| row.amount)
        .sum();
    let total_without = entries
        .iter()
        .map(|entry| entry.without_subscription_count)
        .sum();
    Ok(TokenList {
        rows: entries,
        total_token_count: tokens::balance(db, student_id).await?,
        total_pending_token_count: total_pending,
        total_earned_without_subscription_count: total_without,
    })
}

#[utoipa::path(get, path = "/student/{student_id}/tokens", tag = "tokens",
    params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = TokenList), (status = 403, body = ErrorBody)))]
async fn token_list(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
) -> AppResult<Json<TokenList>> {
    access::student_screen(&state.db, &user, &student).await?;
    Ok(Json(token_history(&state.db, &student).await?))
}

/// An admin grants tokens (status Manual).
#[utoipa::path(post, path = "/student/{student_id}/tokens", tag = "tokens",
    request_body = GrantTokens, params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn grant(
    State(state): State<AppState>,
    AdminUser(user): AdminUser,
    Path(student): Path<String>,
    Json(body): Json<GrantTokens>,
) -> AppResult<Json<Success>> {
    access::student_screen(&state.db, &user, &student).await?;
    let mut problems = Vec::new();
    if !(1..=MAX_GRANT).contains(&body.amount) {
        problems.push(field_error(
            "amount",
            &format!("Must be a whole number from 1 to {MAX_GRANT}"),
        ));
    }
    if let Err(message) = validation::non_empty(&body.note) {
        problems.push(field_error("note", message));
    }
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    tokens::grant(&state.db, &student, body.amount, body.note.trim()).await?;
    Ok(Json(Success::YES))
}

#[utoipa::path(get, path = "/student/prizes", tag = "tokens", security(("bearer" = [])),
    responses((status = 200, body = PrizeList)))]
async fn prizes(State(state): State<AppState>, _: AuthUser) -> AppResult<Json<PrizeList>> {
    Ok(Json(PrizeList {
        results: tokens::prizes(&state.db).await?,
    }))
}

/// Spends tokens on a prize; refused, changing nothing, when the balance is
/// short.
#[utoipa::path(post, path = "/student/prize", tag = "tokens", request_body = RedeemRequest,
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn redeem(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<RedeemRequest>,
) -> AppResult<Json<Success>> {
    let student = match (&request.student_id, user.role) {
        (Some(student), role) if role != Role::Student => student.clone(),
        _ => own_student(&state.db, &user).await?,
    };
    access::family_act(&state.db, &user, &student).await?;
    let prize = tokens::prize(&state.db, &request.prize_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_PRIZE.into()))?;
    if !tokens::redeem(&state.db, &student, &prize).await? {
        return Err(AppError::Conflict(NOT_ENOUGH_TOKENS.into()));
    }
    tracing::info!(student, prize = prize._id, "prize redeemed");
    Ok(Json(Success::YES))
}
