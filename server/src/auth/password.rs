//! Password hashing with argon2id (the crate's defaults are OWASP's
//! recommended m=19 MiB, t=2, p=1). Hashing is CPU-heavy, so it runs on the
//! blocking pool, never on the async runtime.

use anyhow::Context;
use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::Rng;

pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| anyhow::anyhow!("hashing a password: {error}"))
    })
    .await
    .context("password hashing task")?
}

/// Checks `password` against a stored hash. A malformed stored hash (such as
/// the `!` of accounts that cannot sign in) never matches.
pub async fn verify(password: String, stored_hash: String) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || match PasswordHash::new(&stored_hash) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    })
    .await
    .context("password verification task")
}

/// Spends the same time as a real check, so an unknown login cannot be told
/// apart from a wrong password by timing.
pub async fn verify_against_nothing(password: String) -> anyhow::Result<()> {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let dummy = match DUMMY.get() {
        Some(dummy) => dummy.clone(),
        None => {
            let made = hash("not a real password".into()).await?;
            DUMMY.get_or_init(|| made).clone()
        }
    };
    verify(password, dummy).await.map(|_| ())
}

/// A one-time password for a new tutor or student: easy to read out and type
/// (no 0/O or 1/l), long enough not to be guessed within the throttle.
pub fn one_time_password() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::thread_rng();
    (0..12)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

/// A fresh one-time password with its hash, for an account someone else
/// creates (a parent's student, an admin's tutor).
pub struct OneTimePassword {
    pub plain: String,
    pub hash: String,
}

impl OneTimePassword {
    pub async fn generate() -> anyhow::Result<OneTimePassword> {
        let plain = one_time_password();
        let hash = hash(plain.clone()).await?;
        Ok(OneTimePassword { plain, hash })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_verifies_only_its_password() {
        let stored = hash("correct horse".into()).await.unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(
            verify("correct horse".into(), stored.clone())
                .await
                .unwrap()
        );
        assert!(!verify("wrong horse".into(), stored).await.unwrap());
        assert!(!verify("anything".into(), "!".into()).await.unwrap());
    }

    #[test]
    fn one_time_passwords_are_long_and_unambiguous() {
        let otp = one_time_password();
        assert_eq!(otp.len(), 12);
        assert!(!otp.contains(['0', 'O', '1', 'l', 'I']));
        assert_ne!(otp, one_time_password());
    }
}
