//! Sending the queue to the server, a page at a time, oldest first. A page
//! leaves the queue only after the server has answered for every item in
//! it; if the app or the connection dies in between, the page is sent
//! again and the server, which keys every item by its id, reports the
//! items it already has as duplicates. Nothing is lost and nothing counts
//! twice.

use std::time::Duration;

use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::operations as ops;
use plytime_shared::api::sync::{
    SYNC_PAGE_SIZE, SyncAnswersRequest, SyncGamesRequest, SyncOutcome, SyncResponse,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use ts_rs::TS;

use crate::error::DesktopError;
use crate::offline::review::QueuedReview;
use crate::session::{ApiResponse, Session};
use crate::store::Store;
use crate::store::queue::{ItemKind, Page, Settled};

/// What one sync did, for the UI to show.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct SyncReport {
    pub applied: usize,
    pub duplicates: usize,
    pub rejected: usize,
}

/// The items of a page as what they are.
fn items<T: DeserializeOwned>(page: &Page) -> Result<Vec<T>, DesktopError> {
    page.items
        .iter()
        .map(|item| {
            serde_json::from_value(item.body.clone()).map_err(|error| {
                DesktopError::Storage(format!("A queued item is unreadable: {error}"))
            })
        })
        .collect()
}

/// Sends a page of answers or games through its sync route; `None` for
/// review flags, which go one by one.
async fn send_page(session: &Session, page: &Page) -> Result<Option<ApiResponse>, DesktopError> {
    let student_id = page.student_id.clone();
    let sent = match page.kind {
        ItemKind::Answer => {
            let request = SyncAnswersRequest {
                student_id,
                answers: items(page)?,
            };
            within_limit(session.call(ops::sync::SYNC_ANSWERS, &[], &request)).await?
        }
        ItemKind::Game => {
            let request = SyncGamesRequest {
                student_id,
                games: items(page)?,
            };
            within_limit(session.call(ops::sync::SYNC_GAMES, &[], &request)).await?
        }
        ItemKind::Review => return Ok(None),
    };
    Ok(Some(sent))
}

/// How long one sync call may take. The server answers a full page in
/// well under a second; a connection that goes quiet without closing (a
/// cable pulled at the far end, a Wi-Fi hand-over) would otherwise hold
/// the sync for the client's whole minute. The call is given up and the
/// page sent again, which its items' ids make harmless.
const SYNC_CALL_LIMIT: Duration = Duration::from_secs(20);

async fn within_limit<T>(
    call: impl Future<Output = Result<T, DesktopError>>,
) -> Result<T, DesktopError> {
    tokio::time::timeout(SYNC_CALL_LIMIT, call)
        .await
        .unwrap_or_else(|_| {
            Err(DesktopError::Offline(format!(
                "The server did not answer within {} s",
                SYNC_CALL_LIMIT.as_secs()
            )))
        })
}

/// The server's error, as the sync reports it.
fn refusal(status: u16, body: serde_json::Value) -> DesktopError {
    let message = serde_json::from_value::<ErrorBody>(body)
        .map(|body| body.errors.join(", "))
        .unwrap_or_else(|_| format!("The server answered {status}"));
    match status {
        401 => DesktopError::Unauthorized(message),
        _ => DesktopError::Server(message),
    }
}

/// The server's answer for a page, checked to speak of exactly its items
/// in order.
fn read_answer(
    page: &Page,
    status: u16,
    body: serde_json::Value,
) -> Result<SyncResponse, DesktopError> {
    if !(200..300).contains(&status) {
        return Err(refusal(status, body));
    }
    let answer: SyncResponse = serde_json::from_value(body)
        .map_err(|error| DesktopError::Server(format!("Unexpected sync answer: {error}")))?;
    let matches = answer.items.len() == page.items.len()
        && answer
            .items
            .iter()
            .zip(&page.items)
            .all(|(answered, sent)| answered._id == sent.item_id);
    if !matches {
        return Err(DesktopError::Server(
            "The server's sync answer does not match what was sent".into(),
        ));
    }
    Ok(answer)
}

/// Sends one page and takes what the server answered for out of the queue.
async fn push_page(
    store: &Store,
    page: &Page,
    response: ApiResponse,
    report: &mut SyncReport,
) -> Result<(), DesktopError> {
    let answer = read_answer(page, response.status, response.body)?;
    let settled: Vec<Settled<'_>> = answer
        .items
        .iter()
        .map(|item| match item.outcome {
            SyncOutcome::Applied => {
                report.applied += 1;
                Settled::Done(&item._id)
            }
            SyncOutcome::Duplicate => {
                report.duplicates += 1;
                Settled::Done(&item._id)
            }
            SyncOutcome::Rejected => {
                report.rejected += 1;
                Settled::Rejected {
                    item_id: &item._id,
                    reason: item.reason.as_deref().unwrap_or("Refused by the server"),
                }
            }
        })
        .collect();
    store.settle(page.kind, &settled)
}

/// Sends review flags one by one, through the route the UI uses online.
/// Sending one again is harmless: a flag set twice stays set, and the
/// server turns an answer's pending token into a real one only once, so
/// the answer's id is the flag's idempotency key.
async fn push_reviews(
    store: &Store,
    session: &Session,
    page: &Page,
    report: &mut SyncReport,
) -> Result<(), DesktopError> {
    for item in &page.items {
        let settled = match serde_json::from_value::<QueuedReview>(item.body.clone()) {
            Err(_) => Err("The review flag could not be read".to_string()),
            Ok(review) => {
                let response = within_limit(session.call(
                    ops::review::REVIEW_ANSWER,
                    &[&review.answer_id],
                    &review.update,
                ))
                .await?;
                match response.status {
                    200..=299 => Ok(()),
                    // Refused for good: the answer is gone or not theirs.
                    400 | 403 | 404 => Err(refusal(response.status, response.body).to_string()),
                    status => return Err(refusal(status, response.body)),
                }
            }
        };
        let settled = match &settled {
            Ok(()) => {
                report.applied += 1;
                Settled::Done(&item.item_id)
            }
            Err(reason) => {
                report.rejected += 1;
                Settled::Rejected {
                    item_id: &item.item_id,
                    reason,
                }
            }
        };
        store.settle(ItemKind::Review, &[settled])?;
    }
    Ok(())
}

/// Sends everything queued. Stops at the first failure (the server out of
/// reach, the session over), leaving the rest queued for the next try.
pub async fn push(store: &Store, session: &Session) -> Result<SyncReport, DesktopError> {
    let mut report = SyncReport::default();
    while let Some(page) = store.next_page(SYNC_PAGE_SIZE)? {
        match send_page(session, &page).await? {
            Some(response) => push_page(store, &page, response, &mut report).await?,
            None => push_reviews(store, session, &page, &mut report).await?,
        }
    }
    Ok(report)
}
