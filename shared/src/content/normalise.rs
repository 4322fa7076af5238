//! Reads a typed answer for an input kind into a canonical form, so that two
//! answers are equal exactly when their canonical forms are. `None` means the
//! text is not a valid answer of that kind at all.
//!
//! Numbers are compared as exact decimals (no floating point): `2.50`, `2.5`
//! and `+2.5` are the same; `2.51` is not.

use super::element::InputKind;

pub fn canonical(kind: InputKind, raw: &str) -> Option<String> {
    let text = raw.trim();
    if text.is_empty() {
        return None;
    }
    match kind {
        InputKind::Text => Some(collapse_spaces(text).to_lowercase()),
        InputKind::TextCaseSensitive => Some(collapse_spaces(text)),
        InputKind::MultipleChoice => Some(text.to_string()),
        InputKind::Coordinate => {
            let inner = text
                .strip_prefix('(')
                .and_then(|t| t.strip_suffix(')'))
                .unwrap_or(text);
            numbers(inner, ',', 2)
        }
        InputKind::RatioXy => numbers(text, ':', 2),
        InputKind::RatioXyz => numbers(text, ':', 3),
        InputKind::Fraction => fraction(text),
        InputKind::MixedFraction => mixed_fraction(text),
        InputKind::Time => time(text),
        InputKind::Gbp => pence(text),
        InputKind::WholeNumber => decimal(text)
            .filter(|d| d.places() == 0)
            .map(|d| d.to_string()),
        InputKind::Decimal(places) => decimal(text)
            .filter(|d| d.places() <= usize::from(places))
            .map(|d| d.to_string()),
    }
}

fn collapse_spaces(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// An exact decimal: sign, whole digits without leading zeros, fraction
/// digits without trailing zeros.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    whole: String,
    fraction: String,
}

impl Decimal {
    fn places(&self) -> usize {
        self.fraction.len()
    }
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.negative {
            f.write_str("-")?;
        }
        f.write_str(&self.whole)?;
        if !self.fraction.is_empty() {
            write!(f, ".{}", self.fraction)?;
        }
        Ok(())
    }
}

/// Reads `[+-]digits[.digits]` (either side of the point may be empty, not
/// both). Thousands separators and inner spaces are not accepted: the input
/// filters never produce them.
fn decimal(text: &str) -> Option<Decimal> {
    let text = text.trim();
    let (negative, unsigned) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let whole = whole.trim_start_matches('0');
    let fraction = fraction.trim_end_matches('0');
    let is_zero = whole.is_empty() && fraction.is_empty();
    Some(Decimal {
        negative: negative && !is_zero,
        whole: if whole.is_empty() {
            "0".into()
        } else {
            whole.into()
        },
        fraction: fraction.into(),
    })
}

/// `count` decimals separated by `separator`, e.g. a coordinate or a ratio.
fn numbers(text: &str, separator: char, count: usize) -> Option<String> {
    let parts: Vec<String> = text
        .split(separator)
        .map(|part| decimal(part).map(|d| d.to_string()))
        .collect::<Option<_>>()?;
    (parts.len() == count).then(|| parts.join(&separator.to_string()))
}

/// Digits without leading zeros; `None` unless all digits.
fn natural(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let trimmed = text.trim_start_matches('0');
    Some(if trimmed.is_empty() {
        "0".into()
    } else {
        trimmed.into()
    })
}

/// `n/d` as written (2/4 is not 1/2 unless the answer lists both); the
/// denominator may not be zero.
fn fraction(text: &str) -> Option<String> {
    let (numerator, denominator) = text.split_once('/')?;
    let numerator = natural(numerator)?;
    let denominator = natural(denominator)?;
    (denominator != "0").then(|| format!("{numerator}/{denominator}"))
}

/// A whole number alone, a fraction alone, or whole plus fraction
/// (`-2 1/3`); the whole part may be negative.
fn mixed_fraction(text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    let (first, second) = (words.next()?, words.next());
    if words.next().is_some() {
        return None;
    }
    let whole = |word: &str| {
        let (sign, digits) = word
            .strip_prefix('-')
            .map_or(("", word), |rest| ("-", rest));
        natural(digits).map(|n| if n == "0" { n } else { format!("{sign}{n}") })
    };
    match second {
        None if first.contains('/') => fraction(first),
        None => whole(first),
        Some(second) => Some(format!("{} {}", whole(first)?, fraction(second)?)),
    }
}

/// `h:mm` or `hh:mm` on the 24-hour clock.
fn time(text: &str) -> Option<String> {
    let (hours, minutes) = text.split_once(':')?;
    if hours.is_empty() || hours.len() > 2 || minutes.len() != 2 {
        return None;
    }
    let hours: u32 = natural(hours)?.parse().ok()?;
    let minutes: u32 = natural(minutes)?.parse().ok()?;
    (hours < 24 && minutes < 60).then(|| format!("{hours:02}:{minutes:02}"))
}

/// Pounds to whole pence: `£3.5`, `3.50` and `3.50` are 350; a third decimal
/// place is not money.
fn pence(text: &str) -> Option<String> {
    let amount = decimal(text.strip_prefix('£').unwrap_or(text))?;
    if amount.places() > 2 {
        return None;
    }
    let whole: u128 = amount.whole.parse().ok()?;
    let fraction: u128 = format!("{:0<2}", amount.fraction).parse().ok()?;
    let total = whole.checked_mul(100)?.checked_add(fraction)?;
    Some(format!("{}{total}", if amount.negative { "-" } else { "" }))
}

#[cfg(test)]
mod tests {
    use super::InputKind::*;
    use super::*;

    /// (kind, typed, canonical or None when invalid)
    const TABLE: &[(InputKind, &str, Option<&str>)] = &[
        (Text, "  Triangle ", Some("triangle")),
        (Text, "right  angle", Some("right angle")),
        (Text, "   ", None),
        (TextCaseSensitive, " Paris ", Some("Paris")),
        (TextCaseSensitive, "paris", Some("paris")),
        (MultipleChoice, " B ", Some("B")),
        (Coordinate, "(3,-2)", Some("3,-2")),
        (Coordinate, "3, -2.50", Some("3,-2.5")),
        (Coordinate, "(3)", None),
        (Coordinate, "(3,2,1)", None),
        (RatioXy, "2:3", Some("2:3")),
        (RatioXy, "02:3.0", Some("2:3")),
        (RatioXy, "2:3:4", None),
        (RatioXyz, "1:2:3", Some("1:2:3")),
        (RatioXyz, "1::3", None),
        (Fraction, "3/4", Some("3/4")),
        (Fraction, " 03 / 4 ", Some("3/4")),
        (Fraction, "6/8", Some("6/8")),
        (Fraction, "3/0", None),
        (Fraction, "-3/4", None),
        (Fraction, "3/4/5", None),
        (Fraction, "3", None),
        (MixedFraction, "2 1/3", Some("2 1/3")),
        (MixedFraction, "-2 1/3", Some("-2 1/3")),
        (MixedFraction, "7", Some("7")),
        (MixedFraction, "1/3", Some("1/3")),
        (MixedFraction, "-0", Some("0")),
        (MixedFraction, "2 1/3 4", None),
        (MixedFraction, "2 x/3", None),
        (Time, "9:05", Some("09:05")),
        (Time, "09:05", Some("09:05")),
        (Time, "23:59", Some("23:59")),
        (Time, "24:00", None),
        (Time, "12:60", None),
        (Time, "12:5", None),
        (Time, "1205", None),
        (Gbp, "£3.50", Some("350")),
        (Gbp, "3.5", Some("350")),
        (Gbp, "3", Some("300")),
        (Gbp, "0.05", Some("5")),
        (Gbp, "3.505", None),
        (Gbp, "£", None),
        (WholeNumber, "42", Some("42")),
        (WholeNumber, "+042", Some("42")),
        (WholeNumber, "-7", Some("-7")),
        (WholeNumber, "-0", Some("0")),
        (WholeNumber, "5.0", Some("5")),
        (WholeNumber, "5.5", None),
        (WholeNumber, "1,000", None),
        (WholeNumber, "4 2", None),
        (WholeNumber, "-", None),
        (WholeNumber, ".", None),
        (Decimal(1), "3.5", Some("3.5")),
        (Decimal(1), "3.50", Some("3.5")),
        (Decimal(1), ".5", Some("0.5")),
        (Decimal(1), "3.55", None),
        (Decimal(2), "3.14", Some("3.14")),
        (Decimal(2), "-3.1", Some("-3.1")),
        (Decimal(3), "0.125", Some("0.125")),
        (Decimal(4), "2.71828", None),
        (Decimal(4), "2.7183", Some("2.7183")),
    ];

    #[test]
    fn canonical_forms_table() {
        for (kind, typed, expected) in TABLE {
            assert_eq!(
                canonical(*kind, typed).as_deref(),
                *expected,
                "{kind:?} {typed:?}"
            );
        }
    }
}
