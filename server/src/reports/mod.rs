//! The tutor's report to the parent after a session (docs/live-sessions.md,
//! "The report to the parent"). The draft is filled from what the server
//! knows: the session's outcome, the child's minutes in the call, the
//! areas of the questions put on the board or asked live (with the
//! child's answers to those), and the areas the child's
//! recent answers say to practise. The tutor adds a few sentences and
//! sends it once; the parent reads it, and gets it by e-mail if they asked
//! for e-mail.

pub mod letter;

use std::collections::HashSet;

use plytime_shared::api::reports::{
    ALREADY_SENT, NOT_OVER_YET, NOT_SUGGESTED, NOTE_MAX_CHARS, NOTE_REQUIRED, NOTE_TOO_LONG,
    NOTHING_TO_REPORT, PracticeArea, ReportToSend, SessionReport,
};
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::safeguarding::contact_details::mask_contact_details;
use plytime_shared::validation::{Words, field_error, words_within};
use serde_json::Value;

use crate::db::flagged_messages::{self, Flagged};
use crate::db::session_reports::{self, Sent};
use crate::db::session_views::{self, SessionRow};
use crate::db::{Db, digests, now_millis, session_questions, whiteboards};
use crate::digest::areas;
use crate::email::{Mailer, Outgoing};
use crate::error::{AppError, AppResult};
use crate::time::iso;

/// The answers that suggest what to practise: the two weeks up to the
/// session's end, so the suggestion is the same whenever it is read.
const PRACTICE_LOOK_BACK_MILLIS: i64 = 14 * DAY_MILLIS;

/// The sent report, or `None` when there is none yet.
pub async fn sent(db: &Db, row: &SessionRow) -> AppResult<Option<SessionReport>> {
    let Some(sent) = session_reports::find(db, &row.id).await? else {
        return Ok(None);
    };
    Ok(Some(report(db, row, sent).await?))
}

/// The report as the tutor would begin it: every suggested area and no
/// note. Only a session that is over, and was not cancelled, has one.
pub async fn draft(db: &Db, row: &SessionRow) -> AppResult<SessionReport> {
    ensure_reportable(row)?;
    let suggestions = suggestions(db, row).await?;
    report(
        db,
        row,
        Sent {
            note: String::new(),
            practise_next: suggestions,
            sent_at: 0,
        },
    )
    .await
}

/// Records the report and puts it in the parent's outbox if they asked for
/// e-mail, in one transaction: a session's report is sent once.
pub async fn send(
    db: &Db,
    mailer: &Mailer,
    row: &SessionRow,
    request: &ReportToSend,
) -> AppResult<SessionReport> {
    ensure_reportable(row)?;
    let written = checked_note(&request.note)?;
    let masked = mask_contact_details(written);
    let practise_next = chosen(suggestions(db, row).await?, &request.practise_next)?;
    let sent = Sent {
        note: masked.text,
        practise_next,
        sent_at: now_millis(),
    };
    // Read before the transaction: on SQLite the writer is one connection.
    let report = report(db, row, sent.clone()).await?;
    let recipient = digests::opted_in(db, &row.parent_id).await?;
    let subject = letter::subject(&report);
    let mut tx = db.write().begin().await?;
    if !session_reports::insert(&mut tx, &row.id, &sent).await? {
        return Err(AppError::Conflict(ALREADY_SENT.into()));
    }
    if masked.masked {
        // The words as written go to the safeguarding lead, as a masked
        // message's do (docs/safeguarding.md).
        let flagged = Flagged {
            message_id: &row.id,
            student_id: &row.student_id,
            sender_id: &row.tutor_account,
            shown: &sent.note,
            original: written,
        };
        flagged_messages::insert(&mut tx, &flagged, sent.sent_at).await?;
    }
    let mut recorded = None;
    if let Some(recipient) = &recipient {
        let message = Outgoing {
            to: &recipient.email,
            subject: &subject,
            body: letter::body(&recipient.first_name, &report),
        };
        recorded = Some((mailer.record(&mut tx, &message).await?, message));
    }
    tx.commit().await?;
    if let Some((id, message)) = recorded {
        mailer.deliver(db, id, message);
    }
    Ok(report)
}

fn ensure_reportable(row: &SessionRow) -> AppResult<()> {
    if row.cancelled != 0 {
        return Err(AppError::Conflict(NOTHING_TO_REPORT.into()));
    }
    if row.ends_at() > now_millis() {
        return Err(AppError::Conflict(NOT_OVER_YET.into()));
    }
    Ok(())
}

/// The note trimmed and bounded; its contact details are masked when it
/// is kept, as in messages (docs/safeguarding.md): the child reads it too.
fn checked_note(note: &str) -> AppResult<&str> {
    words_within(note, NOTE_MAX_CHARS).map_err(|refused| {
        let why = match refused {
            Words::Missing => NOTE_REQUIRED,
            Words::TooLong => NOTE_TOO_LONG,
        };
        AppError::bad_request(field_error("note", why))
    })
}

/// The suggestions the tutor kept, in the suggestions' order.
fn chosen(suggestions: Vec<PracticeArea>, ids: &[String]) -> AppResult<Vec<PracticeArea>> {
    let suggested = |id: &String| suggestions.iter().any(|area| &area.endcode_id == id);
    if !ids.iter().all(suggested) {
        return Err(AppError::bad_request(field_error(
            "practise_next",
            NOT_SUGGESTED,
        )));
    }
    Ok(suggestions
        .into_iter()
        .filter(|area| ids.contains(&area.endcode_id))
        .collect())
}

/// The areas the child's answers over the two weeks up to the session's
/// end say to practise, most missed first.
async fn suggestions(db: &Db, row: &SessionRow) -> AppResult<Vec<PracticeArea>> {
    let until = row.ends_at();
    let answered = digests::answers_between(
        db,
        &row.student_id,
        until - PRACTICE_LOOK_BACK_MILLIS,
        until,
    )
    .await?;
    let tallies = areas::tally(&answered);
    Ok(areas::most_missed(&tallies, &[])
        .into_iter()
        .map(|tally| PracticeArea {
            endcode_id: tally.endcode_id.clone(),
            description: tally.description.clone(),
            answers: tally.answers,
            right: tally.right,
        })
        .collect())
}

async fn report(db: &Db, row: &SessionRow, sent: Sent) -> AppResult<SessionReport> {
    let status = session_views::status(db, row).await?;
    let presence = session_reports::presence(db, &row.id, &row.student_account).await?;
    let mut worked_on = match whiteboards::read(db, &row.id)
        .await
        .map_err(AppError::Internal)?
    {
        Some((kept, _)) => board_endcodes(&kept.scene.elements),
        None => Vec::new(),
    };
    let live_questions = session_questions::of_session(db, &row.id).await?;
    for asked in &live_questions {
        if !worked_on.contains(&asked.endcode_id) {
            worked_on.push(asked.endcode_id.clone());
        }
    }
    Ok(SessionReport {
        session_id: row.id.clone(),
        student_first_name: row.student_first_name.clone(),
        tutor_first_name: row.tutor_first_name.clone(),
        subject: row.subject_name.clone(),
        session_date_time: iso(row.starts_at),
        session_length: row.session_length,
        status,
        minutes_in_call: presence.map_or(0, |span| minutes_within(span, row)),
        worked_on: session_reports::endcode_descriptions(db, &worked_on).await?,
        live_questions,
        practise_next: sent.practise_next,
        note: sent.note,
        sent_at: (sent.sent_at > 0).then(|| iso(sent.sent_at)),
    })
}

/// Whole minutes of `span` (first and last heard of) within the session.
fn minutes_within((first, last): (i64, i64), row: &SessionRow) -> i64 {
    let from = first.max(row.starts_at);
    let until = last.min(row.ends_at());
    (until - from).max(0) / 60_000
}

/// The endcodes of the questions on the board that are still there, in the
/// order they were put there, each once. A question carries its endcode in
/// its element's `customData` (docs/whiteboard.md).
fn board_endcodes(elements: &[Value]) -> Vec<String> {
    let mut seen = HashSet::new();
    let mut endcodes: Vec<String> = Vec::new();
    for element in elements {
        if endcodes.len() == MAX_BOARD_AREAS {
            break;
        }
        if element["isDeleted"].as_bool() == Some(true) {
            continue;
        }
        if let Some(endcode) = element["customData"]["endcode"].as_str()
            && seen.insert(endcode)
        {
            endcodes.push(endcode.to_string());
        }
    }
    endcodes
}

/// The most areas a report takes from its board: far more than fifteen
/// minutes cover. The board's elements come from the participants'
/// browsers, so their endcodes are bounded before they are looked up.
const MAX_BOARD_AREAS: usize = 50;

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_board_names_each_question_area_once_leaving_out_deleted_ones() {
        let elements = [
            json!({"type": "text", "customData": {"endcode": "b"}}),
            json!({"type": "rectangle"}),
            json!({"type": "text", "customData": {"endcode": "a"}}),
            json!({"type": "text", "customData": {"endcode": "b"}}),
            json!({"type": "text", "isDeleted": true, "customData": {"endcode": "c"}}),
        ];
        assert_eq!(board_endcodes(&elements), ["b", "a"]);
    }

    #[test]
    fn a_board_of_made_up_areas_is_read_in_one_pass_and_bounded() {
        let elements: Vec<Value> = (0..20_000)
            .map(|n| json!({"type": "text", "customData": {"endcode": format!("e{n}")}}))
            .collect();
        let endcodes = board_endcodes(&elements);
        assert_eq!(endcodes.len(), MAX_BOARD_AREAS);
        assert_eq!(endcodes[0], "e0");
    }

    #[test]
    fn a_note_is_trimmed_and_bounded() {
        assert!(checked_note("   ").is_err());
        assert!(checked_note(&"a".repeat(NOTE_MAX_CHARS + 1)).is_err());
        assert_eq!(checked_note(" Well done. ").unwrap(), "Well done.");
    }

    #[test]
    fn only_suggested_areas_may_be_chosen() {
        let area = |id: &str| PracticeArea {
            endcode_id: id.into(),
            description: id.into(),
            answers: 2,
            right: 0,
        };
        let kept = chosen(vec![area("a"), area("b")], &["b".into()]).unwrap();
        assert_eq!(kept, [area("b")]);
        assert!(chosen(vec![area("a")], &["z".into()]).is_err());
    }
}
