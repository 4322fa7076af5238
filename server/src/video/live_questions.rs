//! Questions the tutor asks during a live session (docs/live-sessions.md,
//! "Live questions"). The tutor picks a bank question of the session's
//! subject; it shows on the child's screen; the child answers it with the
//! game's inputs and the server marks it. The answer is kept as a session
//! answer: it is in the child's answers, but earns no tokens, scores no
//! game and leaves the child's level where it was, as a tutor may have
//! helped. Each change is announced on the session channel, and both
//! sides read the questions again.

use plytime_shared::api::game::AnswerResponse;
use plytime_shared::api::live_questions::{
    LiveAnswerRequest, LiveQuestion, MAX_LIVE_QUESTIONS, NO_SUCH_LIVE_QUESTION, NOT_IN_SUBJECT,
    TOO_MANY_LIVE_QUESTIONS,
};
use plytime_shared::game::Difficulty;
use plytime_shared::game::scoring::answer_seconds;

use super::open_room;
use crate::auth::Authenticated;
use crate::db::answers::NewAnswer;
use crate::db::content::questions::{self, QuestionRow};
use crate::db::session_views::SessionRow;
use crate::db::{Db, now_millis, scores, session_questions};
use crate::error::{AppError, AppResult};
use crate::game::answering::{ALREADY_ANSWERED, ANSWER_TOO_LONG, marked, too_big};
use crate::realtime::rooms::{Envelope, RoomHub, RoomMessage};

/// Asks a live question of the session's subject; the tutor's alone.
pub async fn ask(
    db: &Db,
    rooms: &RoomHub,
    user: &Authenticated,
    session: &SessionRow,
    question_id: &str,
) -> AppResult<()> {
    if user.uid != session.tutor_account {
        return Err(AppError::forbidden());
    }
    open_room(session)?;
    let question = questions::get(db, question_id)
        .await?
        .filter(|question| question.status == "live")
        .ok_or_else(|| AppError::NotFound("No such question".into()))?;
    if question.subject_id != session.subject_id {
        return Err(AppError::bad_request(NOT_IN_SUBJECT));
    }
    let asked = session_questions::insert_within(
        db,
        &session.id,
        &question.id,
        now_millis(),
        MAX_LIVE_QUESTIONS,
    )
    .await?;
    if asked.is_none() {
        return Err(AppError::Conflict(TOO_MANY_LIVE_QUESTIONS.into()));
    }
    announce(db, rooms, user, &session.id).await;
    Ok(())
}

/// Marks the child's answer to a question asked in their session, and
/// keeps it; the first answer counts, a second is refused.
pub async fn answer(
    db: &Db,
    rooms: &RoomHub,
    user: &Authenticated,
    session: &SessionRow,
    asked_id: &str,
    request: &LiveAnswerRequest,
) -> AppResult<AnswerResponse> {
    if user.uid != session.student_account {
        return Err(AppError::forbidden());
    }
    open_room(session)?;
    if too_big(&request.answer) {
        return Err(AppError::bad_request(ANSWER_TOO_LONG));
    }
    let asked = session_questions::find(db, &session.id, asked_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_LIVE_QUESTION.into()))?;
    if asked.answer_id.is_some() {
        return Err(AppError::Conflict(ALREADY_ANSWERED.into()));
    }
    let question = questions::get(db, &asked.question_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_LIVE_QUESTION.into()))?;
    let (result, correct_answers) = marked(&question, &request.answer)?;
    let now = now_millis();
    let since_asked = (now - asked.asked_at) as f64 / 1000.0;
    let id = uuid::Uuid::new_v4().to_string();
    let submission =
        serde_json::to_string(&request.answer).map_err(|error| AppError::Internal(error.into()))?;
    let level = level_now(db, &session.student_id, &question, now).await?;
    let kept = NewAnswer {
        id: &id,
        student_id: &session.student_id,
        question_id: &question.id,
        game_summary_id: None,
        endcode_id: &question.endcode_id,
        subject_id: &question.subject_id,
        answer_json: &submission,
        result,
        difficulty: Difficulty::Medium,
        question_score: question.level().in_use(),
        standard_time: question.standard_time,
        response_time: answer_seconds(request.time, since_asked),
        endcode_score_after: level,
        answered_at: now,
        in_session: true,
    };
    if !session_questions::answer(db, asked_id, &kept).await? {
        return Err(AppError::Conflict(ALREADY_ANSWERED.into()));
    }
    announce(db, rooms, user, &session.id).await;
    Ok(AnswerResponse {
        result,
        answers: correct_answers,
    })
}

/// The session's questions and answers so far.
pub async fn of_session(db: &Db, session: &SessionRow) -> AppResult<Vec<LiveQuestion>> {
    Ok(session_questions::of_session(db, &session.id).await?)
}

/// The child's level in the question's area as it stands (a session
/// answer does not move it): the area's estimate, else the subject's,
/// else the question's own difficulty.
async fn level_now(db: &Db, student_id: &str, question: &QuestionRow, now: i64) -> AppResult<f64> {
    let areas = scores::endcode_estimates(db, student_id).await?;
    if let Some(area) = areas.get(&question.endcode_id) {
        return Ok(area.at(now).score);
    }
    let subject = scores::subject_estimate(db, student_id, &question.subject_id, now).await?;
    Ok(subject.map_or_else(|| question.level().in_use(), |estimate| estimate.score))
}

/// Tells both sides in the room to read the questions again. A lost
/// announcement costs only freshness: the page reads them on load.
async fn announce(db: &Db, rooms: &RoomHub, user: &Authenticated, session_id: &str) {
    let envelope = Envelope {
        session_id: session_id.to_string(),
        uid: user.uid.clone(),
        role: user.role.as_str().to_string(),
        // Not a connection of the room: every connection passes it on.
        connection: format!("live-questions-{}", uuid::Uuid::new_v4()),
        message: RoomMessage::Questions,
    };
    if let Err(error) = rooms.publish(db, envelope).await {
        tracing::warn!(%error, "could not announce a live question");
    }
}
