//! How long each kind of record is kept (docs/privacy.md, where the same
//! schedule is written out for people). Each rule deletes what is older
//! than its age; `privacy::retention` runs them.

use super::{Db, now_millis};

const MINUTE: i64 = 60 * 1000;
const DAY: i64 = 24 * 60 * MINUTE;

/// One line of the schedule.
pub struct Rule {
    /// What is deleted, as the schedule names it.
    pub records: &'static str,
    /// Deleted once older than this (milliseconds).
    pub kept_for: i64,
    /// Deletes the records older than `$1` (epoch milliseconds).
    pub delete: &'static str,
}

pub const SCHEDULE: [Rule; 8] = [
    Rule {
        records: "ended sign-ins",
        // An id token lives 15 minutes; one more for clocks that disagree.
        kept_for: 16 * MINUTE,
        delete: "DELETE FROM ended_signins WHERE ended_at < $1",
    },
    Rule {
        records: "failed sign-ins",
        kept_for: DAY,
        delete: "DELETE FROM signin_failures WHERE failed_at < $1",
    },
    Rule {
        records: "sign-up attempts",
        kept_for: DAY,
        delete: "DELETE FROM signup_attempts WHERE attempted_at < $1",
    },
    Rule {
        records: "expired refresh tokens",
        // A week past expiry, so a reuse shortly after is still recognised.
        kept_for: 7 * DAY,
        delete: "DELETE FROM refresh_tokens WHERE expires_at < $1",
    },
    Rule {
        records: "session hand-off codes",
        kept_for: DAY,
        delete: "DELETE FROM session_handoffs WHERE expires_at < $1",
    },
    Rule {
        records: "e-mails",
        // They may carry one-time passwords; the recipient has their copy.
        kept_for: 30 * DAY,
        delete: "DELETE FROM emails WHERE created_at < $1",
    },
    Rule {
        records: "session whiteboards",
        kept_for: 90 * DAY,
        delete: "DELETE FROM session_whiteboards WHERE session_id IN \
                 (SELECT id FROM sessions WHERE starts_at < $1)",
    },
    Rule {
        records: "messages",
        kept_for: 2 * 365 * DAY,
        delete: "DELETE FROM notes WHERE created_at < $1",
    },
];

/// Applies `rule` as of `now`; answers how many records went.
pub async fn apply(db: &Db, rule: &Rule, now: i64) -> sqlx::Result<u64> {
    let done = sqlx::query(rule.delete)
        .bind(now - rule.kept_for)
        .execute(db.write())
        .await?;
    Ok(done.rows_affected())
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
