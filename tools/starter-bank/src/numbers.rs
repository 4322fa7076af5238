//! Number facts and the ways numbers are written in questions and answers.
//! Decimals are held as whole numbers of their smallest place (3.75 is 375
//! hundredths) so no floating-point rounding can creep into an answer.

pub fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

pub fn lcm(a: i64, b: i64) -> i64 {
    a / gcd(a, b) * b
}

pub fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

pub fn factor_count(n: i64) -> i64 {
    (1..=n).filter(|d| n % d == 0).count() as i64
}

/// Rounds half away from zero to a multiple of `unit`, as children are taught.
pub fn round_to(n: i64, unit: i64) -> i64 {
    let half_up = (n.abs() + unit / 2) / unit * unit;
    if n < 0 { -half_up } else { half_up }
}

/// `12345` as `12,345`, the way numbers are printed in a question. Answers
/// are never grouped: the marker reads plain digits.
pub fn grouped(n: i64) -> String {
    let digits = n.abs().to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// A whole number as printed in a question, with a true minus sign:
/// `−8`. Children type the ordinary `-`, which the marker reads.
pub fn signed(n: i64) -> String {
    if n < 0 {
        format!("−{}", grouped(-n))
    } else {
        grouped(n)
    }
}

/// A decimal held in units of its last place: `decimal(375, 2)` is `3.75`.
/// Trailing zeros are kept, as a worked answer would show them.
pub fn decimal(scaled: i64, places: u32) -> String {
    if places == 0 {
        return scaled.to_string();
    }
    let unit = 10_i64.pow(places);
    let sign = if scaled < 0 { "-" } else { "" };
    let (whole, part) = (scaled.abs() / unit, scaled.abs() % unit);
    format!("{sign}{whole}.{part:0width$}", width = places as usize)
}

/// A decimal with trailing zeros dropped: `short_decimal(370, 2)` is `3.7`.
pub fn short_decimal(scaled: i64, places: u32) -> String {
    let text = decimal(scaled, places);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// Money in pence as the values a child could type: `£1.35`, `1.35`, and
/// for amounts under a pound also `.35`. The marker compares pence, so these
/// are all the same answer; listing them documents what is accepted.
pub fn money_values(pence: i64) -> Vec<String> {
    let pounds = decimal(pence, 2);
    let mut values = vec![pounds.clone(), format!("£{pounds}")];
    if pence < 100 {
        values.push(pounds.trim_start_matches('0').to_string());
    }
    if pence % 100 == 0 {
        values.push((pence / 100).to_string());
    }
    values
}

/// Money as written in a question: `45p` under a pound, `£3.50` or `£52`
/// otherwise.
pub fn money_text(pence: i64) -> String {
    match pence {
        0..100 => format!("{pence}p"),
        _ if pence % 100 == 0 => format!("£{}", pence / 100),
        _ => format!("£{}", decimal(pence, 2)),
    }
}

pub fn fraction(numerator: i64, denominator: i64) -> String {
    format!("{numerator}/{denominator}")
}

pub fn simplest(numerator: i64, denominator: i64) -> (i64, i64) {
    let divisor = gcd(numerator, denominator).max(1);
    (numerator / divisor, denominator / divisor)
}

/// The fraction as written and in its simplest form, for questions that do
/// not ask the child to simplify.
pub fn fraction_values(numerator: i64, denominator: i64) -> Vec<String> {
    let (n, d) = simplest(numerator, denominator);
    let mut values = vec![fraction(numerator, denominator)];
    if (n, d) != (numerator, denominator) {
        values.push(fraction(n, d));
    }
    values
}

/// A non-negative fraction as a mixed number: `11/4` is `2 3/4`, `8/4` is `2`.
pub fn mixed(numerator: i64, denominator: i64) -> String {
    let (whole, rest) = (numerator / denominator, numerator % denominator);
    match (whole, rest) {
        (whole, 0) => whole.to_string(),
        (0, rest) => fraction(rest, denominator),
        (whole, rest) => format!("{whole} {}", fraction(rest, denominator)),
    }
}

/// Every way to write the value as a MixedFraction answer: improper and
/// mixed, as given and simplified.
pub fn mixed_values(numerator: i64, denominator: i64) -> Vec<String> {
    let (n, d) = simplest(numerator, denominator);
    let mut values = vec![mixed(n, d)];
    for candidate in [
        mixed(numerator, denominator),
        fraction(n, d),
        fraction(numerator, denominator),
    ] {
        if !values.contains(&candidate) && !(candidate.ends_with("/1")) {
            values.push(candidate);
        }
    }
    values
}

pub fn roman(mut n: i64) -> String {
    const NUMERALS: [(i64, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, numeral) in NUMERALS {
        while n >= value {
            out.push_str(numeral);
            n -= value;
        }
    }
    out
}

/// Numbers to 100 in words, as year 1 and 2 children learn to read them.
pub fn words(n: i64) -> String {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    match n {
        0..=19 => UNITS[n as usize].to_string(),
        100 => "one hundred".to_string(),
        _ if n % 10 == 0 => TENS[(n / 10) as usize].to_string(),
        _ => format!("{}-{}", TENS[(n / 10) as usize], UNITS[(n % 10) as usize]),
    }
}

/// `1st`, `2nd`, `3rd`, `4th` …
pub fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_forms() {
        assert_eq!(grouped(1234567), "1,234,567");
        assert_eq!(grouped(-4500), "-4,500");
        assert_eq!(grouped(999), "999");
        assert_eq!(decimal(375, 2), "3.75");
        assert_eq!(decimal(5, 3), "0.005");
        assert_eq!(decimal(-37, 1), "-3.7");
        assert_eq!(short_decimal(370, 2), "3.7");
        assert_eq!(short_decimal(400, 2), "4");
        assert_eq!(money_values(45), ["0.45", "£0.45", ".45"]);
        assert_eq!(money_values(300), ["3.00", "£3.00", "3"]);
        assert_eq!(money_text(45), "45p");
        assert_eq!(money_text(1350), "£13.50");
        assert_eq!(money_text(5200), "£52");
        assert_eq!(roman(1994), "MCMXCIV");
        assert_eq!(roman(49), "XLIX");
        assert_eq!(words(47), "forty-seven");
        assert_eq!(words(13), "thirteen");
        assert_eq!(ordinal(22), "22nd");
        assert_eq!(ordinal(12), "12th");
    }

    #[test]
    fn fractions() {
        assert_eq!(fraction_values(6, 8), ["6/8", "3/4"]);
        assert_eq!(fraction_values(3, 4), ["3/4"]);
        assert_eq!(mixed(11, 4), "2 3/4");
        assert_eq!(mixed(8, 4), "2");
        assert_eq!(mixed_values(18, 4), ["4 1/2", "4 2/4", "9/2", "18/4"]);
        assert_eq!(mixed_values(8, 4), ["2", "8/4"]);
        assert_eq!(round_to(1450, 100), 1500);
        assert_eq!(round_to(-15, 10), -20);
        assert!(is_prime(97) && !is_prime(91));
        assert_eq!(factor_count(24), 8);
        assert_eq!(lcm(6, 8), 24);
    }
}
