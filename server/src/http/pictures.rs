//! Profile pictures are served only through capability URLs
//! (docs/accounts.md, "Pictures"): an `<img src>` cannot carry the bearer
//! token, so the URL itself carries a signed, expiring `access` token for
//! the one picture. The database keeps the bare path; every response that
//! shows a picture signs it here on the way out, after the route has
//! checked that the caller may see the picture's owner ([`may_see`]).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::Mac;
use plytime_shared::Role;

use crate::auth::Authenticated;
use crate::auth::access::{self, NO_SUCH_USER};
use crate::auth::tokens::TokenKeys;
use crate::db::accounts::AccountRow;
use crate::db::people;
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::storage::stored_files::PUBLIC_PREFIX;

/// The store's folder of profile pictures.
pub const FOLDER: &str = "pictures/";

/// The query parameter that carries the token.
pub const ACCESS: &str = "access";

const DAY: i64 = 24 * 60 * 60;

/// The longest a browser is told to keep a picture: a token never lives
/// longer than two days, so neither should the copy it fetched.
pub const MAX_AGE_CAP: i64 = 2 * DAY;

/// Bytes of the HMAC kept in the token: 128 bits cannot be guessed, and the
/// URL stays short.
const MAC_BYTES: usize = 16;

/// The URL to show for a stored picture path, good until the end of
/// tomorrow (UTC). Paths that are not pictures of ours are left alone.
pub fn url(keys: &TokenKeys, stored: &str) -> String {
    url_at(keys, stored, now())
}

/// [`url`] for an optional picture.
pub fn url_of(keys: &TokenKeys, stored: Option<String>) -> Option<String> {
    stored.map(|stored| url(keys, &stored))
}

fn url_at(keys: &TokenKeys, stored: &str, now: i64) -> String {
    let Some(key) = picture_key(stored) else {
        return stored.to_string();
    };
    // Every URL made on the same UTC day is the same URL, so the browser's
    // cached copy is reused all day; it lasts from 24 to 48 hours.
    let expires = (now.div_euclid(DAY) + 2) * DAY;
    format!(
        "{stored}?{ACCESS}={expires}.{}",
        URL_SAFE_NO_PAD.encode(mac(keys, key, expires))
    )
}

/// The store key of a stored picture path (`/static-data/pictures/…`).
fn picture_key(stored: &str) -> Option<&str> {
    stored
        .strip_prefix(PUBLIC_PREFIX)
        .filter(|key| key.starts_with(FOLDER) && key.len() > FOLDER.len())
}

/// When the `access` token for `key` expires, if it is genuine, for that
/// very key and not yet expired.
pub fn check(keys: &TokenKeys, key: &str, token: &str) -> Option<i64> {
    check_at(keys, key, token, now())
}

fn check_at(keys: &TokenKeys, key: &str, token: &str, now: i64) -> Option<i64> {
    let (expires, tag) = token.split_once('.')?;
    // Plain digits only: `+5` or `05` would parse to the same number, and
    // the token would no longer be the one string the server gave out.
    if expires.is_empty()
        || expires.starts_with('0')
        || !expires.bytes().all(|byte| byte.is_ascii_digit())
    {
        return None;
    }
    let expires: i64 = expires.parse().ok()?;
    if expires <= now {
        return None;
    }
    let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
    if tag.len() != MAC_BYTES {
        return None;
    }
    let mut mac = keys.picture_mac();
    mac.update(&message(key, expires));
    // Compares in constant time.
    mac.verify_truncated_left(&tag).ok()?;
    Some(expires)
}

fn mac(keys: &TokenKeys, key: &str, expires: i64) -> [u8; MAC_BYTES] {
    let mut mac = keys.picture_mac();
    mac.update(&message(key, expires));
    let full = mac.finalize().into_bytes();
    let mut short = [0; MAC_BYTES];
    short.copy_from_slice(&full[..MAC_BYTES]);
    short
}

/// Keys never hold a newline, so no two (key, expiry) pairs share a message.
fn message(key: &str, expires: i64) -> Vec<u8> {
    format!("picture\n{key}\n{expires}").into_bytes()
}

/// How long a browser may keep a picture served with a token expiring at
/// `expires`: until then, and never beyond [`MAX_AGE_CAP`].
pub fn max_age(expires: i64) -> i64 {
    max_age_at(expires, now())
}

fn max_age_at(expires: i64, now: i64) -> i64 {
    (expires - now).clamp(0, MAX_AGE_CAP)
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Whether `user` may see `account`'s picture (docs/accounts.md,
/// "Pictures"): their own; a tutor's, which admins vet before families see
/// it, for anyone signed in; a child's for the child, their parent, their
/// tutors and admins, as the child's other data ([`access::student`]); a
/// parent's or an admin's for themselves and admins. Refusals are the plain
/// 403 whether or not the account exists, so ids cannot be probed; only
/// admins learn that it is missing.
pub async fn may_see(
    state: &AppState,
    user: &Authenticated,
    account: Option<&AccountRow>,
) -> AppResult<()> {
    let Some(account) = account else {
        return Err(if user.is_admin() {
            AppError::NotFound(NO_SUCH_USER.into())
        } else {
            AppError::forbidden()
        });
    };
    if user.is_admin() || account.id == user.uid {
        return Ok(());
    }
    match account.role() {
        Role::Tutor => Ok(()),
        Role::Student => {
            let student_id = people::student_id_of_account(&state.db, &account.id)
                .await?
                .ok_or_else(AppError::forbidden)?;
            access::student(&state.db, user, &student_id).await
        }
        _ => Err(AppError::forbidden()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STORED: &str = "/static-data/pictures/0b5e.png";
    const KEY: &str = "pictures/0b5e.png";
    /// 2024-06-10 15:00 UTC.
    const NOW: i64 = 1_718_031_600;

    fn token_of(url: &str) -> &str {
        url.split_once(&format!("?{ACCESS}="))
            .expect("a signed URL")
            .1
    }

    #[test]
    fn a_signed_url_opens_its_picture_until_it_expires() {
        let keys = TokenKeys::new(b"secret");
        let url = url_at(&keys, STORED, NOW);
        assert!(url.starts_with(&format!("{STORED}?{ACCESS}=")), "{url}");
        let token = token_of(&url);
        let expires = check_at(&keys, KEY, token, NOW).expect("valid now");
        assert_eq!(expires, 1_718_150_400, "the end of 2024-06-11 UTC");
        assert!(check_at(&keys, KEY, token, expires - 1).is_some());
        assert_eq!(check_at(&keys, KEY, token, expires), None, "expired");
        assert_eq!(check_at(&keys, KEY, token, expires + DAY), None);
    }

    #[test]
    fn urls_are_the_same_all_day_and_last_one_to_two_days() {
        let keys = TokenKeys::new(b"secret");
        let midnight = NOW - NOW.rem_euclid(DAY);
        let morning = url_at(&keys, STORED, midnight);
        assert_eq!(morning, url_at(&keys, STORED, midnight + DAY - 1));
        assert_ne!(morning, url_at(&keys, STORED, midnight + DAY));
        let expires = check_at(&keys, KEY, token_of(&morning), midnight).unwrap();
        assert_eq!(expires - midnight, 2 * DAY);
        let late = url_at(&keys, STORED, midnight + DAY - 1);
        let expires = check_at(&keys, KEY, token_of(&late), midnight + DAY - 1).unwrap();
        assert_eq!(expires - (midnight + DAY - 1), DAY + 1);
    }

    #[test]
    fn a_token_opens_only_its_own_picture() {
        let keys = TokenKeys::new(b"secret");
        let token = token_of(&url_at(&keys, STORED, NOW)).to_string();
        assert_eq!(check_at(&keys, "pictures/other.png", &token, NOW), None);
        assert_eq!(check_at(&keys, "attachments/0b5e.png", &token, NOW), None);
        assert_eq!(
            check_at(&TokenKeys::new(b"another secret"), KEY, &token, NOW),
            None,
            "signed with another secret"
        );
    }

    #[test]
    fn forged_and_altered_tokens_are_refused() {
        let keys = TokenKeys::new(b"secret");
        let token = token_of(&url_at(&keys, STORED, NOW)).to_string();
        let (expires, tag) = token.split_once('.').unwrap();
        let later = expires.parse::<i64>().unwrap() + DAY;
        let refused = [
            format!("{later}.{tag}"),
            format!("+{expires}.{tag}"),
            format!("0{expires}.{tag}"),
            format!("{expires}.{}", &tag[..tag.len() - 2]),
            format!("{expires}.{tag}AA"),
            format!("{expires}."),
            format!(".{tag}"),
            tag.to_string(),
            String::new(),
        ];
        for forged in refused {
            assert_eq!(check_at(&keys, KEY, &forged, NOW), None, "{forged}");
        }
        assert!(check_at(&keys, KEY, &token, NOW).is_some());
    }

    #[test]
    fn only_our_pictures_are_signed() {
        let keys = TokenKeys::new(b"secret");
        for stored in [
            "/static-data/attachments/1234",
            "/static-data/pictures/",
            "https://example.com/a.png",
        ] {
            assert_eq!(url_at(&keys, stored, NOW), stored);
        }
    }

    #[test]
    fn browsers_keep_pictures_no_longer_than_their_token() {
        assert_eq!(max_age_at(NOW + 600, NOW), 600);
        assert_eq!(max_age_at(NOW - 5, NOW), 0);
        assert_eq!(max_age_at(NOW + 10 * DAY, NOW), MAX_AGE_CAP);
    }
}
