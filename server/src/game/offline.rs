//! Answers and games played offline on a desktop, applied when it syncs.
//!
//! The server stays the authority: every answer is marked again here and
//! the desktop's own marking is never read. Each item's id is its
//! idempotency key (the answer's id, the game's id), checked and stored in
//! the same transaction as everything the item changes, under the
//! student's lock: an item sent twice, or by two syncs at once, is applied
//! exactly once and reported as a duplicate afterwards.

use plytime_shared::api::game::GameSummary;
use plytime_shared::api::sync::{
    OFFLINE_ALREADY_ANSWERED, OFFLINE_ANSWER_ID_TAKEN, OFFLINE_BAD_ID, OFFLINE_GAME_OF_ANOTHER,
    OFFLINE_GAME_OVER, OFFLINE_NO_SUCH_GAME_TYPE, OFFLINE_NO_SUCH_QUESTION, OfflineAnswer,
    SYNC_ANSWER_BAD_TIME, SyncOutcome, SyncedItem,
};
use plytime_shared::content::Decision;
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::game::synced::{self, GameTimeline, OFFLINE_WINDOW_DAYS};

use super::answering::{self, ANSWER_TOO_LONG};
use super::players::Players;
use super::recording::{Recording, record_all};
use super::standings::Standings;
use super::{engine, summary};
use crate::auth::AuthUser;
use crate::db::answers::parse_result;
use crate::db::constraints::{Constraint, unless_broken};
use crate::db::content::questions;
use crate::db::games::{self, AnsweredOffline, GameRow, NewGame};
use crate::db::{Db, answers, now_millis, people};
use crate::error::{AppError, AppResult};

/// How far back an offline game's own start is believed: as far as its
/// answers are (`game::synced`).
const OLDEST_BELIEVED_MILLIS: i64 = OFFLINE_WINDOW_DAYS * DAY_MILLIS;
const MAX_ID_CHARS: usize = 64;

fn valid_id(id: &str) -> bool {
    !id.trim().is_empty() && id.chars().count() <= MAX_ID_CHARS
}

fn applied(id: &str, outcome: SyncOutcome, result: Decision) -> SyncedItem {
    SyncedItem {
        _id: id.to_string(),
        outcome,
        result: Some(result),
        reason: None,
    }
}

/// When the desktop says the answer was given, kept within what is
/// believable: not in the future, not before the oldest believed time.
fn believed_time(claimed: &str, now: i64) -> i64 {
    chrono::DateTime::parse_from_rfc3339(claimed)
        .map(|time| time.timestamp_millis())
        .unwrap_or(now)
        .clamp(now - OLDEST_BELIEVED_MILLIS, now)
}

/// The game an offline item belongs to, recorded on its first item; an
/// error item when it cannot be this student's.
async fn offline_game(
    db: &Db,
    student_id: &str,
    game_summary_id: &str,
    game_id: &str,
    focus: &[String],
    started_at: i64,
) -> AppResult<Result<GameRow, &'static str>> {
    let start = NewGame {
        student_id,
        game_id,
        focus,
        started_at,
    };
    let Some(game) = games::game_or_start(db, game_summary_id, &start).await? else {
        return Ok(Err(OFFLINE_NO_SUCH_GAME_TYPE));
    };
    if game.student_id != student_id {
        return Ok(Err(OFFLINE_GAME_OF_ANOTHER));
    }
    Ok(Ok(game))
}

/// What an answer id already stored says about this item, if anything.
fn earlier_send(
    id: &str,
    student_id: &str,
    stored: Option<(String, String)>,
) -> Option<SyncedItem> {
    let (owner, result) = stored?;
    Some(if owner == student_id {
        applied(id, SyncOutcome::Duplicate, parse_result(&result))
    } else {
        SyncedItem::rejected(id, OFFLINE_ANSWER_ID_TAKEN)
    })
}

/// Applies one answer given offline by `student_id` (whose access the
/// caller has checked).
pub async fn apply_answer(
    db: &Db,
    players: &Players,
    student_id: &str,
    item: &OfflineAnswer,
) -> AppResult<SyncedItem> {
    let id = item._id.as_str();
    if ![id, &item.question_id, &item.game_summary_id, &item.game_id]
        .iter()
        .all(|each| valid_id(each))
    {
        return Ok(SyncedItem::rejected(id, OFFLINE_BAD_ID));
    }
    if answering::too_big(&item.answer) {
        return Ok(SyncedItem::rejected(id, ANSWER_TOO_LONG));
    }
    let Ok(answered_at) = chrono::DateTime::parse_from_rfc3339(&item.answered_at) else {
        return Ok(SyncedItem::rejected(id, SYNC_ANSWER_BAD_TIME));
    };
    let answered_at = answered_at.timestamp_millis();
    let seconds = item.time;
    if let Some(reason) = synced::time_problem(answered_at, seconds, now_millis()) {
        return Ok(SyncedItem::rejected(id, reason));
    }
    let asked_at = answered_at - (seconds * 1000.0) as i64;

    let Some(question) = questions::get(db, &item.question_id).await? else {
        return Ok(SyncedItem::rejected(id, OFFLINE_NO_SUCH_QUESTION));
    };
    let game = match offline_game(
        db,
        student_id,
        &item.game_summary_id,
        &item.game_id,
        &item.focus,
        asked_at,
    )
    .await?
    {
        Ok(game) => game,
        Err(reason) => return Ok(SyncedItem::rejected(id, reason)),
    };
    let (result, _) = answering::marked(&question, &item.answer)?;
    let starting_level = engine::subject_level(db, student_id, &question.subject_id).await?;

    let mut tx = db.write().begin().await?;
    people::lock_students(&mut tx, db.backend(), &[student_id]).await?;
    if let Some(earlier) = earlier_send(
        id,
        student_id,
        answers::owner_and_result(&mut tx, id).await?,
    ) {
        tx.rollback().await?;
        return Ok(earlier);
    }
    if games::game_finished(&mut tx, &game.id).await? {
        tx.rollback().await?;
        return Ok(SyncedItem::rejected(id, OFFLINE_GAME_OVER));
    }
    let timeline = GameTimeline {
        started_at: game.started_at,
        duration_seconds: game.playing_seconds(),
        last_answered_at: games::last_answered_at(&mut tx, &game.id).await?,
    };
    if let Some(reason) = synced::timeline_problem(answered_at, seconds, &timeline) {
        tx.rollback().await?;
        return Ok(SyncedItem::rejected(id, reason));
    }
    // A game begun online may have asked this question before the
    // connection went: then the answer claims that ask.
    let claimed = games::claim_asked(&mut tx, (&game.id, &question.id, student_id), answered_at);
    let difficulty = match claimed.await? {
        Some(claimed) => answering::claimed_difficulty(item.difficulty, &claimed),
        None => {
            let recorded = games::record_answered_offline(
                &mut tx,
                &AnsweredOffline {
                    game_summary_id: &game.id,
                    question_id: &question.id,
                    student_id,
                    difficulty: item.difficulty.as_str(),
                    asked_at,
                    answered_at,
                },
            )
            .await?;
            if !recorded {
                tx.rollback().await?;
                return Ok(SyncedItem::rejected(id, OFFLINE_ALREADY_ANSWERED));
            }
            let standings = Standings::read(&mut tx, &[(student_id, &question)]).await?;
            let (_, endcode) = standings.before(student_id, &question, starting_level, answered_at);
            synced::believable_difficulty(item.difficulty, question.level().in_use(), endcode.score)
        }
    };
    let recorded = unless_broken(
        record_all(
            &mut tx,
            &[Recording {
                answer_id: id,
                student_id,
                game_id: &game.id,
                question: &question,
                submission: &item.answer,
                result,
                difficulty,
                seconds,
                time_factor: game.time_factor,
                answered_at,
                starting_level,
            }],
        )
        .await,
        &[Constraint::AnswerId, Constraint::AnswerOncePerGame],
    )?;
    let Some(moved) = recorded else {
        // Another student's sync took the id in the same instant.
        tx.rollback().await?;
        return Ok(SyncedItem::rejected(id, OFFLINE_ANSWER_ID_TAKEN));
    };
    tx.commit().await?;
    players.answered(&moved);
    Ok(applied(id, SyncOutcome::Applied, result))
}

/// Saves a game played offline, once. Its answers were synced before it.
pub async fn apply_game(
    db: &Db,
    players: &Players,
    user: &AuthUser,
    student_id: &str,
    played: &GameSummary,
) -> AppResult<SyncedItem> {
    let id = played._id.as_str();
    if !valid_id(id) || !valid_id(&played.game_id) {
        return Ok(SyncedItem::rejected(id, OFFLINE_BAD_ID));
    }
    let started_at = believed_time(&played.started_at, now_millis());
    if let Err(reason) = offline_game(
        db,
        student_id,
        id,
        &played.game_id,
        &played.focus,
        started_at,
    )
    .await?
    {
        return Ok(SyncedItem::rejected(id, reason));
    }
    let outcome = match summary::save(db, players, user, played).await {
        Ok(_) => SyncOutcome::Applied,
        // Saved by an earlier send, or by the game itself before the
        // connection went.
        Err(AppError::Conflict(_)) => SyncOutcome::Duplicate,
        Err(error) => return Err(error),
    };
    Ok(SyncedItem {
        _id: id.to_string(),
        outcome,
        result: None,
        reason: None,
    })
}
