//! The adult PIN that leaves kiosk mode, kept only as an argon2id hash so
//! a config file left on a shared machine neither shows it nor gives it up
//! to a quick search.

use std::fmt;
use std::str::FromStr;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::RngCore;
use rand::rngs::OsRng;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::error::DesktopError;

/// A stored adult PIN.
///
/// Stored form: an argon2id PHC string,
/// `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. The older
/// `sha256$<salt>$<hex digest of salt + pin>` is still read, so kiosks set
/// up before keep working, and [`PinHash::check`] hands back its argon2id
/// replacement the first time the right PIN is given.
#[derive(Clone, PartialEq, Eq)]
pub struct PinHash(Stored);

#[derive(Clone, PartialEq, Eq)]
enum Stored {
    /// A PHC string already checked by [`parse_argon2id`].
    Argon2id(String),
    /// One salted SHA-256: how PINs were kept before argon2id. Never made
    /// any more, only read.
    LegacySha256 { salt: String, digest: [u8; 32] },
}

/// What a PIN given at the kiosk turned out to be.
#[derive(Debug)]
pub enum PinCheck {
    Wrong,
    Right,
    /// Right, but the stored hash is the old SHA-256 one: keep this argon2id
    /// hash of the same PIN in its place.
    RightUpgraded(PinHash),
}

pub const MIN_PIN_LENGTH: usize = 4;

/// The hashing: argon2id, m = 19 MiB, t = 2, p = 1. These are the argon2
/// crate's defaults, the first of OWASP's recommended settings, and what the
/// server uses for passwords (server/src/auth/password.rs). They suit a
/// desktop: one check takes some tens of milliseconds and 19 MiB on a
/// school laptop, unnoticed behind the "Leave kiosk" dialog, and is done
/// off the UI thread. Every guess against a copied config file costs the
/// same, where a SHA-256 guess cost well under a microsecond: a 4-digit PIN
/// now takes minutes of a core's work rather than no time at all, and
/// every extra digit multiplies that by ten (so longer PINs are worth it).
fn argon2() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::DEFAULT)
}

/// The most a stored hash may ask for. Its parameters come from the file,
/// so a tampered one could otherwise have the kiosk try to allocate
/// gigabytes (an abort, not an error) or spin for minutes at each check.
const MAX_M_COST_KIB: u32 = 256 * 1024;
const MAX_T_COST: u32 = 16;
const MAX_P_COST: u32 = 8;

const FORMAT_HINT: &str = "kiosk_pin_hash must be an argon2id hash \
     ($argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>, at most m=262144,t=16,p=8) \
     or the older sha256$<salt>$<64 hex digits>";

impl PinHash {
    pub fn new(pin: &str) -> Result<PinHash, DesktopError> {
        if pin.trim().chars().count() < MIN_PIN_LENGTH {
            return Err(DesktopError::Config(format!(
                "The kiosk PIN must have at least {MIN_PIN_LENGTH} characters"
            )));
        }
        hash_argon2id(pin)
    }

    /// Whether `pin` is the stored one, and, for an old SHA-256 record, its
    /// argon2id replacement. Deliberately slow (argon2id): keep it off the
    /// UI thread.
    pub fn check(&self, pin: &str) -> PinCheck {
        match &self.0 {
            Stored::Argon2id(phc) => {
                // Parsed once already in `from_str`/`new`; cannot fail here,
                // but a failure would only mean "wrong".
                let Ok(parsed) = PasswordHash::new(phc) else {
                    return PinCheck::Wrong;
                };
                // password-hash compares the outputs in constant time.
                match argon2().verify_password(pin.trim().as_bytes(), &parsed) {
                    Ok(()) => PinCheck::Right,
                    Err(_) => PinCheck::Wrong,
                }
            }
            Stored::LegacySha256 { salt, digest } => {
                let candidate = legacy_digest(salt, pin);
                if !bool::from(candidate.ct_eq(digest)) {
                    return PinCheck::Wrong;
                }
                // The old form took PINs of any length (the README's shell
                // recipe), so the upgrade keeps whatever PIN was right.
                match hash_argon2id(pin) {
                    Ok(upgraded) => PinCheck::RightUpgraded(upgraded),
                    Err(error) => {
                        tracing::warn!(%error, "the kiosk PIN stays in its old form");
                        PinCheck::Right
                    }
                }
            }
        }
    }

    pub fn matches(&self, pin: &str) -> bool {
        !matches!(self.check(pin), PinCheck::Wrong)
    }

    /// Whether this is the old SHA-256 form, replaced once the PIN is given.
    pub fn is_legacy(&self) -> bool {
        matches!(self.0, Stored::LegacySha256 { .. })
    }
}

fn hash_argon2id(pin: &str) -> Result<PinHash, DesktopError> {
    let failed = |error: &dyn fmt::Display| {
        DesktopError::Config(format!("The kiosk PIN could not be hashed: {error}"))
    };
    let mut salt = [0u8; 16];
    OsRng.try_fill_bytes(&mut salt).map_err(|e| failed(&e))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| failed(&e))?;
    let phc = argon2()
        .hash_password(pin.trim().as_bytes(), &salt)
        .map_err(|e| failed(&e))?
        .to_string();
    Ok(PinHash(Stored::Argon2id(phc)))
}

fn legacy_digest(salt: &str, pin: &str) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update(pin.trim().as_bytes());
    hasher.finalize().into()
}

/// An argon2id PHC string with a salt, a hash and parameters within bounds;
/// `None` for anything else (argon2i/argon2d, other versions, garbage).
fn parse_argon2id(stored: &str) -> Option<String> {
    let hash = PasswordHash::new(stored).ok()?;
    if hash.algorithm != Algorithm::Argon2id.ident() {
        return None;
    }
    if hash
        .version
        .is_some_and(|version| version != u32::from(Version::V0x13))
    {
        return None;
    }
    let salt = hash.salt?;
    let mut salt_bytes = [0u8; 64];
    if salt.decode_b64(&mut salt_bytes).ok()?.len() < argon2::MIN_SALT_LEN {
        return None;
    }
    hash.hash?;
    let params = Params::try_from(&hash).ok()?;
    let within_bounds = params.m_cost() <= MAX_M_COST_KIB
        && params.t_cost() <= MAX_T_COST
        && params.p_cost() <= MAX_P_COST
        && params.keyid().is_empty()
        && params.data().is_empty();
    within_bounds.then(|| stored.to_owned())
}

impl fmt::Display for PinHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Stored::Argon2id(phc) => f.write_str(phc),
            Stored::LegacySha256 { salt, digest } => {
                write!(f, "sha256${salt}${}", hex::encode(digest))
            }
        }
    }
}

/// The hash itself is not secret, but printing it in logs invites guessing.
impl fmt::Debug for PinHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PinHash(..)")
    }
}

impl FromStr for PinHash {
    type Err = DesktopError;

    fn from_str(stored: &str) -> Result<Self, Self::Err> {
        let invalid = || DesktopError::Config(FORMAT_HINT.into());
        let stored = stored.trim();
        if stored.starts_with('$') {
            return parse_argon2id(stored)
                .map(|phc| PinHash(Stored::Argon2id(phc)))
                .ok_or_else(invalid);
        }
        let mut parts = stored.split('$');
        let (Some("sha256"), Some(salt), Some(hex_digest), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(invalid());
        };
        let bytes = hex::decode(hex_digest).map_err(|_| invalid())?;
        let digest: [u8; 32] = bytes.try_into().map_err(|_| invalid())?;
        if salt.is_empty() {
            return Err(invalid());
        }
        Ok(PinHash(Stored::LegacySha256 {
            salt: salt.to_owned(),
            digest,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `printf '%s%s' abcd 4321 | sha256sum`, the README.md recipe of old.
    const README_LEGACY: &str =
        "sha256$abcd$766724e2275657b656fcc8f94ecacadff3a798689303c5aa4d0e579ced7066b9";

    fn is_right(check: PinCheck) -> bool {
        !matches!(check, PinCheck::Wrong)
    }

    #[test]
    fn hashes_with_owasp_argon2id_parameters() {
        // Params::DEFAULT is what `argon2()` uses; a crate update that
        // changed it should be a decision, not a surprise.
        assert_eq!(
            (
                Params::DEFAULT.m_cost(),
                Params::DEFAULT.t_cost(),
                Params::DEFAULT.p_cost()
            ),
            (19 * 1024, 2, 1)
        );
    }

    #[test]
    fn a_new_pin_is_stored_as_an_argon2id_phc_string_without_the_pin() {
        let stored = PinHash::new("9135").unwrap().to_string();
        assert!(
            stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{stored}"
        );
        assert!(!stored.contains("9135"), "{stored}");
        let parsed = PasswordHash::new(&stored).unwrap();
        assert_eq!(parsed.algorithm, Algorithm::Argon2id.ident());
        assert!(!format!("{:?}", PinHash::new("9135").unwrap()).contains('$'));
    }

    #[test]
    fn accepts_the_right_pin_only() {
        let hash = PinHash::new("2468").unwrap();
        assert!(matches!(hash.check("2468"), PinCheck::Right));
        assert!(matches!(hash.check(" 2468\n"), PinCheck::Right));
        assert!(matches!(hash.check("2469"), PinCheck::Wrong));
        assert!(matches!(hash.check(""), PinCheck::Wrong));
        assert!(hash.matches("2468") && !hash.matches("8642"));
    }

    #[test]
    fn survives_a_round_trip_through_the_stored_form() {
        let hash = PinHash::new("9135").unwrap();
        let parsed: PinHash = hash.to_string().parse().unwrap();
        assert_eq!(parsed, hash);
        assert!(!parsed.is_legacy());
        assert!(matches!(parsed.check("9135"), PinCheck::Right));
        assert!(matches!(parsed.check("9136"), PinCheck::Wrong));
    }

    #[test]
    fn salts_each_hash() {
        assert_ne!(PinHash::new("1234").unwrap(), PinHash::new("1234").unwrap());
    }

    #[test]
    fn an_old_sha256_record_verifies_and_is_upgraded_to_argon2id() {
        let stored: PinHash = README_LEGACY.parse().unwrap();
        assert!(stored.is_legacy());
        assert_eq!(stored.to_string(), README_LEGACY);
        assert!(matches!(stored.check("1234"), PinCheck::Wrong));
        let PinCheck::RightUpgraded(upgraded) = stored.check("4321") else {
            panic!("the right PIN should verify and come back upgraded");
        };
        let text = upgraded.to_string();
        assert!(text.starts_with("$argon2id$"), "{text}");
        assert!(!text.contains("4321"));
        let reread: PinHash = text.parse().unwrap();
        assert!(!reread.is_legacy());
        assert!(matches!(reread.check("4321"), PinCheck::Right));
        assert!(matches!(reread.check("1234"), PinCheck::Wrong));
    }

    #[test]
    fn a_short_old_pin_still_upgrades() {
        // `printf '%s%s' salt 12 | sha256sum`: the old recipe had no minimum.
        let digest = hex::encode(legacy_digest("salt", "12"));
        let stored: PinHash = format!("sha256$salt${digest}").parse().unwrap();
        assert!(matches!(stored.check("12"), PinCheck::RightUpgraded(_)));
    }

    #[test]
    fn the_argon2_command_line_tool_makes_a_hash_the_app_reads() {
        // The recipe in docs/desktop-ipc.md, with salt a1d90f276a94d6e3:
        // `printf '%s' 4321 | argon2 "$salt" -id -t 2 -k 19456 -p 1 -e`.
        let stored: PinHash = "$argon2id$v=19$m=19456,t=2,p=1$YTFkOTBmMjc2YTk0ZDZlMw$\
                               VCHwWLOAjLOIxWaKR8kUFEK+P6vBSwegsaGAhEqQo9g"
            .parse()
            .unwrap();
        assert!(matches!(stored.check("4321"), PinCheck::Right));
        assert!(matches!(stored.check("4322"), PinCheck::Wrong));
    }

    #[test]
    fn refuses_short_pins() {
        assert!(matches!(PinHash::new("12"), Err(DesktopError::Config(_))));
        assert!(matches!(
            PinHash::new("  123 "),
            Err(DesktopError::Config(_))
        ));
    }

    #[test]
    fn refuses_tampered_and_garbage_stored_values() {
        let good = PinHash::new("2468").unwrap().to_string();
        // One character of the hash changed (the first: all six bits data).
        let flipped = {
            let (head, hash) = good.rsplit_once('$').unwrap();
            let first = if hash.starts_with('A') { 'B' } else { 'A' };
            format!("{head}${first}{}", &hash[1..])
        };
        let other_salt = {
            let other = PinHash::new("2468").unwrap().to_string();
            let salt = other.split('$').nth(4).unwrap().to_owned();
            let mut parts: Vec<&str> = good.split('$').collect();
            parts[4] = &salt;
            parts.join("$")
        };
        // Parses (a well-formed hash), but nothing verifies against it.
        for tampered in [flipped, other_salt] {
            let hash: PinHash = tampered.parse().unwrap();
            assert!(!is_right(hash.check("2468")), "{tampered}");
        }

        let mut legacy = README_LEGACY.to_owned();
        legacy.replace_range(7..11, "abce");
        let legacy: PinHash = legacy.parse().unwrap();
        assert!(!is_right(legacy.check("4321")));

        let body = good.trim_start_matches("$argon2id$v=19$m=19456,t=2,p=1$");
        for bad in [
            String::new(),
            "1234".into(),
            "$".into(),
            "$$$$".into(),
            "$argon2id$".into(),
            "$argon2id$v=19$m=19456,t=2,p=1".into(),
            "md5$aa$bb".into(),
            "sha256$salt$zz".into(),
            "sha256$$00".into(),
            "sha256$s$00$x".into(),
            "sha256$s$0011".into(),
            "$argon2i$v=19$m=19456,t=2,p=1$".to_owned() + body,
            "$argon2d$v=19$m=19456,t=2,p=1$".to_owned() + body,
            "$argon2id$v=16$m=19456,t=2,p=1$".to_owned() + body,
            "$pbkdf2-sha256$i=1000$".to_owned() + body,
            // No hash, no salt, a salt shorter than 8 bytes.
            good.rsplit_once('$').unwrap().0.to_owned(),
            "$argon2id$v=19$m=19456,t=2,p=1".to_owned(),
            "$argon2id$v=19$m=19456,t=2,p=1$YWJj$".to_owned() + body.split('$').nth(1).unwrap(),
            // Parameters no real hash needs: 4 TiB, 2^32 passes.
            "$argon2id$v=19$m=4294967295,t=2,p=1$".to_owned() + body,
            "$argon2id$v=19$m=19456,t=4294967295,p=1$".to_owned() + body,
            "$argon2id$v=19$m=19456,t=2,p=255$".to_owned() + body,
            "$argon2id$v=19$m=1,t=0,p=0$".to_owned() + body,
            "$argon2id$v=19$m=19456,t=2,p=1,x=3$".to_owned() + body,
            "$argon2id$v=19$m=19456,t=2,p=1$!!!$???".to_owned(),
            "$argon2id$v=19$m=19456,t=2,p=1$ü$ß".to_owned(),
            "$argon2id$v=19$m=1e9,t=2,p=1$".to_owned() + body,
            format!("{good}$extra"),
            "$".repeat(10_000),
        ] {
            let parsed = bad.parse::<PinHash>();
            assert!(
                matches!(parsed, Err(DesktopError::Config(_))),
                "{bad} should be refused"
            );
        }
    }
}
