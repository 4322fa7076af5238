//! The validation messages of the specification, word for word, and the
//! pure checks that produce them. The server and the UI's generated copy use
//! these; no message is typed twice.

pub const CANNOT_BE_EMPTY: &str = "Cannot be empty";
pub const NOT_A_VALID_EMAIL: &str = "Is not a valid email address";
pub const PASSWORD_TOO_SHORT: &str = "Must be at least 8 characters";

/// Whitespace-only counts as empty.
pub fn non_empty(value: &str) -> Result<(), &'static str> {
    if value.trim().is_empty() {
        Err(CANNOT_BE_EMPTY)
    } else {
        Ok(())
    }
}

/// A pragmatic e-mail check: one `@`, a non-empty local part, a dotted
/// domain, no spaces. Delivery is the real test; this catches typing slips.
pub fn email(value: &str) -> Result<(), &'static str> {
    let value = value.trim();
    let valid = match value.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.split('.').count() >= 2
                && domain.split('.').all(|part| !part.is_empty())
                && !value.chars().any(char::is_whitespace)
        }
        None => false,
    };
    if valid {
        Ok(())
    } else {
        Err(NOT_A_VALID_EMAIL)
    }
}

pub fn password(value: &str) -> Result<(), &'static str> {
    if value.chars().count() < crate::api::auth::MIN_PASSWORD_LENGTH {
        Err(PASSWORD_TOO_SHORT)
    } else {
        Ok(())
    }
}

/// Formats a field's failure the way the spec lists errors: `field: message`.
pub fn field_error(field: &str, message: &str) -> String {
    format!("{field}: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_whitespace_are_empty() {
        assert_eq!(non_empty(""), Err(CANNOT_BE_EMPTY));
        assert_eq!(non_empty(" \t\n"), Err(CANNOT_BE_EMPTY));
        assert_eq!(non_empty(" a "), Ok(()));
    }

    #[test]
    fn email_table() {
        let table = [
            ("parent@plytime.test", true),
            ("a.b+c@example.co.uk", true),
            (" padded@example.com ", true),
            ("no-at-sign.example.com", false),
            ("@example.com", false),
            ("two@@example.com", false),
            ("user@localhost", false),
            ("user@example.", false),
            ("us er@example.com", false),
            ("", false),
        ];
        for (input, valid) in table {
            assert_eq!(email(input).is_ok(), valid, "{input:?}");
        }
    }

    #[test]
    fn password_needs_eight_characters() {
        assert_eq!(password("short"), Err(PASSWORD_TOO_SHORT));
        assert_eq!(password("plytime-demo"), Ok(()));
    }

    #[test]
    fn field_errors_read_field_colon_message() {
        assert_eq!(
            field_error("email", NOT_A_VALID_EMAIL),
            "email: Is not a valid email address"
        );
    }
}
