//! Playback passes (docs/recordings.md, "Watching"): a `<video>` element
//! cannot send the bearer token, so the player first asks for a pass, which
//! is noted as one playback, and the element's URL carries it. A pass names
//! the viewer, the one recording and the sign-in that asked for it, and
//! lasts an hour: long enough to pause and seek through a session, short
//! enough that a copied link soon stops working. Every request made with it
//! checks again that the sign-in lasts and that the viewer may still watch.

use plytime_shared::Role;
use serde::{Deserialize, Serialize};

use crate::auth::Authenticated;
use crate::auth::tokens::{Signin, TokenKeys};

/// Issuer of playback passes: never accepted as an id token or room pass.
const PLAYBACK_ISSUER: &str = "plytime-playback";

/// How long a pass lasts, in seconds.
pub const PASS_SECONDS: i64 = 60 * 60;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PlaybackClaims {
    /// The viewer's account id.
    sub: String,
    role: Role,
    /// The recording.
    rid: String,
    /// The sign-in that asked for the pass; passes of test users name none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signin: Option<Signin>,
    iss: String,
    iat: i64,
    exp: i64,
}

/// A pass for `viewer` to play `recording_id`, with when it expires (epoch
/// seconds).
pub fn issue(
    keys: &TokenKeys,
    viewer: &Authenticated,
    recording_id: &str,
    now: i64,
) -> anyhow::Result<(String, i64)> {
    let expires = now + PASS_SECONDS;
    let pass = keys.sign(&PlaybackClaims {
        sub: viewer.uid.clone(),
        role: viewer.role,
        rid: recording_id.to_string(),
        signin: viewer.signin.clone(),
        iss: PLAYBACK_ISSUER.into(),
        iat: now,
        exp: expires,
    })?;
    Ok((pass, expires))
}

/// The viewer a genuine, unexpired pass for `recording_id` was issued to,
/// as they were signed in then. Whether that sign-in still lasts, and
/// whether they may still watch, is for the caller to check.
pub fn viewer(keys: &TokenKeys, pass: &str, recording_id: &str) -> Option<Authenticated> {
    let claims: PlaybackClaims = keys.verify_issued(pass, PLAYBACK_ISSUER)?;
    (claims.rid == recording_id).then_some(Authenticated {
        uid: claims.sub,
        role: claims.role,
        must_change_password: false,
        acting_parent: None,
        session_only: None,
        signin: claims.signin,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parent() -> Authenticated {
        Authenticated {
            uid: "parent-1".into(),
            role: Role::Parent,
            must_change_password: false,
            acting_parent: None,
            session_only: None,
            signin: Some(Signin::Family("family-1".into())),
        }
    }

    fn now() -> i64 {
        chrono::Utc::now().timestamp()
    }

    #[test]
    fn a_pass_names_its_viewer_and_opens_only_its_recording() {
        let keys = TokenKeys::new(b"secret");
        let (pass, expires) = issue(&keys, &parent(), "recording-1", now()).unwrap();
        assert_eq!(expires - now(), PASS_SECONDS);
        let viewer = viewer(&keys, &pass, "recording-1").unwrap();
        assert_eq!(
            (viewer.uid.as_str(), viewer.role),
            ("parent-1", Role::Parent)
        );
        assert_eq!(viewer.signin, parent().signin);
        assert!(super::viewer(&keys, &pass, "recording-2").is_none());
    }

    #[test]
    fn expired_forged_and_other_kinds_of_token_are_refused() {
        let keys = TokenKeys::new(b"secret");
        let (expired, _) =
            issue(&keys, &parent(), "recording-1", now() - PASS_SECONDS - 1).unwrap();
        assert!(viewer(&keys, &expired, "recording-1").is_none());
        let (forged, _) =
            issue(&TokenKeys::new(b"other"), &parent(), "recording-1", now()).unwrap();
        assert!(viewer(&keys, &forged, "recording-1").is_none());
        let id_token = keys
            .issue("parent-1", Role::Parent, false, None, "family-1")
            .unwrap();
        assert!(viewer(&keys, &id_token, "recording-1").is_none());
        let (pass, _) = issue(&keys, &parent(), "recording-1", now()).unwrap();
        assert!(keys.verify(&pass).is_none(), "a pass is no id token");
    }
}
