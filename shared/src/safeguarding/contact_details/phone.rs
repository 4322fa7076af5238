//! Phone numbers: a run of ten or more digits, written as figures, as
//! words ("oh seven seven double oh…") or a mix of the two, with the
//! separators people put between groups (spaces, dashes, dots, brackets).
//!
//! Long digit runs also turn up in maths, so a run is left alone when it is
//! written the way numbers are rather than the way phone numbers are:
//! counting, a times table or another sequence, thousands groups
//! ("10 000 000 000") or a round number ("1000000000"). Arithmetic signs,
//! commas, colons and slashes never join groups, so sums, times, dates and
//! "7,654,321" are never one run.

use std::ops::Range;

use super::tokens::{Token, tokens};

/// The fewest digits a phone number has: UK numbers have 10 or 11.
const MIN_DIGITS: u32 = 10;

/// The most separator characters between two groups, as in "+44 (0)20".
const MAX_GAP: usize = 3;

/// Signs that put the numbers beside them in a sum. A dash is left out: it
/// is a minus only when a number follows it ([`is_followed_by_operator`]).
const OPERATORS: &[char] = &['+', '×', '÷', '*', '=', '<', '>'];

/// What one word contributes to a run of digits.
enum Reading {
    /// Figures or a digit word.
    Digits(Group),
    /// "double", "treble": the next digit is said that many times.
    Repeat(u32),
    /// "hundred", "thousand" after a digit, as in "nine hundred": zeros.
    Zeros(u32),
}

#[derive(Clone, Copy)]
struct Group {
    len: u32,
    /// `None` when too long for a `u64`: such a group is never maths here.
    value: Option<u64>,
    /// Written with a leading zero ("07700"), which numbers in maths never are.
    leading_zero: bool,
    /// Its first digit is a zero, as a UK number's first digit is.
    starts_with_zero: bool,
    /// A digit said as a word: nobody spells out the numbers in a sum.
    spelled: bool,
}

fn read(word: &str) -> Option<Reading> {
    let digit = match word.to_ascii_lowercase().as_str() {
        "zero" | "oh" | "o" | "nought" => 0,
        "one" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        "six" => 6,
        "seven" => 7,
        "eight" => 8,
        "nine" => 9,
        "double" => return Some(Reading::Repeat(2)),
        "treble" | "triple" => return Some(Reading::Repeat(3)),
        "hundred" => return Some(Reading::Zeros(2)),
        "thousand" => return Some(Reading::Zeros(3)),
        _ => return read_figures(word).map(Reading::Digits),
    };
    Some(Reading::Digits(Group {
        len: 1,
        value: Some(digit),
        leading_zero: false,
        starts_with_zero: digit == 0,
        spelled: true,
    }))
}

/// Figures, reading a letter O among them as a zero ("o7700", "9OO123").
fn read_figures(word: &str) -> Option<Group> {
    if !word.bytes().any(|byte| byte.is_ascii_digit()) {
        return None;
    }
    let mut value = Some(0u64);
    for byte in word.bytes() {
        let digit = match byte {
            b'0'..=b'9' => byte - b'0',
            b'o' | b'O' => 0,
            _ => return None,
        };
        value = value.and_then(|v| v.checked_mul(10)?.checked_add(digit.into()));
    }
    let starts_with_zero = matches!(word.as_bytes()[0], b'0' | b'o' | b'O');
    Some(Group {
        len: u32::try_from(word.len()).ok()?,
        value,
        leading_zero: starts_with_zero && word.len() > 1,
        starts_with_zero,
        spelled: false,
    })
}

/// Consecutive digit words and figures with only separators between them.
struct Run {
    start: usize,
    /// End of the last word read, which the next gap is measured from.
    last_end: usize,
    /// End of the last word that added digits (a trailing "double" is not
    /// part of the number).
    digits_end: usize,
    digits: u32,
    groups: Vec<Group>,
    /// Every digit was said once, so the groups are numbers a child could
    /// have been counting with.
    plain: bool,
    repeat: u32,
    last_added_digits: bool,
    /// Begins with "+", as international numbers do.
    plus: bool,
    /// Follows an arithmetic sign: "5 × 1234567890".
    after_operator: bool,
}

impl Run {
    fn begin(text: &str, word: &Token, reading: &Reading) -> Run {
        let mut run = Run {
            start: word.start,
            last_end: word.end,
            digits_end: word.start,
            digits: 0,
            groups: Vec::new(),
            plain: true,
            repeat: 1,
            last_added_digits: false,
            plus: false,
            after_operator: false,
        };
        // "+44…" is international, "3+1234567890" and "3 + 1234567890" sums.
        let opening = opening_start(text, word.start);
        let signed = text[opening..word.start].contains('+');
        let before = text[..opening].trim_end();
        let after_number = before.ends_with(|c: char| c.is_ascii_digit() || c == ')');
        run.plus = signed && !after_number;
        run.after_operator = before.ends_with(OPERATORS) || (signed && after_number);
        run.add(word, reading);
        run
    }

    /// Adds `reading` if it can continue the run after the separators `gap`.
    fn extend(&mut self, gap: &str, word: &Token, reading: &Reading) -> bool {
        let fits = !matches!(reading, Reading::Zeros(_)) || self.last_added_digits;
        let extends = fits && self.joins(gap);
        if extends {
            self.add(word, reading);
        }
        extends
    }

    fn add(&mut self, word: &Token, reading: &Reading) {
        match *reading {
            Reading::Digits(group) => {
                self.digits = self
                    .digits
                    .saturating_add(group.len.saturating_mul(self.repeat));
                self.plain &= self.repeat == 1;
                self.repeat = 1;
                self.groups.push(group);
            }
            Reading::Repeat(times) => self.repeat = times,
            Reading::Zeros(zeros) => {
                self.digits = self.digits.saturating_add(zeros);
                self.plain = false;
            }
        }
        self.last_added_digits = !matches!(reading, Reading::Repeat(_));
        if self.last_added_digits {
            self.digits_end = word.end;
        }
        self.last_end = word.end;
    }

    /// Whether `gap` separates two groups of one number. A spaced dash is a
    /// minus sign and a dot a decimal point, unless the number began as
    /// phone numbers do ("07700 - 900123", "07700.900.123"); a spaced dot
    /// ends a sentence.
    fn joins(&self, gap: &str) -> bool {
        let spaced = gap.contains(char::is_whitespace);
        let first = self.groups.first();
        let dialled = self.plus || first.is_some_and(|group| group.starts_with_zero);
        let dotted = self.plus || first.is_some_and(|group| group.leading_zero);
        gap.chars().count() <= MAX_GAP
            && gap.chars().all(|c| match c {
                '(' | ')' => true,
                '-' => !spaced || dialled,
                '.' => !spaced && dotted,
                '\n' | '\r' => false,
                c => c.is_whitespace(),
            })
    }

    fn phone_number(&self, text: &str) -> Option<Range<usize>> {
        let in_a_sum = self.after_operator || is_followed_by_operator(&text[self.digits_end..]);
        if self.digits < MIN_DIGITS || (!self.plus && self.looks_like_maths(in_a_sum)) {
            return None;
        }
        let start = opening_start(text, self.start);
        let mut end = self.digits_end;
        let unclosed =
            text[start..end].matches('(').count() > text[start..end].matches(')').count();
        if unclosed && text[end..].starts_with(')') {
            end += 1;
        }
        Some(start..end)
    }

    /// Whether the run is written the way numbers in maths are. Only
    /// thousands groups have leading zeros ("1 000 000 000"); anything else
    /// with one is a phone number.
    fn looks_like_maths(&self, in_a_sum: bool) -> bool {
        if !self.plain {
            return false;
        }
        let values: Option<Vec<u64>> = self.groups.iter().map(|group| group.value).collect();
        let Some(values) = values else { return false };
        let numbers = !self.groups.iter().any(|group| group.leading_zero);
        is_in_thousands(&self.groups)
            || (numbers
                && (in_a_sum
                    || is_round_number(&values)
                    || is_counting(&values)
                    || is_list_of_small_numbers(&self.groups)))
    }
}

/// One group ending in six or more zeros: "1000000000" is a billion.
fn is_round_number(values: &[u64]) -> bool {
    matches!(values, [value] if *value != 0 && value % 1_000_000 == 0)
}

/// Thousands groups: "10 000 000 000". The first group has one to three
/// figures and does not start with zero, every other group has three.
fn is_in_thousands(groups: &[Group]) -> bool {
    let [first, rest @ ..] = groups else {
        return false;
    };
    !rest.is_empty()
        && (1..=3).contains(&first.len)
        && !first.starts_with_zero
        && rest.iter().all(|group| group.len == 3)
}

/// Counting, a times table or a list of years (three or more numbers going
/// up or down in equal steps: "3 6 9 12 15", "2024 2025 2026"), or a longer
/// list that only goes up or only goes down (Fibonacci, square numbers).
/// Phone numbers split into groups ("123 456 7890") do neither.
fn is_counting(values: &[u64]) -> bool {
    let steps: Vec<i128> = values
        .windows(2)
        .map(|pair| i128::from(pair[1]) - i128::from(pair[0]))
        .collect();
    let equal_steps = steps.windows(2).all(|pair| pair[0] == pair[1]);
    let rising = steps.iter().all(|&step| step >= 0);
    let falling = steps.iter().all(|&step| step <= 0);
    (values.len() >= 3 && equal_steps) || (values.len() >= 5 && (rising || falling))
}

/// Four or more small numbers written in figures, as in "put these in
/// order: 5 3 8 1 9 2 7 4 6 0". Phone numbers written in small groups
/// start with a zero ("0 7 7 0 0…", "077 009 001 23").
fn is_list_of_small_numbers(groups: &[Group]) -> bool {
    groups.len() >= 4
        && !groups[0].starts_with_zero
        && groups.iter().all(|group| group.len <= 3 && !group.spelled)
}

/// Where a number starting at `start` really starts, taking in a "+" and
/// "(" directly before it: "+44", "(0161)", "+(44)".
fn opening_start(text: &str, start: usize) -> usize {
    let before = &text[..start];
    let trimmed = before.trim_end_matches(['+', '(']);
    let taken = before.len() - trimmed.len();
    start - taken.min(2)
}

/// Whether `rest`, the text after a number, goes on with a sum: "= 2",
/// "+ 1", "- 5", but not "- call me after tea".
fn is_followed_by_operator(rest: &str) -> bool {
    let rest = rest.trim_start();
    let minus = rest
        .strip_prefix('-')
        .is_some_and(|after| after.trim_start().starts_with(|c: char| c.is_ascii_digit()));
    rest.starts_with(OPERATORS) || minus
}

/// The figures after a decimal point ("3.141592653589793") are part of
/// the number before it, which a dot did not join because it began as
/// numbers do.
fn after_decimal_point(text: &str, word: &Token) -> bool {
    let before = &text[..word.start];
    before
        .strip_suffix('.')
        .is_some_and(|before| before.ends_with(|c: char| c.is_ascii_digit()))
}

pub(super) fn find(text: &str) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut run: Option<Run> = None;
    for word in tokens(text, &[]).iter().filter(|token| token.is_word()) {
        let reading = read(word.text);
        let extended = match (&mut run, &reading) {
            (Some(run), Some(reading)) => {
                run.extend(&text[run.last_end..word.start], word, reading)
            }
            _ => false,
        };
        if extended {
            continue;
        }
        found.extend(run.take().and_then(|done| done.phone_number(text)));
        let startable = matches!(reading, Some(Reading::Digits(_) | Reading::Repeat(_)));
        if let Some(reading) = reading.filter(|_| startable && !after_decimal_point(text, word)) {
            run = Some(Run::begin(text, word, &reading));
        }
    }
    found.extend(run.and_then(|done| done.phone_number(text)));
    found
}
