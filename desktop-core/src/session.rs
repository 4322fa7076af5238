//! The signed-in session and every API call made for the UI. The id token
//! stays in memory; the refresh token goes to the keyring and never to
//! JavaScript. Refreshes are serialised: refresh tokens rotate, and using
//! one twice would end the session.

use std::time::{Duration, Instant};

use plytime_shared::Role;
use plytime_shared::api::auth::{
    ChangePasswordRequest, RefreshRequest, SignInRequest, SignUpRequest, TokenResponse,
};
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::operation::{Method, NoBody, Operation, RequestBody};
use plytime_shared::api::operations::auth;
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;
use ts_rs::TS;

use crate::error::DesktopError;
use crate::secrets::TokenStore;
use crate::server_files::{self, ServerFile};

/// Who is signed in, as the UI sees it (camelCase, per docs/desktop-ipc.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct SessionInfo {
    pub uid: String,
    pub role: Role,
    pub must_change_password: bool,
}

/// The server's status and JSON body, whatever the status.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export_to = "desktop/")]
pub struct ApiResponse {
    pub status: u16,
    /// Any JSON: the UI checks it against the operation's schema.
    #[ts(type = "unknown")]
    pub body: serde_json::Value,
}

struct IdToken {
    token: String,
    /// Renewed a little before the server would refuse it.
    renew_after: Instant,
}

pub struct Session {
    http: reqwest::Client,
    server: url::Url,
    refresh_tokens: Box<dyn TokenStore>,
    id_token: Mutex<Option<IdToken>>,
}

/// Renew id tokens this long before they expire.
const RENEW_MARGIN: Duration = Duration::from_secs(30);

fn http_method(method: Method) -> reqwest::Method {
    match method {
        Method::Get => reqwest::Method::GET,
        Method::Post => reqwest::Method::POST,
        Method::Put => reqwest::Method::PUT,
        Method::Delete => reqwest::Method::DELETE,
        Method::Patch => reqwest::Method::PATCH,
    }
}

impl Session {
    pub fn new(server: url::Url, refresh_tokens: Box<dyn TokenStore>) -> Session {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(60))
            .build()
            .unwrap_or_default();
        Session {
            http,
            server,
            refresh_tokens,
            id_token: Mutex::new(None),
        }
    }

    /// `{server}/api/{path}`. Paths that could lead elsewhere (`..`, a
    /// whole address, a query or fragment smuggled in) are refused: the UI
    /// passes queries separately.
    fn url(&self, path: &str) -> Result<url::Url, DesktopError> {
        let path = path.trim_start_matches('/');
        let suspicious = path.split('/').any(|part| part == ".." || part == ".")
            || path.contains(['?', '#', '\\'])
            || path.contains("://");
        if suspicious {
            return Err(DesktopError::Config(format!("'{path}' is not an API path")));
        }
        self.server
            .join(&format!("api/{path}"))
            .map_err(|error| DesktopError::Config(format!("bad API path {path}: {error}")))
    }

    /// Keeps a fresh session: the id token here, the refresh token in the
    /// keyring.
    fn adopt(
        &self,
        slot: &mut Option<IdToken>,
        tokens: TokenResponse,
    ) -> Result<SessionInfo, DesktopError> {
        self.refresh_tokens.save(&tokens.refresh_token)?;
        let lifetime = Duration::from_secs(tokens.expires_in.max(0) as u64);
        *slot = Some(IdToken {
            token: tokens.id_token,
            renew_after: Instant::now() + lifetime.saturating_sub(RENEW_MARGIN),
        });
        Ok(SessionInfo {
            uid: tokens.uid,
            role: tokens.role,
            must_change_password: tokens.must_change_password,
        })
    }

    /// The request for `operation`, not yet sent.
    fn request_for<Request: RequestBody, Response>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        body: &Request,
    ) -> Result<reqwest::RequestBuilder, DesktopError> {
        let url = self.url(&operation.path_below_api(parameters))?;
        let mut request = self.http.request(http_method(operation.method), url);
        if let Some(body) = body.to_json() {
            request = request.json(&body);
        }
        Ok(request)
    }

    async fn token_call<Request: RequestBody>(
        &self,
        operation: Operation<Request, TokenResponse>,
        parameters: &[&str],
        bearer: Option<&str>,
        body: &Request,
    ) -> Result<TokenResponse, DesktopError> {
        let mut request = self.request_for(operation, parameters, body)?;
        if let Some(token) = bearer {
            request = request.bearer_auth(token);
        }
        let response = request.send().await?;
        let status = response.status();
        if status.is_success() {
            return Ok(response.json().await?);
        }
        let message = response
            .json::<ErrorBody>()
            .await
            .map(|body| body.errors.join(", "))
            .unwrap_or_else(|_| format!("The server answered {status}"));
        Err(match status.as_u16() {
            401 => DesktopError::Unauthorized(message),
            _ => DesktopError::Server(message),
        })
    }

    /// Starts a session with a token call, replacing any other.
    async fn start<Request: RequestBody>(
        &self,
        operation: Operation<Request, TokenResponse>,
        parameters: &[&str],
        bearer: Option<&str>,
        body: &Request,
    ) -> Result<SessionInfo, DesktopError> {
        let tokens = self.token_call(operation, parameters, bearer, body).await?;
        let mut slot = self.id_token.lock().await;
        self.adopt(&mut slot, tokens)
    }

    pub async fn sign_in(
        &self,
        role: &str,
        login: &str,
        password: &str,
    ) -> Result<SessionInfo, DesktopError> {
        let body = SignInRequest {
            role: role.into(),
            login: login.into(),
            password: password.into(),
        };
        self.start(auth::SIGN_IN, &[], None, &body).await
    }

    pub async fn sign_up(&self, email: &str, password: &str) -> Result<SessionInfo, DesktopError> {
        let body = SignUpRequest {
            email: email.into(),
            password: password.into(),
        };
        self.start(auth::SIGN_UP, &[], None, &body).await
    }

    /// A parent continues as their student; the parent's sign-in ends.
    pub async fn act_as(&self, student_id: &str) -> Result<SessionInfo, DesktopError> {
        let bearer = self.current_token().await?;
        let previous = self.refresh_tokens.load()?;
        let info = self
            .start(auth::ACT_AS, &[student_id], Some(&bearer), &NoBody)
            .await?;
        if let Some(previous) = previous {
            let _ = self
                .sign_out_quietly(RefreshRequest {
                    refresh_token: previous,
                })
                .await;
        }
        Ok(info)
    }

    pub async fn change_password(
        &self,
        current: &str,
        new: &str,
    ) -> Result<SessionInfo, DesktopError> {
        let bearer = self.current_token().await?;
        let body = ChangePasswordRequest {
            current_password: current.into(),
            new_password: new.into(),
        };
        self.start(auth::CHANGE_PASSWORD, &[], Some(&bearer), &body)
            .await
    }

    /// Resumes the kept session, if there is one the server still honours.
    pub async fn restore(&self) -> Result<Option<SessionInfo>, DesktopError> {
        let mut slot = self.id_token.lock().await;
        let Some(refresh_token) = self.refresh_tokens.load()? else {
            return Ok(None);
        };
        match self
            .token_call(auth::REFRESH, &[], None, &RefreshRequest { refresh_token })
            .await
        {
            Ok(tokens) => self.adopt(&mut slot, tokens).map(Some),
            Err(DesktopError::Unauthorized(_)) => {
                self.refresh_tokens.delete()?;
                *slot = None;
                Ok(None)
            }
            Err(other) => Err(other),
        }
    }

    pub async fn sign_out(&self) -> Result<(), DesktopError> {
        let mut slot = self.id_token.lock().await;
        *slot = None;
        if let Some(refresh_token) = self.refresh_tokens.load()? {
            self.refresh_tokens.delete()?;
            // Offline sign-out still forgets the session here; the server's
            // copy expires by itself.
            let _ = self
                .sign_out_quietly(RefreshRequest { refresh_token })
                .await;
        }
        Ok(())
    }

    /// Revokes a refresh token on the server, whatever it answers.
    async fn sign_out_quietly(&self, body: RefreshRequest) -> Result<(), DesktopError> {
        self.request_for(auth::SIGN_OUT, &[], &body)?.send().await?;
        Ok(())
    }

    /// A valid id token, refreshed first when it is about to expire.
    async fn current_token(&self) -> Result<String, DesktopError> {
        let mut slot = self.id_token.lock().await;
        if let Some(token) = slot
            .as_ref()
            .filter(|token| Instant::now() < token.renew_after)
        {
            return Ok(token.token.clone());
        }
        self.renew(&mut slot).await
    }

    /// Spends the kept refresh token for a new pair. Called with the slot
    /// locked, so two renewals never spend the same token.
    async fn renew(&self, slot: &mut Option<IdToken>) -> Result<String, DesktopError> {
        let Some(refresh_token) = self.refresh_tokens.load()? else {
            return Err(DesktopError::Unauthorized("Please sign in".into()));
        };
        let tokens = self
            .token_call(auth::REFRESH, &[], None, &RefreshRequest { refresh_token })
            .await?;
        self.adopt(slot, tokens)?;
        Ok(slot
            .as_ref()
            .map(|token| token.token.clone())
            .unwrap_or_default())
    }

    /// A file the server serves under `/static-data/`, fetched with this
    /// session's client; no token is sent, as none is needed.
    pub async fn server_file(&self, path: &str) -> ServerFile {
        server_files::fetch(&self.http, &self.server, path).await
    }

    /// Calls `operation` signed in, as [`Self::api_request`] does.
    pub async fn call<Request: RequestBody, Response>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        body: &Request,
    ) -> Result<ApiResponse, DesktopError> {
        self.api_request(
            operation.method.as_str(),
            &operation.path_below_api(parameters),
            &[],
            body.to_json().as_ref(),
        )
        .await
    }

    /// Forwards a UI request to `{server}/api/{path}`, signed in; after a 401
    /// the session is renewed once and the request sent again.
    pub async fn api_request(
        &self,
        method: &str,
        path: &str,
        query: &[(String, String)],
        body: Option<&serde_json::Value>,
    ) -> Result<ApiResponse, DesktopError> {
        let method = reqwest::Method::from_bytes(method.as_bytes())
            .map_err(|_| DesktopError::Config(format!("'{method}' is not an HTTP method")))?;
        let token = match self.current_token().await {
            Ok(token) => Some(token),
            // Sent without its token, the request could reach a server that
            // has just come back, be refused, and end the session.
            Err(DesktopError::Offline(message)) => return Err(DesktopError::Offline(message)),
            Err(_) => None,
        };
        let send = |token: Option<String>| {
            let mut request = self
                .http
                .request(method.clone(), self.url(path)?)
                .query(query);
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            if let Some(body) = body {
                request = request.json(body);
            }
            Ok::<_, DesktopError>(request.send())
        };
        let mut response = send(token.clone())?.await?;
        if response.status() == reqwest::StatusCode::UNAUTHORIZED && token.is_some() {
            let renewed = {
                let mut slot = self.id_token.lock().await;
                self.renew(&mut slot).await
            };
            if let Ok(token) = renewed {
                response = send(Some(token))?.await?;
            }
        }
        let status = response.status().as_u16();
        let text = response.text().await?;
        let body = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        Ok(ApiResponse { status, body })
    }
}
