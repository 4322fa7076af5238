//! Rotating refresh tokens. Only a hash is stored. Each token may be used
//! once; using it again means it was stolen (or leaked), so the whole family
//! descended from that sign-in is revoked.
//!
//! A family is one sign-in: its id tokens name it, and every revocation
//! here records the family in `ended_signins` in the same transaction, so
//! its id tokens stop working too (docs/accounts.md).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use plytime_shared::game::clock::DAY_MILLIS;
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::FromRow;

use super::{Db, ended_signins, now_millis};

/// Refresh tokens live 30 days from their issue (each refresh issues a new
/// one), so only someone away for longer must sign in again.
pub const LIFETIME_MILLIS: i64 = 30 * DAY_MILLIS;

fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Who a refresh token signs in.
#[derive(Debug, Clone, FromRow)]
pub struct Grant {
    pub account_id: String,
    pub family_id: String,
    pub acting_parent_id: Option<String>,
}

/// Why a refresh token was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// Unknown, expired or revoked.
    Invalid,
    /// Already used: the family (named) has now been revoked.
    Reused { family_id: String },
}

/// Stores a new token for the grant and returns the token itself.
pub async fn issue<'e, E>(executor: E, grant: &Grant) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let now = now_millis();
    sqlx::query(
        "INSERT INTO refresh_tokens (token_hash, family_id, account_id, acting_parent_id, \
         expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(hash(&token))
    .bind(&grant.family_id)
    .bind(&grant.account_id)
    .bind(&grant.acting_parent_id)
    .bind(now + LIFETIME_MILLIS)
    .bind(now)
    .execute(executor)
    .await?;
    Ok(token)
}

/// Spends `token` and issues its successor in the same family.
///
/// The spend is one conditional UPDATE, so two concurrent refreshes with the
/// same token cannot both succeed: the loser is treated as a reuse.
pub async fn rotate(db: &Db, token: &str) -> sqlx::Result<Result<(Grant, String), Refused>> {
    let token_hash = hash(token);
    let mut tx = db.write().begin().await?;
    let spent: Option<Grant> = sqlx::query_as(
        "UPDATE refresh_tokens SET used = 1 \
         WHERE token_hash = $1 AND used = 0 AND revoked = 0 AND expires_at > $2 \
         RETURNING account_id, family_id, acting_parent_id",
    )
    .bind(&token_hash)
    .bind(now_millis())
    .fetch_optional(&mut *tx)
    .await?;
    let Some(grant) = spent else {
        let reused: Option<String> = sqlx::query_scalar(
            "SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used = 1",
        )
        .bind(&token_hash)
        .fetch_optional(&mut *tx)
        .await?;
        let outcome = match reused {
            Some(family_id) => {
                revoke_families_in(&mut tx, std::slice::from_ref(&family_id)).await?;
                Refused::Reused { family_id }
            }
            None => Refused::Invalid,
        };
        tx.commit().await?;
        return Ok(Err(outcome));
    };
    let successor = issue(&mut *tx, &grant).await?;
    tx.commit().await?;
    Ok(Ok((grant, successor)))
}

async fn revoke_families_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    family_ids: &[String],
) -> sqlx::Result<()> {
    for family_id in family_ids {
        sqlx::query("UPDATE refresh_tokens SET revoked = 1 WHERE family_id = $1")
            .bind(family_id)
            .execute(&mut **tx)
            .await?;
    }
    ended_signins::record(tx, family_ids).await
}

/// Whether the sign-in `family_id` still has a refresh token that works:
/// it has not been signed out, revoked or left to expire.
pub async fn family_is_live(db: &Db, family_id: &str) -> sqlx::Result<bool> {
    let live: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM refresh_tokens \
         WHERE family_id = $1 AND revoked = 0 AND expires_at > $2 LIMIT 1",
    )
    .bind(family_id)
    .bind(now_millis())
    .fetch_optional(db.read())
    .await?;
    Ok(live.is_some())
}

/// Signs out: revokes the family of `token`, whatever state it is in, and
/// answers the family ended (none for an unknown token).
pub async fn revoke_family_of(db: &Db, token: &str) -> sqlx::Result<Vec<String>> {
    let mut tx = db.write().begin().await?;
    let families: Vec<String> =
        sqlx::query_scalar("SELECT DISTINCT family_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(hash(token))
            .fetch_all(&mut *tx)
            .await?;
    revoke_families_in(&mut tx, &families).await?;
    tx.commit().await?;
    Ok(families)
}

/// Ends every sign-in of the accounts `account_ids`, including a parent's
/// sign-ins as their child, and answers the families ended. After a password
/// change, or when a family closes its account.
pub async fn revoke_all_for_accounts(db: &Db, account_ids: &[&str]) -> sqlx::Result<Vec<String>> {
    let mut tx = db.write().begin().await?;
    let mut families = Vec::new();
    for account_id in account_ids {
        // A family whose refresh tokens have all expired has no live id
        // tokens either: id tokens are far shorter-lived.
        let live: Vec<String> = sqlx::query_scalar(
            "SELECT DISTINCT family_id FROM refresh_tokens \
             WHERE (account_id = $1 OR acting_parent_id = $1) AND revoked = 0 AND expires_at > $2",
        )
        .bind(account_id)
        .bind(now_millis())
        .fetch_all(&mut *tx)
        .await?;
        families.extend(live);
    }
    families.sort();
    families.dedup();
    revoke_families_in(&mut tx, &families).await?;
    tx.commit().await?;
    Ok(families)
}
