//! A client for the Janus media server's HTTP API (the "Janus API" over
//! its REST transport): sessions, plugin handles, requests, and the long
//! poll that carries a session's events. Every request carries the API
//! secret, which only this server knows.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, anyhow, bail};
use serde_json::{Value, json};

/// Janus answers a long poll after 30 seconds without events; a little
/// longer than that is a dead connection.
const POLL_TIMEOUT: Duration = Duration::from_secs(40);
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
const VIDEOROOM: &str = "janus.plugin.videoroom";

#[derive(Clone)]
pub struct Janus(Arc<Inner>);

struct Inner {
    http: reqwest::Client,
    /// The API's base, e.g. `http://127.0.0.1:8188/janus`.
    url: String,
    secret: String,
}

/// A refusal by the VideoRoom plugin, with its error code (427: the room
/// exists; 436: the publisher id is taken; 426: no such room).
#[derive(Debug, thiserror::Error)]
#[error("the media server refused: {message} ({code})")]
pub struct PluginError {
    pub code: i64,
    pub message: String,
}

impl Janus {
    pub fn new(url: &str, secret: &str) -> anyhow::Result<Janus> {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .build()?;
        Ok(Janus(Arc::new(Inner {
            http,
            url: url.trim_end_matches('/').to_string(),
            secret: secret.to_string(),
        })))
    }

    /// Whether the server answers at all (its info needs no secret).
    pub async fn answers(&self) -> bool {
        let info = self
            .0
            .http
            .get(format!("{}/info", self.0.url))
            .timeout(Duration::from_secs(2))
            .send()
            .await;
        matches!(info, Ok(response) if response.status().is_success())
    }

    async fn post(&self, path: &str, mut body: Value) -> anyhow::Result<Value> {
        body["transaction"] = json!(uuid::Uuid::new_v4().simple().to_string());
        body["apisecret"] = json!(self.0.secret);
        let reply: Value = self
            .0
            .http
            .post(format!("{}{path}", self.0.url))
            .json(&body)
            .timeout(REQUEST_TIMEOUT)
            .send()
            .await
            .context("the media server did not answer")?
            .json()
            .await
            .context("the media server's answer was not JSON")?;
        if reply["janus"] == "error" {
            bail!(
                "the media server refused: {} ({})",
                reply["error"]["reason"].as_str().unwrap_or("no reason"),
                reply["error"]["code"]
            );
        }
        Ok(reply)
    }

    /// A new Janus session: it lives while it is polled or kept alive.
    pub async fn session(&self) -> anyhow::Result<JanusSession> {
        let reply = self.post("", json!({"janus": "create"})).await?;
        let id = reply["data"]["id"]
            .as_u64()
            .context("the media server gave no session id")?;
        Ok(JanusSession {
            janus: self.clone(),
            id,
        })
    }
}

/// One Janus session, holding this server's plugin handles.
#[derive(Clone)]
pub struct JanusSession {
    janus: Janus,
    id: u64,
}

impl JanusSession {
    fn path(&self, handle: Option<u64>) -> String {
        match handle {
            Some(handle) => format!("/{}/{handle}", self.id),
            None => format!("/{}", self.id),
        }
    }

    /// A handle on the VideoRoom plugin.
    pub async fn attach(&self) -> anyhow::Result<u64> {
        let reply = self
            .janus
            .post(
                &self.path(None),
                json!({"janus": "attach", "plugin": VIDEOROOM}),
            )
            .await?;
        reply["data"]["id"]
            .as_u64()
            .context("the media server gave no handle id")
    }

    /// A request the plugin answers at once (create, kick, destroy): its
    /// answer's data.
    pub async fn request(&self, handle: u64, body: Value) -> anyhow::Result<Value> {
        let reply = self
            .janus
            .post(
                &self.path(Some(handle)),
                json!({"janus": "message", "body": body}),
            )
            .await?;
        let data = reply["plugindata"]["data"].clone();
        plugin_result(data)
    }

    /// A request the plugin answers later, in an event (join, publish,
    /// start), with a session description when there is one.
    pub async fn send(&self, handle: u64, body: Value, jsep: Option<Value>) -> anyhow::Result<()> {
        let mut message = json!({"janus": "message", "body": body});
        if let Some(jsep) = jsep {
            message["jsep"] = jsep;
        }
        let reply = self.janus.post(&self.path(Some(handle)), message).await?;
        if reply["janus"] != "ack" {
            plugin_result(reply["plugindata"]["data"].clone())?;
        }
        Ok(())
    }

    /// The session's next events, waiting up to half a minute for one.
    pub async fn poll(&self) -> anyhow::Result<Vec<Value>> {
        let inner = &self.janus.0;
        let reply: Value = inner
            .http
            .get(format!("{}{}", inner.url, self.path(None)))
            .query(&[("maxev", "10"), ("apisecret", inner.secret.as_str())])
            .timeout(POLL_TIMEOUT)
            .send()
            .await
            .context("the media server did not answer")?
            .json()
            .await
            .context("the media server's event was not JSON")?;
        let events = match reply {
            Value::Array(events) => events,
            event => vec![event],
        };
        if let Some(error) = events.iter().find(|event| event["janus"] == "error") {
            bail!(
                "the media server ended the session: {}",
                error["error"]["reason"]
            );
        }
        Ok(events
            .into_iter()
            .filter(|event| event["janus"] != "keepalive")
            .collect())
    }

    pub async fn keepalive(&self) -> anyhow::Result<()> {
        self.janus
            .post(&self.path(None), json!({"janus": "keepalive"}))
            .await
            .map(drop)
    }

    /// Lets go of a handle: its media connection ends.
    pub async fn detach(&self, handle: u64) -> anyhow::Result<()> {
        self.janus
            .post(&self.path(Some(handle)), json!({"janus": "detach"}))
            .await
            .map(drop)
    }

    /// Ends the session and every handle in it.
    pub async fn destroy(&self) -> anyhow::Result<()> {
        self.janus
            .post(&self.path(None), json!({"janus": "destroy"}))
            .await
            .map(drop)
    }
}

/// The plugin's answer, or its refusal as a `PluginError`.
fn plugin_result(data: Value) -> anyhow::Result<Value> {
    match data["error_code"].as_i64() {
        Some(code) => Err(anyhow!(PluginError {
            code,
            message: data["error"].as_str().unwrap_or("no reason").to_string(),
        })),
        None => Ok(data),
    }
}

/// The plugin's error code of `error`, when it is a `PluginError`.
pub fn plugin_error_code(error: &anyhow::Error) -> Option<i64> {
    error.downcast_ref::<PluginError>().map(|error| error.code)
}
