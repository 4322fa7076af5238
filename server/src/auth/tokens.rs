//! Short-lived id tokens: HS256 JWTs carrying the account, its role and
//! whether a password change is still owed.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use plytime_shared::Role;
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
    pub iss: String,
    pub iat: i64,
    pub exp: i64,
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> Self {
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    pub fn issue(
        &self,
        account_id: &str,
        role: Role,
        must_change_password: bool,
        acting_parent: Option<&str>,
    ) -> anyhow::Result<String> {
        let now = chrono::Utc::now().timestamp();
        let claims = Claims {
            sub: account_id.to_string(),
            role,
            mcp: must_change_password,
            act: acting_parent.map(str::to_string),
            iss: ISSUER.into(),
            iat: now,
            exp: now + ID_TOKEN_SECONDS,
        };
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issued_tokens_verify_and_forged_ones_do_not() {
        let keys = TokenKeys::new(b"secret one");
        let token = keys.issue("account-1", Role::Parent, false, None).unwrap();
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
            iss: ISSUER.into(),
            iat: past - ID_TOKEN_SECONDS,
            exp: past,
        };
        let token =
            jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &keys.encoding).unwrap();
        assert!(keys.verify(&token).is_none());
    }
}
