//! Writes three small rules the UI mirrors as test cases for the UI's copies
//! of them, and fails when a checked-in file is stale. The UI's tests replay
//! every case through its own code. Regenerate with `npm run gen:types`.
//!
//! - `ui/src/generated/session_window_rules.json`: when a session can be
//!   joined (`schedule::status::is_open`);
//! - `ui/src/generated/validation_rules.json`: the form checks and their
//!   messages (`validation`);
//! - `ui/src/generated/currency_rules.json`: pence shown as pounds
//!   (`api::subscriptions::pounds`).

mod support;

use plytime_shared::api::auth::MIN_PASSWORD_LENGTH;
use plytime_shared::api::subscriptions::pounds;
use plytime_shared::schedule::status::{OPEN_BEFORE_MINUTES, is_open};
use plytime_shared::validation;
use serde_json::{Value, json};

const MINUTE: i64 = 60_000;

/// Sessions of the lengths sold and longer, in winter and in summer time.
fn session_window_cases() -> Value {
    // 2025-01-06T17:00:00Z and 2025-06-30T16:00:00Z.
    let starts = [1_736_182_800_000, 1_751_299_200_000];
    let opens_before = OPEN_BEFORE_MINUTES * MINUTE;
    let mut cases = Vec::new();
    for starts_at in starts {
        for length in [15, 30, 60] {
            let ends_at = starts_at + length * MINUTE;
            let opens_at = starts_at - opens_before;
            for now in [
                starts_at - 24 * 60 * MINUTE,
                opens_at - 1,
                opens_at,
                opens_at + 1,
                starts_at - 1,
                starts_at,
                starts_at + 1,
                ends_at - 1,
                ends_at,
                ends_at + 1,
                ends_at + 24 * 60 * MINUTE,
            ] {
                cases.push(json!({"starts_at": starts_at, "ends_at": ends_at,
                    "now": now, "open": is_open(starts_at, ends_at, now)}));
            }
        }
    }
    Value::Array(cases)
}

/// Each check's message, or null when the value passes.
fn outcomes<T: serde::Serialize + Copy>(
    values: &[T],
    check: impl Fn(T) -> Result<(), &'static str>,
) -> Value {
    values
        .iter()
        .map(|&value| json!({"value": value, "message": check(value).err()}))
        .collect()
}

/// Whitespace as Rust's `trim` reads it (Unicode `White_Space`), which is
/// not quite JavaScript's: NEL (U+0085) is whitespace, the byte order mark
/// (U+FEFF) is not.
const WHITESPACE_EDGES: [&str; 6] = [
    "\u{a0}", "\u{85}", "\u{feff}", "\u{3000}", "\u{2028}", "\u{b}",
];

fn validation_cases() -> Value {
    let mut non_empty = vec!["", " ", " \t\n", "a", " a ", "0"];
    non_empty.extend(WHITESPACE_EDGES);
    let email = [
        "parent@plytime.test",
        "a.b+c@example.co.uk",
        " padded@example.com ",
        "\tpadded@example.com\n",
        "user.@example.com",
        "ü@exämple.de",
        "a@b.c",
        "no-at-sign.example.com",
        "@example.com",
        "two@@example.com",
        "a@b@example.com",
        "user@localhost",
        "user@example.",
        "user@.example.com",
        "user@example..com",
        "a@b.c.",
        "us er@example.com",
        "user@exam ple.com",
        "us\u{85}er@example.com",
        "\u{85}user@example.com\u{85}",
        "",
        " ",
    ];
    let password = [
        "",
        "short",
        "1234567",
        "12345678",
        "plytime-demo",
        "        ",
        "🙂🙂🙂🙂",
        "🙂🙂🙂🙂🙂🙂🙂",
        "🙂🙂🙂🙂🙂🙂🙂🙂",
        "ééééééé",
    ];
    let date = [
        "2016-02-29",
        "2015-02-29",
        "2000-02-29",
        "1900-02-29",
        "2024-02-30",
        "2017-04-30",
        "2017-04-31",
        "2017-12-31",
        "2017-13-01",
        "2017-00-10",
        "2017-01-00",
        "2017-01-32",
        "2017-1-10",
        "17-01-10",
        "2017/01/10",
        "2017-01-1x",
        " 2017-01-10",
        "2017-01-10 ",
        "2017-01-10T00:00",
        "1900-01-01",
        "1899-12-31",
        "0024-02-29",
        "9999-12-31",
        "",
    ];
    let school_year = [-1, 0, 1, 3, 6, 7, 13];
    let choices = ["Female", "Male", "Other"];
    let one_of = ["Other", "Female", "", "other", " Other", "Others"];
    json!({
        "min_password_length": MIN_PASSWORD_LENGTH,
        "choices": choices,
        "non_empty": outcomes(&non_empty, validation::non_empty),
        "email": outcomes(&email, validation::email),
        "password": outcomes(&password, validation::password),
        "date": outcomes(&date, validation::date),
        "school_year": outcomes(&school_year, validation::school_year),
        "one_of": outcomes(&one_of, |value| validation::one_of(value, &choices)),
    })
}

fn currency_cases() -> Value {
    [
        0,
        1,
        9,
        10,
        99,
        100,
        101,
        499,
        1000,
        1050,
        1999,
        3499,
        10_999,
        123_456_789,
        2_147_483_647,
    ]
    .iter()
    .map(|&pence| json!({"pence": pence, "pounds": pounds(pence)}))
    .collect()
}

#[test]
fn the_ui_session_window_cases_are_up_to_date() {
    support::assert_up_to_date("session_window_rules.json", session_window_cases());
}

#[test]
fn the_ui_validation_cases_are_up_to_date() {
    support::assert_up_to_date("validation_rules.json", validation_cases());
}

#[test]
fn the_ui_currency_cases_are_up_to_date() {
    support::assert_up_to_date("currency_rules.json", currency_cases());
}
