//! One participant's connection to their session's Janus room, held by
//! their session channel connection (`crate::video::channel`) for as long
//! as it lasts: it publishes the participant's media, subscribes them to
//! the other participant's, and passes the session descriptions between
//! the browser and Janus. When the connection ends, its Janus session is
//! destroyed, which is the participant leaving the room; the recording of
//! whoever stays goes on.

use std::collections::BTreeSet;
use std::time::Duration;

use anyhow::bail;
use plytime_shared::api::rooms::{MediaEvent, MediaRequest, SessionDescription};
use serde_json::Value;
use tokio::sync::mpsc;
use tokio::time::interval;

use super::janus::{JanusSession, plugin_error_code};
use super::videoroom::{self, Happening};
use super::{MediaRoom, Recorded};

/// Janus ends a session it hears nothing from for a minute.
const KEEPALIVE_EVERY: Duration = Duration::from_secs(25);
/// What the browser is told when the media server cannot go on.
const LOST: &str = "The video connection was lost: reconnecting";

/// The connection's side of a running bridge.
pub struct Bridge {
    requests: mpsc::Sender<MediaRequest>,
    events: mpsc::Receiver<MediaEvent>,
}

impl Bridge {
    pub fn open(room: MediaRoom) -> Bridge {
        let (requests, incoming) = mpsc::channel(8);
        let (outgoing, events) = mpsc::channel(8);
        tokio::spawn(run(room, incoming, outgoing));
        Bridge { requests, events }
    }

    /// False when the bridge has stopped (after telling the browser why).
    pub async fn send(&self, request: MediaRequest) -> bool {
        self.requests.send(request).await.is_ok()
    }

    /// What to tell the browser next; `None` once the bridge has stopped.
    pub async fn next(&mut self) -> Option<MediaEvent> {
        self.events.recv().await
    }
}

async fn run(
    room: MediaRoom,
    requests: mpsc::Receiver<MediaRequest>,
    events: mpsc::Sender<MediaEvent>,
) {
    let session = match room.janus.session().await {
        Ok(session) => session,
        Err(error) => {
            tracing::warn!(%error, "could not reach the media server for a call");
            let _ = events.send(lost()).await;
            return;
        }
    };
    let (polled_tx, polled) = mpsc::channel(4);
    let poller = tokio::spawn(poll(session.clone(), polled_tx));
    let mut participant = Participant {
        room,
        session: session.clone(),
        events: events.clone(),
        publisher: None,
        offer: None,
        kicked: false,
        joined: false,
        others: BTreeSet::new(),
        subscriber: None,
        recorded: None,
    };
    if let Err(error) = participant.serve(requests, polled).await {
        tracing::warn!(%error, "a call's media connection ended");
        let _ = events.send(lost()).await;
    }
    poller.abort();
    let _ = session.destroy().await;
}

fn lost() -> MediaEvent {
    MediaEvent::Failed {
        message: LOST.into(),
    }
}

/// Passes the session's events on until it fails.
async fn poll(session: JanusSession, polled: mpsc::Sender<anyhow::Result<Vec<Value>>>) {
    loop {
        let result = session.poll().await;
        let failed = result.is_err();
        if polled.send(result).await.is_err() || failed {
            return;
        }
    }
}

struct Participant {
    room: MediaRoom,
    session: JanusSession,
    events: mpsc::Sender<MediaEvent>,
    /// The handle publishing this participant's media.
    publisher: Option<u64>,
    /// The browser's offer, held until the publisher has joined.
    offer: Option<SessionDescription>,
    /// A stale publisher of the same person was removed once already.
    kicked: bool,
    joined: bool,
    /// The other publishers in the room.
    others: BTreeSet<u64>,
    /// The handle receiving another's media, and whose.
    subscriber: Option<(u64, u64)>,
    /// Counts the participant as recorded from their first join as a
    /// publisher until the bridge ends (a publish afresh joins again).
    recorded: Option<Recorded>,
}

impl Participant {
    async fn serve(
        &mut self,
        mut requests: mpsc::Receiver<MediaRequest>,
        mut polled: mpsc::Receiver<anyhow::Result<Vec<Value>>>,
    ) -> anyhow::Result<()> {
        let mut keepalive = interval(KEEPALIVE_EVERY);
        loop {
            tokio::select! {
                request = requests.recv() => match request {
                    // The participant's connection ended.
                    None => return Ok(()),
                    Some(MediaRequest::Publish { description }) => self.publish(description).await?,
                    Some(MediaRequest::Answer { description }) => self.answer(description).await?,
                },
                polled = polled.recv() => {
                    let Some(events) = polled else { bail!("the media server stopped answering") };
                    for event in events? {
                        self.on_event(&event).await?;
                    }
                }
                _ = keepalive.tick() => self.session.keepalive().await?,
            }
        }
    }

    async fn tell(&self, event: MediaEvent) {
        let _ = self.events.send(event).await;
    }

    /// Joins the room as a publisher (making the room if it is the
    /// session's first), with the browser's offer to follow.
    async fn publish(&mut self, offer: SessionDescription) -> anyhow::Result<()> {
        if let Some(old) = self.publisher.take() {
            // Publishing afresh: the browser dropped its media connection.
            let _ = self.session.detach(old).await;
        }
        let handle = self.session.attach().await?;
        let room = &self.room;
        match self
            .session
            .request(handle, videoroom::create(&room.keys, &room.rec_dir))
            .await
        {
            Err(error) if plugin_error_code(&error) != Some(videoroom::ROOM_EXISTS) => {
                return Err(error);
            }
            _ => {}
        }
        self.publisher = Some(handle);
        self.offer = Some(offer);
        self.joined = false;
        self.join(handle).await
    }

    async fn join(&self, handle: u64) -> anyhow::Result<()> {
        let body = videoroom::join_as_publisher(&self.room.keys, self.room.publisher);
        self.session.send(handle, body, None).await
    }

    async fn answer(&mut self, answer: SessionDescription) -> anyhow::Result<()> {
        if let Some((handle, _)) = self.subscriber {
            let jsep = videoroom::jsep(&answer);
            self.session
                .send(handle, videoroom::start(), Some(jsep))
                .await?;
        }
        Ok(())
    }

    async fn on_event(&mut self, event: &Value) -> anyhow::Result<()> {
        let (handle, happenings) = videoroom::read(event);
        let Some(handle) = handle else { return Ok(()) };
        for happening in happenings {
            if Some(handle) == self.publisher {
                self.on_publisher_event(handle, happening).await?;
            } else if self
                .subscriber
                .is_some_and(|(current, _)| current == handle)
            {
                self.on_subscriber_event(happening).await?;
            }
            // Anything else is about a handle let go already.
        }
        Ok(())
    }

    async fn on_publisher_event(
        &mut self,
        handle: u64,
        happening: Happening,
    ) -> anyhow::Result<()> {
        match happening {
            Happening::Joined { publishers } => {
                self.joined = true;
                if self.recorded.is_none() {
                    self.recorded = Some(self.room.recordings.start());
                }
                if let Some(offer) = self.offer.take() {
                    let jsep = videoroom::jsep(&offer);
                    self.session
                        .send(handle, videoroom::publish(), Some(jsep))
                        .await?;
                }
                self.others_publish(publishers).await?;
            }
            Happening::Refused { code, .. }
                if code == videoroom::PUBLISHER_ID_TAKEN && !self.kicked =>
            {
                self.kicked = true;
                let keys = &self.room.keys;
                let kick = videoroom::kick(keys, self.room.publisher);
                let _ = self.session.request(handle, kick).await;
                self.join(handle).await?;
            }
            Happening::Refused { code, message } => {
                bail!("the media server refused to publish: {message} ({code})")
            }
            Happening::Description(answer) => {
                self.tell(MediaEvent::Published {
                    description: answer,
                })
                .await;
            }
            Happening::Publishers(publishers) => self.others_publish(publishers).await?,
            Happening::Gone(id) => {
                self.others.remove(&id);
                if self.subscriber.is_some_and(|(_, feed)| feed == id) {
                    self.unsubscribe().await;
                }
            }
            Happening::HungUp => bail!("the participant's media connection ended"),
        }
        Ok(())
    }

    async fn on_subscriber_event(&mut self, happening: Happening) -> anyhow::Result<()> {
        match happening {
            Happening::Description(offer) => {
                self.tell(MediaEvent::Offer { description: offer }).await;
            }
            Happening::HungUp => {
                // Try again while the other still publishes.
                self.unsubscribe().await;
                self.subscribe().await?;
            }
            Happening::Refused { .. } => {
                // Their media went before it could be received: the next
                // time they publish, it is offered again.
                if let Some((_, feed)) = self.subscriber {
                    self.others.remove(&feed);
                }
                self.unsubscribe().await;
            }
            _ => {}
        }
        Ok(())
    }

    async fn others_publish(&mut self, publishers: Vec<u64>) -> anyhow::Result<()> {
        let own = self.room.publisher;
        self.others
            .extend(publishers.into_iter().filter(|id| *id != own));
        self.subscribe().await
    }

    /// Receives the other participant's media, if they publish and it is
    /// not received already.
    async fn subscribe(&mut self) -> anyhow::Result<()> {
        if self.subscriber.is_some() || !self.joined {
            return Ok(());
        }
        let Some(&feed) = self.others.iter().next() else {
            return Ok(());
        };
        let handle = self.session.attach().await?;
        self.subscriber = Some((handle, feed));
        let body = videoroom::join_as_subscriber(&self.room.keys, feed);
        self.session.send(handle, body, None).await
    }

    async fn unsubscribe(&mut self) {
        if let Some((handle, _)) = self.subscriber.take() {
            let _ = self.session.detach(handle).await;
            self.tell(MediaEvent::Unsubscribed).await;
        }
    }
}
