//! Id tokens of ended sign-ins are refused at once, not when they expire.
//!
//! Every id token names its sign-in (the refresh-token family). When a
//! sign-in ends (sign-out, a password change, a reused refresh token, a
//! closed account) its family is written to `ended_signins` in the same
//! transaction that revokes its refresh tokens. Each replica keeps the
//! families that ended within an id token's lifetime in memory, so checking
//! a request costs no query. It learns of its own endings at once, of other
//! replicas' through NOTIFY (PostgreSQL), and reads the table at start and
//! every few seconds in case an announcement was missed (docs/accounts.md).
//!
//! A browser's hand-off sign-in (`db::session_handoffs`) ends here too,
//! with the sign-in that asked for it and with every sign-in of its
//! account; its longer-lived token is checked against its row instead.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;

use super::tokens::{ID_TOKEN_SECONDS, Signin};
use crate::db::{Backend, Db, ended_signins, now_millis, refresh_tokens, session_handoffs};
use crate::realtime;

/// PostgreSQL channel that carries ended sign-ins between replicas.
const NOTIFY_CHANNEL: &str = "plytime_signins";
/// How often a replica of several reads the table in case it missed an
/// announcement.
const CATCH_UP_EVERY: Duration = Duration::from_secs(5);
/// An ended sign-in is remembered this long: its last id token has expired
/// by then, with a minute to spare for clocks that disagree.
const REMEMBER_MILLIS: i64 = (ID_TOKEN_SECONDS + 60) * 1000;

#[derive(Clone, Default)]
pub struct EndedSignins {
    /// Family id → when it ended (epoch milliseconds).
    ended: Arc<RwLock<HashMap<String, i64>>>,
}

impl EndedSignins {
    /// True when the sign-in `family_id` has ended.
    pub fn contains(&self, family_id: &str) -> bool {
        self.ended
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .contains_key(family_id)
    }

    /// Whether `signin` is still going, read from the database: for tokens
    /// that outlive an id token (room passes, playback passes, hand-off
    /// sign-ins), which this replica's memory of recent endings does not
    /// cover. A pass that names no sign-in (a test user's) is never live.
    pub async fn is_live(&self, db: &Db, signin: Option<&Signin>) -> sqlx::Result<bool> {
        match signin {
            Some(Signin::Family(family_id)) => {
                Ok(!self.contains(family_id)
                    && refresh_tokens::family_is_live(db, family_id).await?)
            }
            Some(Signin::Handoff(signin_id)) => session_handoffs::is_live(db, signin_id).await,
            None => Ok(false),
        }
    }

    /// Takes note of sign-ins this replica has just ended (and recorded),
    /// ends the hand-offs they asked for, and tells the other replicas.
    pub async fn announce(&self, db: &Db, family_ids: &[String]) -> sqlx::Result<()> {
        session_handoffs::end_made_by(db, family_ids).await?;
        let now = now_millis();
        self.remember(family_ids.iter().map(|family_id| (family_id.clone(), now)));
        if db.backend() == Backend::Postgres {
            for family_id in family_ids {
                realtime::notify(db, NOTIFY_CHANNEL, family_id).await?;
            }
        }
        Ok(())
    }

    /// Ends every sign-in of the accounts, refresh and id tokens alike (a
    /// parent's sign-ins as their child too): after a password change, and
    /// when a family closes its account.
    pub async fn end_every_signin_of(&self, db: &Db, account_ids: &[&str]) -> sqlx::Result<()> {
        session_handoffs::end_of_accounts(db, account_ids).await?;
        let ended = refresh_tokens::revoke_all_for_accounts(db, account_ids).await?;
        self.announce(db, &ended).await
    }

    /// Reads the sign-ins that ended within an id token's lifetime. Run
    /// before serving, so that a restart forgets nothing.
    pub async fn load(&self, db: &Db) -> sqlx::Result<()> {
        let recent = ended_signins::since(db, now_millis() - REMEMBER_MILLIS).await?;
        self.remember(recent);
        Ok(())
    }

    /// With PostgreSQL: hears other replicas' endings as they happen, and
    /// reads the table every few seconds besides.
    pub fn listen(&self, db: Db, database_url: String) {
        if db.backend() != Backend::Postgres {
            return;
        }
        let heard = self.clone();
        realtime::relay(
            &db,
            database_url,
            NOTIFY_CHANNEL,
            |_, family_id| async move { Ok(Some(family_id)) },
            move |family_id| heard.remember([(family_id, now_millis())]),
        );
        let reader = self.clone();
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(CATCH_UP_EVERY);
            loop {
                interval.tick().await;
                if let Err(error) = reader.load(&db).await {
                    tracing::warn!(error = %error, "could not read ended sign-ins");
                }
            }
        });
    }

    fn remember(&self, ended: impl IntoIterator<Item = (String, i64)>) {
        let mut known = self
            .ended
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Forgetting happens here, lazily: nothing else writes.
        let horizon = now_millis() - REMEMBER_MILLIS;
        known.retain(|_, ended_at| *ended_at >= horizon);
        for (family_id, ended_at) in ended {
            if ended_at >= horizon {
                known.entry(family_id).or_insert(ended_at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_recent_endings_and_forgets_old_ones() {
        let ended = EndedSignins::default();
        let now = now_millis();
        ended.remember([
            ("recent".to_string(), now - 1000),
            ("long ago".to_string(), now - REMEMBER_MILLIS - 1000),
        ]);
        assert!(ended.contains("recent"));
        assert!(
            !ended.contains("long ago"),
            "its id tokens have all expired"
        );
        assert!(!ended.contains("never ended"));
    }
}
