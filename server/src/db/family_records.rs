//! Everything held about one family, read for its export
//! (docs/privacy.md). Each kind of record is one query naming its columns,
//! so what a family receives is written down here in one place, and
//! secrets (password hashes, refresh tokens, payment-page addresses) are
//! never among them.

use serde_json::{Map, Value};
use sqlx::any::AnyRow;
use sqlx::{Column, Row};

use super::Db;

/// Each kind of record: its name in the export and the query that reads
/// it, given the parent's id as `$1`.
pub const KINDS: [(&str, &str); 22] = [
    (
        "parent",
        "SELECT a.login, a.email, a.display_name, a.profile_picture, \
         a.created_at AS account_created_at, p.first_name, p.last_name, p.country, p.postcode, \
         p.phone_number, p.email_opt_in, p.created_at \
         FROM parents p JOIN accounts a ON a.id = p.account_id WHERE p.id = $1",
    ),
    (
        "children",
        "SELECT s.id, s.username, s.first_name, s.last_name, s.dob, s.gender, s.school, \
         s.school_year, s.time_allowance, s.read_aloud, a.profile_picture, \
         s.recording_objected_at, s.created_at \
         FROM students s JOIN accounts a ON a.id = s.account_id WHERE s.parent_id = $1 \
         ORDER BY s.created_at, s.id",
    ),
    (
        "answers",
        "SELECT id, student_id, question_id, game_summary_id, subject_id, endcode_id, answer, \
         result, difficulty, question_score, standard_time, response_time, response_time_pc, \
         endcode_score_after, answered_at, reviewed, help_requested, resolved, in_session \
         FROM answers WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, answered_at, id",
    ),
    (
        "scores",
        "SELECT student_id, 'endcode' AS kind, endcode_id AS of_id, score, answer_count, \
         NULL AS relative_level FROM student_endcode_scores \
         WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         UNION ALL \
         SELECT student_id, 'subject' AS kind, subject_id AS of_id, score, answer_count, \
         relative_level FROM student_subject_scores \
         WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, kind, of_id",
    ),
    (
        "games",
        "SELECT id, student_id, game_id, game_type, duration, game_mode, focus, started_at, \
         finished_at, players, total_points \
         FROM games WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, started_at, id",
    ),
    (
        "tokens",
        "SELECT id, student_id, created_at, status, amount, game_summary_id, answer_id, \
         prize_id, note \
         FROM token_rows WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, created_at, id",
    ),
    (
        "token_balances",
        "SELECT student_id, balance FROM token_balances \
         WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id",
    ),
    (
        "mixes",
        "SELECT id, student_id, name, subject, subjects, created_at \
         FROM mixes WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, created_at, id",
    ),
    (
        "messages",
        "SELECT id, student_id, subject_id, sender_name, created_at, message, masked \
         FROM notes WHERE student_id IN (SELECT id FROM students WHERE parent_id = $1) \
         ORDER BY student_id, subject_id, created_at, id",
    ),
    (
        "sessions",
        "SELECT s.id, s.subscription_id, s.student_id, s.subject_id, \
         t.first_name AS tutor_first_name, s.starts_at, s.session_length, s.cancelled, \
         s.rescheduled, s.substituted \
         FROM sessions s JOIN tutors t ON t.id = s.tutor_id WHERE s.parent_id = $1 \
         ORDER BY s.student_id, s.starts_at, s.id",
    ),
    (
        "registers",
        "SELECT e.session_id, e.role, e.type, e.time \
         FROM session_events e JOIN sessions s ON s.id = e.session_id WHERE s.parent_id = $1 \
         ORDER BY e.session_id, e.time, e.id",
    ),
    (
        "subscriptions",
        "SELECT u.id, u.student_id, u.subject_id, t.first_name AS tutor_first_name, u.sessions, \
         u.weekly_cost_in_pence, u.relative_level, u.referral_code, u.start_date, \
         u.updated_start_date, u.cancelled, u.created_at \
         FROM subscriptions u LEFT JOIN tutors t ON t.id = u.tutor_id WHERE u.parent_id = $1 \
         ORDER BY u.created_at, u.id",
    ),
    (
        "plan_changes",
        "SELECT c.subscription_id, c.sessions, c.weekly_cost_in_pence, c.slots, c.waits_for, \
         c.created_at FROM plan_changes c JOIN subscriptions u ON u.id = c.subscription_id \
         WHERE u.parent_id = $1 ORDER BY c.created_at",
    ),
    (
        // The plans each subscription changed to, as they took effect.
        "plan_history",
        "SELECT h.subscription_id, h.sessions, h.weekly_cost_in_pence, \
         t.first_name AS tutor_first_name, h.changed_at \
         FROM plan_history h JOIN subscriptions u ON u.id = h.subscription_id \
         LEFT JOIN tutors t ON t.id = h.tutor_id \
         WHERE u.parent_id = $1 ORDER BY h.changed_at, h.id",
    ),
    (
        // Every payment, each week paid for.
        "payments",
        "SELECT p.subscription_id, p.provider, u.provider_subscription_id, p.amount_in_pence, \
         p.paid_at FROM subscription_payments p JOIN subscriptions u ON u.id = p.subscription_id \
         WHERE u.parent_id = $1 ORDER BY p.paid_at, p.subscription_id",
    ),
    (
        // The sessions' whiteboards; their scenes, pictures included, are
        // added by `privacy::export`, which reads them from file storage.
        "whiteboards",
        "SELECT w.session_id, w.updated_at FROM session_whiteboards w \
         JOIN sessions s ON s.id = w.session_id WHERE s.parent_id = $1 \
         ORDER BY s.starts_at, w.session_id",
    ),
    (
        // The chat of the sessions' rooms.
        "session_chat",
        "SELECT c.session_id, c.sender_name, c.role, c.text, c.masked, c.sent_at \
         FROM session_chat c JOIN sessions s ON s.id = c.session_id WHERE s.parent_id = $1 \
         ORDER BY c.session_id, c.sent_at, c.id",
    ),
    (
        // The tutors' reports after the sessions.
        "session_reports",
        "SELECT r.session_id, r.note, r.practise_next, r.sent_at FROM session_reports r \
         JOIN sessions s ON s.id = r.session_id WHERE s.parent_id = $1 \
         ORDER BY s.starts_at, r.session_id",
    ),
    (
        // The sessions' recordings: which there are, not the media
        // (docs/recordings.md).
        "recordings",
        "SELECT r.id, r.session_id, s.student_id, s.starts_at AS session_starts_at, \
         r.duration_ms, r.created_at \
         FROM recordings r JOIN sessions s ON s.id = r.session_id WHERE s.parent_id = $1 \
         ORDER BY s.starts_at, r.id",
    ),
    (
        // Who watched them, the lead included, as the audit keeps it.
        "recording_views",
        "SELECT v.recording_id, v.session_id, a.role AS viewer_role, \
         COALESCE(p.first_name || ' ' || p.last_name, a.display_name, a.login) AS viewer_name, \
         v.viewed_at, v.address \
         FROM recording_views v JOIN sessions s ON s.id = v.session_id \
         JOIN accounts a ON a.id = v.viewer_id LEFT JOIN parents p ON p.account_id = v.viewer_id \
         WHERE s.parent_id = $1 ORDER BY v.viewed_at, v.id",
    ),
    (
        // What the family raised, and where it stands; the lead's notes are
        // the lead's (docs/safeguarding.md).
        "concerns",
        "SELECT c.id, c.session_id, c.student_id, c.what_happened, c.state, c.created_at \
         FROM concerns c WHERE c.raised_by IN \
         (SELECT account_id FROM parents WHERE id = $1 \
          UNION SELECT account_id FROM students WHERE parent_id = $1) \
         ORDER BY c.created_at, c.id",
    ),
    (
        "emails",
        "SELECT e.subject, e.body, e.created_at, e.sent_at FROM emails e \
         JOIN accounts a ON a.email = e.recipient JOIN parents p ON p.account_id = a.id \
         WHERE p.id = $1 ORDER BY e.created_at, e.id",
    ),
];

/// Every kind of record of the family of `parent_id`, by kind.
pub async fn read_all(db: &Db, parent_id: &str) -> sqlx::Result<Map<String, Value>> {
    let mut records = Map::new();
    for (kind, query) in KINDS {
        let rows = sqlx::query(query)
            .bind(parent_id)
            .fetch_all(db.read())
            .await?;
        records.insert(
            kind.to_string(),
            Value::Array(rows.iter().map(row_to_json).collect()),
        );
    }
    Ok(records)
}

/// A row as a JSON object, column by column. The columns are integers,
/// reals or text (see the migrations); a column holding JSON stays text.
fn row_to_json(row: &AnyRow) -> Value {
    let mut object = Map::new();
    for (index, column) in row.columns().iter().enumerate() {
        let value = if let Ok(number) = row.try_get::<Option<i64>, _>(index) {
            number.map_or(Value::Null, Value::from)
        } else if let Ok(real) = row.try_get::<Option<f64>, _>(index) {
            real.map_or(Value::Null, Value::from)
        } else {
            row.try_get::<Option<String>, _>(index)
                .ok()
                .flatten()
                .map_or(Value::Null, Value::from)
        };
        object.insert(column.name().to_string(), value);
    }
    Value::Object(object)
}
