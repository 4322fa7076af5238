//! Timestamps: stored as epoch milliseconds, sent as ISO 8601 (RFC 3339,
//! UTC, milliseconds).

use crate::error::{AppError, AppResult};

pub fn iso(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .map(|time| time.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
        .unwrap_or_default()
}

/// Reads an ISO 8601 date-time sent for `field`, with the form's message
/// (`Is not a valid DateTime`) when it is not one.
pub fn parse_iso(field: &str, text: &str) -> AppResult<i64> {
    chrono::DateTime::parse_from_rfc3339(text.trim())
        .map(|time| time.timestamp_millis())
        .map_err(|_| AppError::bad_request(format!("{field}: Is not a valid DateTime")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses_what_is_not_a_date_time() {
        assert_eq!(iso(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(
            parse_iso("t", &iso(1_795_000_000_123)).unwrap(),
            1_795_000_000_123
        );
        assert_eq!(
            parse_iso("t", "2026-11-22T10:00:00+01:00").unwrap(),
            1_795_338_000_000
        );
        assert!(parse_iso("before", "yesterday").is_err());
    }
}
