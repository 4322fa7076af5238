//! The weekly job: once a week has ended, each parent who asked for
//! e-mail gets its digest in the outbox. It runs through the week, so a
//! server that was down on Monday catches up when it is back; each
//! parent's week is claimed in the same transaction as the e-mail, so it
//! is sent once however many runs or replicas try.

use std::time::Duration;

use crate::db::{Db, digests, leases};
use crate::email::{Mailer, Outgoing};

use super::{Week, letter, of_week};

const LEASE: &str = "weekly digest";
/// How often the job looks for a week to send.
pub const EVERY: Duration = Duration::from_secs(15 * 60);

/// Sends the week before `now`'s, if this replica holds the lease;
/// answers how many digests it recorded.
pub async fn run_once(db: &Db, mailer: &Mailer, holder: &str, now: i64) -> anyhow::Result<usize> {
    let lease_millis = 2 * EVERY.as_millis() as i64;
    if !leases::take(db, LEASE, holder, lease_millis).await? {
        return Ok(0);
    }
    send_week(db, mailer, Week::holding(now).before(), now).await
}

/// Records the digest of `week` for every parent who opted in and has not
/// had it yet, and hands each to the mailer; a parent with no open child
/// has nothing to read and gets none. Answers how many it recorded.
pub async fn send_week(db: &Db, mailer: &Mailer, week: Week, now: i64) -> anyhow::Result<usize> {
    let subject = letter::subject(week);
    let mut recorded = 0;
    for recipient in digests::opted_in_unsent(db, week.start).await? {
        let digest = of_week(db, &recipient.parent_id, week, now).await?;
        if digest.children.is_empty() {
            continue;
        }
        let message = Outgoing {
            to: &recipient.email,
            subject: &subject,
            body: letter::body(&recipient.first_name, week, &digest),
        };
        let mut tx = db.write().begin().await?;
        // Claimed meanwhile by another replica: dropping `tx` rolls back.
        if !digests::claim(&mut tx, &recipient.parent_id, week.start).await? {
            continue;
        }
        let id = mailer.record(&mut tx, &message).await?;
        tx.commit().await?;
        mailer.deliver(db, id, message);
        recorded += 1;
    }
    Ok(recorded)
}
