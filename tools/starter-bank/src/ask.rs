//! The shapes a question can take: a prompt followed by one input of a given
//! element type. Families say what to ask; these say how it is written.

use crate::draft::Draft;
use crate::numbers::{decimal, money_values};
use crate::rng::Rng;

/// Prompt and a whole-number box.
pub fn whole(prompt: impl AsRef<str>, answer: i64, seconds: u32) -> Draft {
    Draft::new(format!("{} [Whole Number:n]", prompt.as_ref()), seconds).answer("n", [answer])
}

/// Prompt and a decimal box of `places` (1 to 4) places; the answer is held
/// in units of that place.
pub fn decimal_places(prompt: impl AsRef<str>, scaled: i64, places: u32, seconds: u32) -> Draft {
    Draft::new(format!("{} [{places}dp:d]", prompt.as_ref()), seconds)
        .answer("d", [decimal(scaled, places)])
}

pub fn money(prompt: impl AsRef<str>, pence: i64, seconds: u32) -> Draft {
    Draft::new(format!("{} [GBP:cost]", prompt.as_ref()), seconds)
        .answer("cost", money_values(pence))
}

pub fn fraction(prompt: impl AsRef<str>, accepted: Vec<String>, seconds: u32) -> Draft {
    Draft::new(format!("{} [Fraction:f]", prompt.as_ref()), seconds).answer("f", accepted)
}

pub fn mixed_fraction(prompt: impl AsRef<str>, accepted: Vec<String>, seconds: u32) -> Draft {
    Draft::new(format!("{} [MixedFraction:m]", prompt.as_ref()), seconds).answer("m", accepted)
}

pub fn time(prompt: impl AsRef<str>, accepted: Vec<String>, seconds: u32) -> Draft {
    Draft::new(format!("{} [Time:t]", prompt.as_ref()), seconds).answer("t", accepted)
}

/// A word answer, marked without regard to letter case.
pub fn text(prompt: impl AsRef<str>, accepted: &[&str], seconds: u32) -> Draft {
    Draft::new(format!("{} [Text input:word]", prompt.as_ref()), seconds)
        .answer("word", accepted.iter().copied())
}

pub fn coordinate(prompt: impl AsRef<str>, (x, y): (i64, i64), seconds: u32) -> Draft {
    Draft::new(format!("{} [Coordinate:p]", prompt.as_ref()), seconds)
        .answer("p", [format!("({x},{y})")])
}

/// The prompt on one line and the choices on the next, in an order drawn
/// from `rng` so the right answer is not always in the same place.
pub fn choice(
    rng: &mut Rng,
    prompt: impl AsRef<str>,
    correct: &str,
    wrong: &[String],
    seconds: u32,
) -> Draft {
    let mut options: Vec<&str> = wrong.iter().map(String::as_str).collect();
    options.push(correct);
    rng.shuffle(&mut options);
    choice_in_order(prompt, &options, correct, seconds)
}

/// Choices that have a natural order of their own (`<`, `=`, `>`; odd, even).
pub fn choice_in_order(
    prompt: impl AsRef<str>,
    options: &[&str],
    correct: &str,
    seconds: u32,
) -> Draft {
    let buttons: Vec<String> = options
        .iter()
        .map(|option| format!("[MC:choice:{option}]"))
        .collect();
    Draft::new(
        format!("{}\n{}", prompt.as_ref(), buttons.join(" ")),
        seconds,
    )
    .answer("choice", [correct])
}

/// A word answer that must match letter for letter (e.g. Roman numerals).
pub fn case_sensitive(prompt: impl AsRef<str>, answer: &str, seconds: u32) -> Draft {
    Draft::new(format!("{} [Textcs:numeral]", prompt.as_ref()), seconds).answer("numeral", [answer])
}
