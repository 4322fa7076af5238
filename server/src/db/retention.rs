//! How long each kind of record is kept (docs/privacy.md, where the same
//! schedule is written out for people). Each rule deletes what is older
//! than its age; `privacy::retention` runs them.

use super::{Db, now_millis};

const MINUTE: i64 = 60 * 1000;
const DAY: i64 = 24 * 60 * MINUTE;
const YEAR: i64 = 365 * DAY;

/// One line of the schedule.
pub struct Rule {
    /// What is deleted, as the schedule names it.
    pub records: &'static str,
    /// Deleted once older than this (milliseconds).
    pub kept_for: i64,
    /// Delete the records older than `$1` (epoch milliseconds), in this
    /// order and in one transaction: records that others point at go last.
    pub delete: &'static [&'static str],
}

/// The families closed before `$1`.
macro_rules! closed_before {
    () => {
        "(SELECT id FROM parents WHERE closed_at < $1)"
    };
}

/// The sessions of the families closed before `$1`.
macro_rules! their_sessions {
    () => {
        concat!(
            "(SELECT id FROM sessions WHERE parent_id IN ",
            closed_before!(),
            ")"
        )
    };
}

/// The subscriptions of the families closed before `$1`.
macro_rules! their_subscriptions {
    () => {
        concat!(
            "(SELECT id FROM subscriptions WHERE parent_id IN ",
            closed_before!(),
            ")"
        )
    };
}

pub const SCHEDULE: [Rule; 10] = [
    Rule {
        records: "ended sign-ins",
        // An id token lives 15 minutes; one more for clocks that disagree.
        kept_for: 16 * MINUTE,
        delete: &["DELETE FROM ended_signins WHERE ended_at < $1"],
    },
    Rule {
        records: "failed sign-ins",
        kept_for: DAY,
        delete: &["DELETE FROM signin_failures WHERE failed_at < $1"],
    },
    Rule {
        records: "sign-up attempts",
        kept_for: DAY,
        delete: &["DELETE FROM signup_attempts WHERE attempted_at < $1"],
    },
    Rule {
        records: "expired refresh tokens",
        // A week past expiry, so a reuse shortly after is still recognised.
        kept_for: 7 * DAY,
        delete: &["DELETE FROM refresh_tokens WHERE expires_at < $1"],
    },
    Rule {
        records: "session hand-off codes",
        kept_for: DAY,
        delete: &["DELETE FROM session_handoffs WHERE expires_at < $1"],
    },
    Rule {
        records: "e-mails",
        // They may carry one-time passwords; the recipient has their copy.
        kept_for: 30 * DAY,
        delete: &["DELETE FROM emails WHERE created_at < $1"],
    },
    Rule {
        records: "session whiteboards",
        kept_for: 90 * DAY,
        delete: &[
            // The timeline is replayed beside a recording, which an open
            // concern about its session keeps: so it keeps the timeline.
            "DELETE FROM whiteboard_changes WHERE session_id IN \
             (SELECT s.id FROM sessions s WHERE s.starts_at < $1 AND NOT EXISTS \
             (SELECT 1 FROM concerns c WHERE c.session_id = s.id AND c.state <> 'closed'))",
            "DELETE FROM session_whiteboards WHERE session_id IN \
             (SELECT id FROM sessions WHERE starts_at < $1)",
        ],
    },
    Rule {
        records: "messages",
        kept_for: 2 * YEAR,
        delete: &["DELETE FROM notes WHERE created_at < $1"],
    },
    Rule {
        records: "session reports and chats",
        // A tutor's words to the family and the room's chat, kept as long
        // as their messages.
        kept_for: 2 * YEAR,
        delete: &[
            "DELETE FROM session_reports WHERE sent_at < $1",
            "DELETE FROM session_chat WHERE sent_at < $1",
        ],
    },
    Rule {
        records: "closed families' payment records and past sessions",
        // UK tax law keeps payment records six years; the sessions, their
        // registers and bookings point at the subscriptions, so they go
        // with them.
        kept_for: 6 * YEAR,
        delete: &[
            concat!(
                "DELETE FROM session_events WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM session_handoffs WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM whiteboard_changes WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM session_whiteboards WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM session_reports WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM session_chat WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM session_questions WHERE session_id IN ",
                their_sessions!()
            ),
            // The audit of who watched the sessions' recordings (which
            // went when the family closed) goes with the sessions.
            concat!(
                "DELETE FROM recording_views WHERE session_id IN ",
                their_sessions!()
            ),
            concat!(
                "DELETE FROM recordings WHERE session_id IN ",
                their_sessions!()
            ),
            concat!("DELETE FROM sessions WHERE parent_id IN ", closed_before!()),
            concat!(
                "DELETE FROM bookings WHERE subscription_id IN ",
                their_subscriptions!()
            ),
            concat!(
                "DELETE FROM plan_changes WHERE subscription_id IN ",
                their_subscriptions!()
            ),
            concat!(
                "DELETE FROM plan_history WHERE subscription_id IN ",
                their_subscriptions!()
            ),
            concat!(
                "DELETE FROM subscription_payments WHERE subscription_id IN ",
                their_subscriptions!()
            ),
            concat!(
                "DELETE FROM subscriptions WHERE parent_id IN ",
                closed_before!()
            ),
        ],
    },
];

/// Applies `rule` as of `now`; answers how many records went.
pub async fn apply(db: &Db, rule: &Rule, now: i64) -> sqlx::Result<u64> {
    let mut tx = db.write().begin().await?;
    let mut deleted = 0;
    for statement in rule.delete {
        let done = sqlx::query(statement)
            .bind(now - rule.kept_for)
            .execute(&mut *tx)
            .await?;
        deleted += done.rows_affected();
    }
    tx.commit().await?;
    Ok(deleted)
}

/// Applies the whole schedule now.
pub async fn apply_all(db: &Db) -> sqlx::Result<Vec<(&'static str, u64)>> {
    let now = now_millis();
    let mut deleted = Vec::new();
    for rule in &SCHEDULE {
        deleted.push((rule.records, apply(db, rule, now).await?));
    }
    Ok(deleted)
}
