//! Short-lived id tokens: HS256 JWTs carrying the account, its role and
//! whether a password change is still owed.

use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use plytime_shared::Role;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// id tokens expire after 15 minutes; the client refreshes silently.
pub const ID_TOKEN_SECONDS: i64 = 15 * 60;
const ISSUER: &str = "plytime";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    /// The account id (the user's `uid`).
    pub sub: String,
    pub role: Role,
    /// Set after sign-in with a one-time password.
    pub mcp: bool,
    /// The parent account behind an act-as session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub act: Option<String>,
    /// The one session a handoff sign-in may open (see `session_only`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ses: Option<String>,
    /// The sign-in the token belongs to: once it ends, the token is
    /// refused (see `ended_signins`). The refresh-token family, or for a
    /// session-only token its hand-off sign-in (`db::session_handoffs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fam: Option<String>,
    pub iss: String,
    pub iat: i64,
    pub exp: i64,
}

impl Claims {
    /// The sign-in the token was issued under; `None` for a token that
    /// names none, which is refused.
    pub fn signin(&self) -> Option<Signin> {
        let id = self.fam.clone()?;
        Some(match self.ses {
            Some(_) => Signin::Handoff(id),
            None => Signin::Family(id),
        })
    }
}

/// A sign-in: what ends on a sign-out or a password change, taking every
/// token issued under it along.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum Signin {
    /// An ordinary sign-in: a refresh-token family.
    Family(String),
    /// A browser signed in for one session from a hand-off code.
    Handoff(String),
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// Keys the HMAC of picture URLs (`crate::http::pictures`). Derived from
    /// the secret rather than the secret itself, so that nothing signed for
    /// a picture could ever pass for a JWT signature.
    pictures: Hmac<sha2::Sha256>,
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> Self {
        let mut derive =
            Hmac::<sha2::Sha256>::new_from_slice(secret).expect("HMAC accepts keys of any length");
        derive.update(b"plytime picture urls");
        let picture_key = derive.finalize().into_bytes();
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            pictures: Hmac::new_from_slice(&picture_key).expect("HMAC accepts keys of any length"),
        }
    }

    /// A fresh HMAC for signing or checking a picture URL.
    pub fn picture_mac(&self) -> Hmac<sha2::Sha256> {
        self.pictures.clone()
    }

    pub fn issue(
        &self,
        account_id: &str,
        role: Role,
        must_change_password: bool,
        acting_parent: Option<&str>,
        family_id: &str,
    ) -> anyhow::Result<String> {
        let now = chrono::Utc::now().timestamp();
        self.sign(&Claims {
            sub: account_id.to_string(),
            role,
            mcp: must_change_password,
            act: acting_parent.map(str::to_string),
            ses: None,
            fam: Some(family_id.to_string()),
            iss: ISSUER.into(),
            iat: now,
            exp: now + ID_TOKEN_SECONDS,
        })
    }

    /// An id token that opens one session and nothing else, until
    /// `expires` (epoch seconds): a web browser's sign-in `signin_id` from
    /// a handoff.
    pub fn issue_session_only(
        &self,
        account_id: &str,
        role: Role,
        session_id: &str,
        signin_id: &str,
        expires: i64,
    ) -> anyhow::Result<String> {
        self.sign(&Claims {
            sub: account_id.to_string(),
            role,
            mcp: false,
            act: None,
            ses: Some(session_id.to_string()),
            fam: Some(signin_id.to_string()),
            iss: ISSUER.into(),
            iat: chrono::Utc::now().timestamp(),
            exp: expires,
        })
    }

    /// Signs any claims with the id-token key: each kind of token names its
    /// own issuer, which [`Self::verify_issued`] checks, so that one kind is
    /// never accepted for another.
    pub fn sign(&self, claims: &impl Serialize) -> anyhow::Result<String> {
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            claims,
            &self.encoding,
        )?)
    }

    /// Validates signature, algorithm, issuer and expiry (no leeway: a token
    /// is good until its `exp` and not a second longer).
    pub fn verify(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.leeway = 0;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()
            .map(|data| data.claims)
    }
}

/// Issuer of room tokens: never accepted where an id token is expected.
const ROOM_ISSUER: &str = "plytime-room";

/// The built-in call's pass into one session's channel, good until the
/// session ends (docs/live-sessions.md).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RoomClaims {
    /// The participant's account id.
    pub sub: String,
    pub role: Role,
    /// The session.
    pub sid: String,
    /// The sign-in that asked for the pass: the channel opens only while
    /// it lasts. Passes of test users name none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signin: Option<Signin>,
    pub iss: String,
    pub iat: i64,
    pub exp: i64,
}

impl TokenKeys {
    /// A room token for `account_id` in `session_id`, asked for under
    /// `signin`, expiring at `expires` (epoch seconds).
    pub fn issue_room(
        &self,
        account_id: &str,
        role: Role,
        session_id: &str,
        signin: Option<&Signin>,
        expires: i64,
    ) -> anyhow::Result<String> {
        self.sign(&RoomClaims {
            sub: account_id.to_string(),
            role,
            sid: session_id.to_string(),
            signin: signin.cloned(),
            iss: ROOM_ISSUER.into(),
            iat: chrono::Utc::now().timestamp(),
            exp: expires,
        })
    }

    pub fn verify_room(&self, token: &str) -> Option<RoomClaims> {
        self.verify_issued(token, ROOM_ISSUER)
    }

    /// Claims signed by [`Self::sign`] under `issuer`, if the signature is
    /// genuine and the token has not expired (no leeway).
    pub fn verify_issued<T: DeserializeOwned>(&self, token: &str, issuer: &str) -> Option<T> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[issuer]);
        validation.leeway = 0;
        jsonwebtoken::decode::<T>(token, &self.decoding, &validation)
            .ok()
            .map(|data| data.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issued_tokens_verify_and_forged_ones_do_not() {
        let keys = TokenKeys::new(b"secret one");
        let token = keys
            .issue("account-1", Role::Parent, false, None, "family-1")
            .unwrap();
        let claims = keys.verify(&token).unwrap();
        assert_eq!(claims.sub, "account-1");
        assert_eq!(claims.role, Role::Parent);

        let other = TokenKeys::new(b"secret two");
        assert!(other.verify(&token).is_none(), "signed with another key");
        assert!(keys.verify("not.a.jwt").is_none());
    }

    #[test]
    fn expired_tokens_are_refused() {
        let keys = TokenKeys::new(b"secret");
        let past = chrono::Utc::now().timestamp() - 10;
        let claims = Claims {
            sub: "a".into(),
            role: Role::Admin,
            mcp: false,
            act: None,
            ses: None,
            fam: None,
            iss: ISSUER.into(),
            iat: past - ID_TOKEN_SECONDS,
            exp: past,
        };
        let token =
            jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &keys.encoding).unwrap();
        assert!(keys.verify(&token).is_none());
    }

    #[test]
    fn room_tokens_and_id_tokens_are_not_interchangeable() {
        let keys = TokenKeys::new(b"secret");
        let later = chrono::Utc::now().timestamp() + 600;
        let room = keys
            .issue_room("account-1", Role::Student, "session-1", None, later)
            .unwrap();
        let claims = keys.verify_room(&room).unwrap();
        assert_eq!(
            (claims.sub.as_str(), claims.sid.as_str()),
            ("account-1", "session-1")
        );
        assert!(keys.verify(&room).is_none(), "a room token is no id token");
        let id = keys
            .issue("account-1", Role::Student, false, None, "family-1")
            .unwrap();
        assert!(
            keys.verify_room(&id).is_none(),
            "an id token is no room token"
        );
        let ended = keys
            .issue_room("account-1", Role::Student, "session-1", None, later - 1200)
            .unwrap();
        assert!(
            keys.verify_room(&ended).is_none(),
            "expired with its session"
        );
    }
}
