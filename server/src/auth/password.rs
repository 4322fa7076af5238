//! Password hashing with argon2id (the crate's defaults are OWASP's
//! recommended m=19 MiB, t=2, p=1). Hashing is CPU-heavy, so it runs on the
//! blocking pool, never on the async runtime.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::Rng;

use super::hashing;
use crate::error::{AppError, AppResult};

fn failed(what: &str, error: impl std::fmt::Display) -> AppError {
    AppError::Internal(anyhow::anyhow!("{what}: {error}"))
}

/// Hashes a password as an argon2id PHC string, with the crate's default
/// parameters, in one of the bounded turns of [`hashing`].
pub async fn hash(password: String) -> AppResult<String> {
    let params = Params::default();
    let blocks = params.block_count();
    let salt = SaltString::generate(&mut OsRng);
    hashing::with_memory(blocks, move |memory| {
        let mut salt_bytes = [0u8; 64];
        let salt_bytes = salt
            .decode_b64(&mut salt_bytes)
            .map_err(|error| failed("decoding a salt", error))?;
        let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
        Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone())
            .hash_password_into_with_memory(password.as_bytes(), salt_bytes, &mut out, memory)
            .map_err(|error| failed("hashing a password", error))?;
        let phc = PasswordHash {
            algorithm: Algorithm::Argon2id.ident(),
            version: Some(Version::V0x13.into()),
            params: ParamsString::try_from(&params)
                .map_err(|error| failed("writing argon2 parameters", error))?,
            salt: Some(salt.as_salt()),
            hash: Some(Output::new(&out).map_err(|error| failed("argon2 output", error))?),
        };
        Ok(phc.to_string())
    })
    .await?
}

/// Checks `password` against a stored hash. A malformed stored hash (such as
/// the `!` of accounts that cannot sign in) never matches.
pub async fn verify(password: String, stored_hash: String) -> AppResult<bool> {
    let Some((argon2, blocks)) = verifier(&stored_hash) else {
        return Ok(false);
    };
    hashing::with_memory(blocks, move |memory| {
        let Ok(parsed) = PasswordHash::new(&stored_hash) else {
            return false;
        };
        let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
            return false;
        };
        let mut salt_bytes = [0u8; 64];
        let Ok(salt_bytes) = salt.decode_b64(&mut salt_bytes) else {
            return false;
        };
        let mut out = vec![0u8; expected.len()];
        argon2
            .hash_password_into_with_memory(password.as_bytes(), salt_bytes, &mut out, memory)
            .is_ok()
            // `Output` compares in constant time.
            && Output::new(&out).is_ok_and(|computed| computed == expected)
    })
    .await
}

/// The argon2 instance and memory a stored hash was made with.
fn verifier(stored_hash: &str) -> Option<(Argon2<'static>, usize)> {
    let parsed = PasswordHash::new(stored_hash).ok()?;
    let algorithm = Algorithm::try_from(parsed.algorithm).ok()?;
    let version = parsed
        .version
        .map_or(Ok(Version::default()), Version::try_from)
        .ok()?;
    let params = Params::try_from(&parsed).ok()?;
    let blocks = params.block_count();
    Some((Argon2::new(algorithm, version, params), blocks))
}

/// Spends the same time as a real check, so an unknown login cannot be told
/// apart from a wrong password by timing.
pub async fn verify_against_nothing(password: String) -> AppResult<()> {
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
    pub async fn generate() -> AppResult<OneTimePassword> {
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

    #[tokio::test]
    async fn hashes_are_the_standard_argon2id_phc_strings_either_way() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let ours = hash("correct horse".into()).await.unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(
            Argon2::default()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        let salt = SaltString::generate(&mut OsRng);
        let theirs = Argon2::default()
            .hash_password(b"battery staple", &salt)
            .unwrap()
            .to_string();
        assert!(
            verify("battery staple".into(), theirs.clone())
                .await
                .unwrap()
        );
        assert!(!verify("battery stapler".into(), theirs).await.unwrap());
    }

    #[test]
    fn one_time_passwords_are_long_and_unambiguous() {
        let otp = one_time_password();
        assert_eq!(otp.len(), 12);
        assert!(!otp.contains(['0', 'O', '1', 'l', 'I']));
        assert_ne!(otp, one_time_password());
    }
}
