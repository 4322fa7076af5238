//! Jitsi Meet rooms: each participant joins with a JWT signed with the
//! application secret (HS256), as Jitsi's token authentication expects
//! (self-hosted with `AUTH_TYPE=jwt`). Moderator rights come from
//! `context.user.affiliation` through the `token_affiliation` Prosody
//! plugin: `owner` for the tutor (and admins), `member` for the child.

use anyhow::Context;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::{Deserialize, Serialize};

/// How a participant takes part, in the `token_affiliation` plugin's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Affiliation {
    Owner,
    Member,
}

/// `context.user`: Jitsi reads string fields only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JitsiUser {
    pub id: String,
    pub name: String,
    pub affiliation: Affiliation,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JitsiContext {
    pub user: JitsiUser,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JitsiClaims {
    pub iss: String,
    pub aud: String,
    pub sub: String,
    pub room: String,
    pub iat: i64,
    pub nbf: i64,
    pub exp: i64,
    pub context: JitsiContext,
}

/// A configured Jitsi deployment.
#[derive(Clone)]
pub struct JitsiRooms {
    pub domain: String,
    app_id: String,
    audience: String,
    subject: String,
    key: EncodingKey,
}

/// One participant's pass into one room, valid from `not_before` until
/// `expires` (epoch seconds).
pub struct JitsiPass<'a> {
    pub room: &'a str,
    pub user: JitsiUser,
    pub not_before: i64,
    pub expires: i64,
}

impl JitsiRooms {
    pub fn new(
        domain: String,
        app_id: String,
        app_secret: &str,
        audience: String,
        subject: Option<String>,
    ) -> Self {
        JitsiRooms {
            subject: subject.unwrap_or_else(|| domain.clone()),
            domain,
            app_id,
            audience,
            key: EncodingKey::from_secret(app_secret.as_bytes()),
        }
    }

    pub fn claims(&self, pass: JitsiPass<'_>, now: i64) -> JitsiClaims {
        JitsiClaims {
            iss: self.app_id.clone(),
            aud: self.audience.clone(),
            sub: self.subject.clone(),
            room: pass.room.to_string(),
            iat: now,
            nbf: pass.not_before,
            exp: pass.expires,
            context: JitsiContext { user: pass.user },
        }
    }

    pub fn token(&self, pass: JitsiPass<'_>, now: i64) -> anyhow::Result<String> {
        let claims = self.claims(pass, now);
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.key)
            .context("signing a Jitsi token")
    }
}

#[cfg(test)]
mod tests {
    use jsonwebtoken::{DecodingKey, Validation};

    use super::*;

    fn rooms() -> JitsiRooms {
        JitsiRooms::new(
            "meet.plytime.test".into(),
            "plytime".into(),
            "app-secret",
            "jitsi".into(),
            None,
        )
    }

    fn pass(affiliation: Affiliation) -> JitsiPass<'static> {
        JitsiPass {
            room: "plytime-0123abcd",
            user: JitsiUser {
                id: "account-1".into(),
                name: "Priya".into(),
                affiliation,
            },
            not_before: 1_000,
            expires: 2_000,
        }
    }

    #[test]
    fn the_token_carries_the_claims_jitsi_checks_signed_with_the_app_secret() {
        let token = rooms().token(pass(Affiliation::Owner), 900).unwrap();
        let header = jsonwebtoken::decode_header(&token).unwrap();
        assert_eq!(header.alg, Algorithm::HS256);
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&["jitsi"]);
        validation.set_issuer(&["plytime"]);
        validation.validate_exp = false;
        let decoded = jsonwebtoken::decode::<serde_json::Value>(
            &token,
            &DecodingKey::from_secret(b"app-secret"),
            &validation,
        )
        .unwrap()
        .claims;
        assert_eq!(
            decoded,
            serde_json::json!({
                "iss": "plytime", "aud": "jitsi", "sub": "meet.plytime.test",
                "room": "plytime-0123abcd", "iat": 900, "nbf": 1000, "exp": 2000,
                "context": {"user": {"id": "account-1", "name": "Priya", "affiliation": "owner"}}
            })
        );
        let wrong_key = jsonwebtoken::decode::<serde_json::Value>(
            &token,
            &DecodingKey::from_secret(b"another"),
            &validation,
        );
        assert!(wrong_key.is_err());
    }

    #[test]
    fn every_user_field_is_a_string_and_the_child_is_a_member() {
        let claims = rooms().claims(pass(Affiliation::Member), 0);
        let user = serde_json::to_value(&claims.context.user).unwrap();
        assert!(user.as_object().unwrap().values().all(|v| v.is_string()));
        assert_eq!(user["affiliation"], "member");
    }

    #[test]
    fn a_subject_can_be_set_for_jaas_style_tenants() {
        let rooms = JitsiRooms::new(
            "8x8.vc".into(),
            "app".into(),
            "s",
            "jitsi".into(),
            Some("tenant-1".into()),
        );
        assert_eq!(rooms.claims(pass(Affiliation::Member), 0).sub, "tenant-1");
    }
}
