//! The validation messages users see, word for word, and the
//! pure checks that produce them. The server uses these; the UI's copy
//! (`ui/src/lib/forms/validators.ts`) replays the cases
//! `shared/tests/ui_rule_cases.rs` writes from them, so the two agree word
//! for word.

pub const CANNOT_BE_EMPTY: &str = "Cannot be empty";
pub const NOT_A_VALID_EMAIL: &str = "Is not a valid email address";
pub const PASSWORD_TOO_SHORT: &str = "Must be at least 8 characters";

/// Why written words (a message, a note, a report) were refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Words {
    Missing,
    TooLong,
}

/// `text` without the spaces around it, when it has some words and at
/// most `max_chars` characters: characters, not bytes, so that "é" counts
/// once. Each caller words the refusal its own way.
pub fn words_within(text: &str, max_chars: usize) -> Result<&str, Words> {
    let text = text.trim();
    if text.is_empty() {
        Err(Words::Missing)
    } else if text.chars().count() > max_chars {
        Err(Words::TooLong)
    } else {
        Ok(text)
    }
}

/// An optional text field as read: trimmed, and `None` when blank.
pub fn given(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|value| !value.is_empty())
}

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

pub const NOT_A_VALID_DATE: &str = "Is not a valid Date YYYY-MM-DD";
pub const SCHOOL_YEAR_RANGE: &str =
    "Must be a whole number from 1 to 6. Content for other years coming soon.";
pub const NOT_IN_THE_LIST: &str = "Is not one of the choices offered";

/// The school years with content: years 1 to 6 of primary school.
pub const SCHOOL_YEARS: std::ops::RangeInclusive<i64> = 1..=6;

/// A calendar date written `yyyy-MM-dd` that exists (no 31 April, 29
/// February only in leap years).
pub fn date(value: &str) -> Result<(), &'static str> {
    let bytes = value.as_bytes();
    let shaped = bytes.len() == 10
        && bytes[4] == b'-'
        && bytes[7] == b'-'
        && bytes
            .iter()
            .enumerate()
            .all(|(index, byte)| index == 4 || index == 7 || byte.is_ascii_digit());
    if !shaped {
        return Err(NOT_A_VALID_DATE);
    }
    let number = |range: std::ops::Range<usize>| value[range].parse::<u32>().unwrap_or(0);
    let (year, month, day) = (number(0..4), number(5..7), number(8..10));
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => 0,
    };
    if year >= 1900 && (1..=days_in_month).contains(&day) {
        Ok(())
    } else {
        Err(NOT_A_VALID_DATE)
    }
}

pub const BORN_IN_THE_FUTURE: &str = "Cannot be in the future";
pub const TOO_YOUNG_OR_OLD: &str =
    "Does not fit a child in this school year (years 1 to 6 are for children aged about 5 to 11)";

/// A child's date of birth (`yyyy-MM-dd`) for the school year they are in,
/// at `today`. In England a child in year Y is Y + 4 or Y + 5 on the 1st of
/// September that starts the school year; a year either side is allowed
/// for children who were moved up or held back.
pub fn child_birth_date(
    dob: &str,
    school_year: i64,
    today: chrono::NaiveDate,
) -> Result<(), &'static str> {
    use chrono::Datelike;
    let born = chrono::NaiveDate::parse_from_str(dob, "%Y-%m-%d").map_err(|_| NOT_A_VALID_DATE)?;
    if born > today {
        return Err(BORN_IN_THE_FUTURE);
    }
    let september = if today.month() >= 9 {
        today.year()
    } else {
        today.year() - 1
    };
    // Age on the 1st of September the current school year began.
    let start = chrono::NaiveDate::from_ymd_opt(september, 9, 1).unwrap_or(today);
    let mut age = i64::from(start.year() - born.year());
    if (start.month(), start.day()) < (born.month(), born.day()) {
        age -= 1;
    }
    if (school_year + 3..=school_year + 6).contains(&age) {
        Ok(())
    } else {
        Err(TOO_YOUNG_OR_OLD)
    }
}

pub fn school_year(value: i64) -> Result<(), &'static str> {
    if SCHOOL_YEARS.contains(&value) {
        Ok(())
    } else {
        Err(SCHOOL_YEAR_RANGE)
    }
}

/// A value that must be one of a fixed list of choices.
pub fn one_of(value: &str, choices: &[&str]) -> Result<(), &'static str> {
    if choices.contains(&value) {
        Ok(())
    } else {
        Err(NOT_IN_THE_LIST)
    }
}

/// Collects `field: message` problems; a form's checks read as one list.
#[derive(Debug, Default)]
pub struct Problems(Vec<String>);

impl Problems {
    pub fn check(&mut self, field: &str, outcome: Result<(), &'static str>) -> &mut Self {
        if let Err(message) = outcome {
            self.0.push(field_error(field, message));
        }
        self
    }

    /// The problems, or `Ok` when there are none.
    pub fn finish(self) -> Result<(), Vec<String>> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(self.0)
        }
    }
}

/// Formats a field's failure the way the UI lists errors: `field: message`.
pub fn field_error(field: &str, message: &str) -> String {
    format!("{field}: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_trimmed_needed_and_bounded_in_characters() {
        assert_eq!(words_within("  hi  ", 2), Ok("hi"));
        assert_eq!(words_within(" \n ", 2), Err(Words::Missing));
        assert_eq!(words_within(&"é".repeat(3), 3).map(str::len), Ok(6));
        assert_eq!(words_within("abcd", 3), Err(Words::TooLong));
    }

    #[test]
    fn a_blank_optional_field_is_not_given() {
        assert_eq!(given(None), None);
        assert_eq!(given(Some("  \t")), None);
        assert_eq!(given(Some(" PTR-OWEN ")), Some("PTR-OWEN"));
    }

    #[test]
    fn empty_and_whitespace_are_empty() {
        assert_eq!(non_empty(""), Err(CANNOT_BE_EMPTY));
        assert_eq!(non_empty(" \t\n"), Err(CANNOT_BE_EMPTY));
        assert_eq!(non_empty(" a "), Ok(()));
    }

    #[test]
    fn date_table() {
        let table = [
            ("2016-02-29", true),
            ("2015-02-29", false),
            ("2000-02-29", true),
            ("1900-02-29", false),
            ("2017-04-31", false),
            ("2017-12-31", true),
            ("2017-13-01", false),
            ("2017-00-10", false),
            ("2017-1-10", false),
            ("17-01-10", false),
            ("2017/01/10", false),
            ("2017-01-1x", false),
            ("", false),
            ("1899-12-31", false),
        ];
        for (input, valid) in table {
            assert_eq!(date(input).is_ok(), valid, "{input:?}");
        }
    }

    #[test]
    fn a_date_of_birth_fits_the_school_year_give_or_take_a_year() {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        // Year 3 in 2026/27: born September 2018 to August 2019.
        for dob in ["2018-09-01", "2019-08-31", "2017-09-01", "2020-08-31"] {
            assert_eq!(child_birth_date(dob, 3, today), Ok(()), "{dob}");
        }
        for dob in ["2016-09-01", "2020-09-02", "2000-01-01"] {
            assert_eq!(
                child_birth_date(dob, 3, today),
                Err(TOO_YOUNG_OR_OLD),
                "{dob}"
            );
        }
        assert_eq!(
            child_birth_date("2026-12-01", 1, today),
            Err(BORN_IN_THE_FUTURE)
        );
    }

    #[test]
    fn school_years_one_to_six() {
        for year in [-1, 0, 7, 13] {
            assert_eq!(school_year(year), Err(SCHOOL_YEAR_RANGE));
        }
        for year in 1..=6 {
            assert_eq!(school_year(year), Ok(()));
        }
    }

    #[test]
    fn problems_collect_field_messages_in_order() {
        let mut problems = Problems::default();
        problems
            .check("a", non_empty(""))
            .check("b", non_empty("x"))
            .check("c", date("nope"));
        assert_eq!(
            problems.finish(),
            Err(vec![
                "a: Cannot be empty".to_string(),
                "c: Is not a valid Date YYYY-MM-DD".to_string()
            ])
        );
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
