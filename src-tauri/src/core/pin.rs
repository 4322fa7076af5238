use std::fmt;
use std::str::FromStr;

use sha2::{Digest, Sha256};

use super::error::DesktopError;

/// The adult PIN that leaves kiosk mode, kept only as a salted SHA-256 so a
/// config file left on a shared machine does not show it.
///
/// Stored form: `sha256$<salt>$<hex digest of salt + pin>`.
#[derive(Clone, PartialEq, Eq)]
pub struct PinHash {
    salt: String,
    digest: [u8; 32],
}

pub const MIN_PIN_LENGTH: usize = 4;

impl PinHash {
    pub fn new(pin: &str) -> Result<PinHash, DesktopError> {
        if pin.trim().chars().count() < MIN_PIN_LENGTH {
            return Err(DesktopError::Config(format!(
                "The kiosk PIN must have at least {MIN_PIN_LENGTH} characters"
            )));
        }
        let salt = uuid::Uuid::new_v4().simple().to_string();
        let digest = digest(&salt, pin);
        Ok(PinHash { salt, digest })
    }

    /// Compares every byte so the time taken does not hint at a near miss.
    pub fn matches(&self, pin: &str) -> bool {
        let candidate = digest(&self.salt, pin);
        candidate
            .iter()
            .zip(self.digest.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

fn digest(salt: &str, pin: &str) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update(pin.trim().as_bytes());
    hasher.finalize().into()
}

impl fmt::Display for PinHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sha256${}${}", self.salt, hex::encode(self.digest))
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
        let invalid = || {
            DesktopError::Config(
                "kiosk_pin_hash must look like sha256$<salt>$<64 hex digits>".into(),
            )
        };
        let mut parts = stored.trim().split('$');
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
        Ok(PinHash {
            salt: salt.to_owned(),
            digest,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readme_shell_recipe_makes_a_hash_the_app_reads() {
        // `printf '%s%s' abcd 4321 | sha256sum`, as README.md shows.
        let stored: PinHash =
            "sha256$abcd$766724e2275657b656fcc8f94ecacadff3a798689303c5aa4d0e579ced7066b9"
                .parse()
                .unwrap();
        assert!(stored.matches("4321"));
        assert!(!stored.matches("1234"));
    }

    #[test]
    fn accepts_the_right_pin_only() {
        let hash = PinHash::new("2468").unwrap();
        assert!(hash.matches("2468"));
        assert!(hash.matches(" 2468\n"));
        assert!(!hash.matches("2469"));
        assert!(!hash.matches(""));
    }

    #[test]
    fn survives_a_round_trip_through_the_stored_form() {
        let hash = PinHash::new("9135").unwrap();
        let stored = hash.to_string();
        assert!(stored.starts_with("sha256$"));
        assert!(!stored.contains("9135"));
        let parsed: PinHash = stored.parse().unwrap();
        assert!(parsed.matches("9135"));
        assert_eq!(parsed, hash);
    }

    #[test]
    fn salts_each_hash() {
        assert_ne!(PinHash::new("1234").unwrap(), PinHash::new("1234").unwrap());
    }

    #[test]
    fn refuses_short_pins_and_malformed_hashes() {
        assert!(matches!(PinHash::new("12"), Err(DesktopError::Config(_))));
        for bad in [
            "",
            "1234",
            "md5$aa$bb",
            "sha256$salt$zz",
            "sha256$$00",
            "sha256$s$00$x",
        ] {
            assert!(bad.parse::<PinHash>().is_err(), "{bad} should be refused");
        }
    }
}
