//! Closing a family's account, by the parent or by an admin on the family's
//! request (docs/privacy.md): plans cancelled here and with the payment
//! provider, every sign-in ended, personal data deleted or overwritten, a
//! confirming e-mail, and the files of its pictures, whiteboards and
//! session recordings removed.

use std::path::Path;

use plytime_shared::api::privacy::{FamilyClosed, KEPT_AFTER_CLOSING};
use serde::{Deserialize, Serialize};

use futures_core::future::BoxFuture;

use crate::auth::ended_signins::EndedSignins;
use crate::config::Config;
use crate::db::family_erasure::{self, Erased, Family};
use crate::db::{Db, now_millis, refresh_tokens, sessions, subscriptions};
use crate::email::{Mailer, Outgoing};
use crate::error::AppResult;
use crate::game::players::Players;
use crate::payments::Payments;
use crate::realtime::rooms::RoomHub;
use crate::recordings;
use crate::storage::Storage;
use crate::storage::stored_files::PUBLIC_PREFIX;
use crate::subscriptions::cancel;
use crate::video::board_store;

/// One closing, as the erasure ledger beside the backups keeps it
/// (`backup::ledger`): which family, and when. Ids only, nothing personal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Erasure {
    pub parent_id: String,
    pub closed_at_millis: i64,
}

/// Where closings are kept outside the database: the erasure ledger beside
/// the backups, which sit above this module and so come in from outside.
pub trait ErasureLedger: Sync {
    fn record<'a>(&'a self, erasure: &'a Erasure) -> BoxFuture<'a, anyhow::Result<()>>;
}

/// What closing an account works with.
pub struct Closer<'a> {
    pub db: &'a Db,
    pub payments: &'a Payments,
    pub ended_signins: &'a EndedSignins,
    pub mailer: &'a Mailer,
    pub players: &'a Players,
    pub rooms: &'a RoomHub,
    pub storage: &'a Storage,
    pub config: &'a Config,
    pub ledger: &'a dyn ErasureLedger,
}

pub async fn close(closer: &Closer<'_>, family: &Family) -> AppResult<FamilyClosed> {
    // Plans first: nothing may be charged or booked for a closed family.
    for row in subscriptions::uncancelled_of_parent(closer.db, &family.parent_id).await? {
        cancel::everywhere(closer.db, closer.payments, &row).await?;
    }
    closer
        .ended_signins
        .end_every_signin_of(closer.db, &family.accounts())
        .await?;

    let mut tx = closer.db.write().begin().await?;
    let erased = family_erasure::erase(&mut tx, family).await?;
    let email = family.email.as_deref().map(|to| Outgoing {
        to,
        subject: "Your Plytime account is closed",
        body: closing_letter(family),
    });
    let email_id = match &email {
        Some(email) => Some(closer.mailer.record(&mut tx, email).await?),
        None => None,
    };
    tx.commit().await?;
    for child in &family.children {
        closer.players.forget(&child.id);
    }
    close_open_rooms(closer, family).await?;
    if let (Some(id), Some(email)) = (email_id, email) {
        closer.mailer.deliver(closer.db, id, email);
    }
    delete_files(closer.storage, &erased).await;
    let raw_dir = closer.config.recordings_raw_dir();
    delete_recordings(closer.db, closer.storage, Some(&raw_dir), family).await;
    let erasure = Erasure {
        parent_id: family.parent_id.clone(),
        closed_at_millis: now_millis(),
    };
    // Kept outside the database, so that restoring a backup taken before
    // today cannot bring the family back (docs/backups.md).
    if let Err(error) = closer.ledger.record(&erasure).await {
        tracing::error!(
            error = format!("{error:#}"),
            parent = family.parent_id,
            "could not add a closing to the erasure ledger"
        );
    }
    tracing::info!(parent = family.parent_id, "family account closed");
    Ok(FamilyClosed {
        kept: KEPT_AFTER_CLOSING.map(str::to_string).to_vec(),
    })
}

/// Ends the live sessions the family's children are in, for both sides:
/// nothing more of theirs may be drawn, said or written.
async fn close_open_rooms(closer: &Closer<'_>, family: &Family) -> AppResult<()> {
    let now = now_millis();
    for child in &family.children {
        for session_id in sessions::open_rooms_of_student(closer.db, &child.id, now).await? {
            closer.rooms.close(closer.db, &session_id).await?;
        }
    }
    Ok(())
}

/// Closes again, in a restored database, a family the erasure ledger says
/// was closed: plans cancelled here (the payment provider was told at the
/// time), sign-ins ended, personal data and files erased; no e-mail. False
/// when the family is closed already.
pub async fn close_again(db: &Db, storage: &Storage, parent_id: &str) -> anyhow::Result<bool> {
    let Some(family) = family_erasure::family(db, parent_id).await? else {
        return Ok(false);
    };
    for row in subscriptions::uncancelled_of_parent(db, &family.parent_id).await? {
        subscriptions::cancel(db, &row.id).await?;
    }
    refresh_tokens::revoke_all_for_accounts(db, &family.accounts()).await?;
    let mut tx = db.write().begin().await?;
    let erased = family_erasure::erase(&mut tx, &family).await?;
    tx.commit().await?;
    delete_files(storage, &erased).await;
    // A raw folder left here goes when the recordings job finds its
    // family closed.
    delete_recordings(db, storage, None, &family).await;
    Ok(true)
}

/// Deletes the children's session recordings and, on the server that has
/// them, the raw folders of their sessions (docs/recordings.md). A failure
/// is logged: the retention job deletes a closed family's recordings that
/// are left over.
async fn delete_recordings(db: &Db, storage: &Storage, raw_dir: Option<&Path>, family: &Family) {
    let erased = recordings::retention::erase_family(db, storage, raw_dir, &family.parent_id).await;
    if let Err(error) = erased {
        tracing::warn!(
            error = format!("{error:#}"),
            parent = family.parent_id,
            "could not delete a closed family's recordings"
        );
    }
}

/// Deletes the files nothing names any more. A failure is logged: the
/// account is closed all the same, and the retention job deletes a
/// whiteboard's files that are left over.
async fn delete_files(storage: &Storage, erased: &Erased) {
    let pictures = erased
        .pictures
        .iter()
        .filter_map(|picture| picture.strip_prefix(PUBLIC_PREFIX));
    for key in pictures {
        if let Err(error) = storage.delete(key).await {
            tracing::warn!(
                error = format!("{error:#}"),
                "could not delete a closed family's picture"
            );
        }
    }
    for session_id in &erased.boards {
        let folder = board_store::folder(session_id);
        if let Err(error) = storage.delete_folder(&folder).await {
            tracing::warn!(
                error = format!("{error:#}"),
                "could not delete a closed family's whiteboard pictures"
            );
        }
    }
}

fn closing_letter(family: &Family) -> String {
    let children: Vec<&str> = family
        .children
        .iter()
        .map(|child| child.first_name.as_str())
        .collect();
    let whose = if children.is_empty() {
        String::new()
    } else {
        format!(" and the accounts of {}", children.join(", "))
    };
    format!(
        "Hello {parent},\n\nYour Plytime account{whose} are closed. Their profiles, answers, \
         scores, games, tokens, messages and session recordings are deleted; sessions still to \
         come are cancelled and subscriptions have ended with no further payments.\n\n\
         What we keep:\n- {kept}\n\n\
         If you did not ask for this, please reply to this e-mail.\n",
        parent = family.first_name,
        kept = KEPT_AFTER_CLOSING.join("\n- "),
    )
}
