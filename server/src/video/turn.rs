//! Time-limited TURN credentials in the shared-secret scheme of coturn's
//! `use-auth-secret` (the "TURN REST API"): the username is
//! `expiry:uid` and the password is the base64 HMAC-SHA1 of the username
//! keyed with the secret the relay also knows. Nothing is stored: the
//! relay checks the HMAC and refuses the pair once `expiry` has passed.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use plytime_shared::api::rooms::IceServer;
use sha1::Sha1;

#[derive(Clone)]
pub struct TurnRelay {
    pub urls: Vec<String>,
    secret: String,
}

impl TurnRelay {
    pub fn new(urls: Vec<String>, secret: String) -> Self {
        TurnRelay { urls, secret }
    }

    /// Credentials for `uid`, good until `expires_at` (epoch seconds).
    pub fn ice_server(&self, uid: &str, expires_at: i64) -> IceServer {
        let username = format!("{expires_at}:{uid}");
        IceServer {
            urls: self.urls.clone(),
            credential: Some(credential(&self.secret, &username)),
            username: Some(username),
        }
    }
}

fn credential(secret: &str, username: &str) -> String {
    // HMAC accepts keys of any length, so this cannot fail.
    let mut mac = Hmac::<Sha1>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(username.as_bytes());
    STANDARD.encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_is_the_base64_hmac_sha1_of_the_username() {
        // Computed independently: printf '1700000000:ada' |
        //   openssl dgst -sha1 -hmac north-secret -binary | base64
        assert_eq!(
            credential("north-secret", "1700000000:ada"),
            "AuxCqUYHV4GUI+t6EUONuCC6fYM="
        );
    }

    #[test]
    fn the_username_carries_the_expiry_and_the_user() {
        let relay = TurnRelay::new(vec!["turn:relay.test:3478".into()], "s".into());
        let server = relay.ice_server("account-7", 1_800_000_000);
        assert_eq!(server.username.as_deref(), Some("1800000000:account-7"));
        assert_eq!(server.urls, ["turn:relay.test:3478"]);
        assert_eq!(
            server.credential.as_deref(),
            Some(credential("s", "1800000000:account-7").as_str())
        );
    }
}
