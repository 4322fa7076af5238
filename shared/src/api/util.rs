use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::rooms::VideoProvider;

/// `GET /api`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ApiStatus {
    pub message: String,
}

/// `GET /api/health`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Health {
    pub status: String,
    pub database: String,
}

/// `GET /api/ready`: whether each thing the server needs answers, for a
/// load balancer deciding where to send traffic.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Readiness {
    pub ready: bool,
    /// `ok`, or what went wrong.
    pub database: String,
    pub files: String,
    /// The media server that records calls: `ok`, `not used` when none is
    /// configured (which counts as ready), or what went wrong.
    pub media: String,
}

/// Level of a remote log entry sent by the UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum LogLevel {
    Debug,
    Info,
    Warn,
    Error,
}

/// `POST /api/util/log`: the UI reports errors that the user saw.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RemoteLogEntry {
    pub message: String,
    pub timestamp: String,
    pub level: LogLevel,
}

/// `GET /api/client_config`: settings the UI needs before anyone signs in.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ClientConfig {
    /// Shown in the page header, e.g. "Demo environment"; absent in production.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub environment_message: Option<String>,
    /// The help-videos page the How-To link opens in a new tab.
    pub how_to_url: String,
    /// True when the server runs with demo data and the test payment provider.
    pub demo: bool,
    /// Which video service live sessions run on.
    pub video_provider: VideoProvider,
}
