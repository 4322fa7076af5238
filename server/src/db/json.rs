//! JSON documents stored in text columns. Each was valid when it was
//! written, so one that no longer decodes is a corrupt row: an error naming
//! the column, never a silent default that would, say, mark a right answer
//! wrong against an empty list of correct ones.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The JSON text to store for `value`.
pub fn encode<T: Serialize>(value: &T) -> sqlx::Result<String> {
    serde_json::to_string(value).map_err(|error| sqlx::Error::Encode(Box::new(error)))
}

/// Decodes the JSON stored in `column` (named `table.column`).
pub fn decode<T: DeserializeOwned>(column: &str, text: &str) -> sqlx::Result<T> {
    serde_json::from_str(text).map_err(|error| {
        tracing::error!(column, %error, "a stored JSON value does not decode");
        sqlx::Error::ColumnDecode {
            index: column.to_string(),
            source: Box::new(error),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_a_stored_document() {
        let lines: Vec<String> = decode("questions.lines", r#"["a","b"]"#).unwrap();
        assert_eq!(lines, ["a", "b"]);
    }

    #[test]
    fn a_corrupt_document_is_an_error_naming_its_column() {
        let error = decode::<Vec<String>>("answers.answer", "{not json").unwrap_err();
        assert!(error.to_string().contains("answers.answer"), "{error}");
    }
}
