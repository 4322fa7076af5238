//! Saving a game's summary: the human player's figures are replayed from
//! the answers the server marked; only the ghosts come from the client.

use plytime_shared::api::game::{GameSummary, GameTokens, PlayerSummary, PlayerType, SavedGame};
use plytime_shared::api::tokens::TokenStatus;
use plytime_shared::game::ghosts::GHOST_COUNT;
use plytime_shared::game::scoring::PlayerScore;

use super::NO_SUCH_GAME;
use super::players::Players;
use crate::auth::{AuthUser, access};
use crate::db::{Db, answers, games, json, people, tokens};
use crate::error::{AppError, AppResult};
use crate::time::iso;

pub const ALREADY_SAVED: &str = "This game has already been saved";
const MAX_NAME_CHARS: usize = 40;

/// The ghosts as sent, bounded, with totals recomputed from their parts.
fn ghosts(players: &[PlayerSummary]) -> Vec<PlayerSummary> {
    players
        .iter()
        .filter(|player| player.player_type == PlayerType::Ghost)
        .take(GHOST_COUNT)
        .map(|ghost| {
            let part = |value: Option<i64>| value.unwrap_or(0).clamp(0, 1_000_000);
            let (score, bonus, streak) = (
                part(ghost.coins),
                part(ghost.difficulty_bonus),
                part(ghost.streak_bonus),
            );
            PlayerSummary {
                player: ghost.player.chars().take(MAX_NAME_CHARS).collect(),
                total_points: plytime_shared::game::scoring::total_points(score, bonus, streak),
                coins: Some(score),
                difficulty_bonus: Some(bonus),
                streak_bonus: Some(streak),
                ..ghost.clone()
            }
        })
        .collect()
}

/// Tokens earned by a game's answers, and the answers that earned none for
/// want of a subscription.
pub async fn game_tokens(
    db: &Db,
    student_id: &str,
    game_summary_id: &str,
) -> sqlx::Result<GameTokens> {
    let outcomes = answers::game_outcomes(db, game_summary_id).await?;
    let mut counts = GameTokens::default();
    let mut with_token = 0;
    for row in tokens::ledger_of_game(db, student_id, game_summary_id).await? {
        with_token += 1;
        match TokenStatus::parse(&row.status) {
            Some(TokenStatus::Pending) => counts.pending_token_count += row.amount,
            Some(TokenStatus::Awarded | TokenStatus::Reviewed) => counts.token_count += row.amount,
            _ => {}
        }
    }
    counts.without_subscription_count = outcomes.len() as i64 - with_token;
    Ok(counts)
}

pub async fn save(
    db: &Db,
    playing: &Players,
    user: &AuthUser,
    summary: &GameSummary,
) -> AppResult<SavedGame> {
    let game = games::game(db, &summary._id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_GAME.into()))?;
    access::in_childs_name(db, user, &game.student_id).await?;
    let previous_highscore =
        games::highscore(db, &game.student_id, &game.game_type, game.duration).await?;
    let outcomes = answers::game_outcomes(db, &game.id).await?;
    let score = PlayerScore::of_game(&outcomes);
    let name = people::first_name(db, &game.student_id)
        .await?
        .unwrap_or_default();
    let mut players = vec![PlayerSummary::human(&name, &score)];
    players.extend(ghosts(&summary.players));
    let players_json = serde_json::to_string(&players).unwrap_or_else(|_| "[]".into());
    if !games::finish_game(db, &game.id, &players_json, score.total_points()).await? {
        return Err(AppError::Conflict(ALREADY_SAVED.into()));
    }
    playing.game_over(&game.student_id, &game.id);
    let saved = games::game(db, &game.id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_GAME.into()))?;
    Ok(SavedGame {
        summary: GameSummary {
            _id: saved.id,
            game_id: saved.game_id,
            focus: json::decode("games.focus", &saved.focus)?,
            players,
            started_at: iso(saved.started_at),
            finished_at: saved.finished_at.map(iso),
            game_type: saved.game_type,
            duration: saved.duration,
        },
        tokens: Some(game_tokens(db, &game.student_id, &game.id).await?),
        previous_highscore,
    })
}
