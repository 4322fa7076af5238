//! Number and place value: counting, reading and writing numbers, the value
//! of digits, comparing, rounding, Roman numerals and negative numbers.

use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::{grouped, roman, round_to, signed, words};
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Number and place value",
        topics: vec![
            topic(
                "Year 1: Counting and numbers to 100",
                vec![
                    endcode(
                        "Y1-PV-MORELESS",
                        "Finds one more and one less than a number up to 100.",
                        1,
                        60..=69,
                        one_more_or_less,
                    ),
                    endcode(
                        "Y1-PV-WORDS",
                        "Reads and writes the numbers 1 to 20 in words.",
                        2,
                        62..=71,
                        numbers_in_words,
                    ),
                ],
            ),
            topic(
                "Year 2: Tens and ones",
                vec![
                    endcode(
                        "Y2-PV-TENSONES",
                        "Knows what each digit of a two-digit number is worth.",
                        1,
                        72..=80,
                        |rng, level| digit_value(rng, level, &[2]),
                    ),
                    endcode(
                        "Y2-PV-COMPARE",
                        "Compares numbers up to 100 using <, > and =.",
                        2,
                        73..=82,
                        compare_numbers,
                    ),
                    endcode(
                        "Y2-PV-STEPS",
                        "Counts in steps of 2, 3, 5 and 10.",
                        2,
                        72..=81,
                        |rng, level| counting_steps(rng, level, &[2, 5, 10, 3]),
                    ),
                ],
            ),
            topic(
                "Year 3: Hundreds, tens and ones",
                vec![
                    endcode(
                        "Y3-PV-DIGITVALUE",
                        "Knows the value of each digit in a three-digit number.",
                        1,
                        84..=91,
                        |rng, level| digit_value(rng, level, &[3]),
                    ),
                    endcode(
                        "Y3-PV-10100",
                        "Finds 10 or 100 more or less than a number.",
                        1,
                        85..=94,
                        |rng, level| more_or_less(rng, level, &[10, 100], 999),
                    ),
                    endcode(
                        "Y3-PV-STEPS",
                        "Counts in steps of 4, 8, 50 and 100.",
                        2,
                        86..=94,
                        |rng, level| counting_steps(rng, level, &[50, 100, 4, 8]),
                    ),
                ],
            ),
            topic(
                "Year 4: Roman numerals, rounding and negative numbers",
                vec![
                    endcode(
                        "Y4-PV-1000MORE",
                        "Finds 1000 more or less than a number.",
                        2,
                        96..=103,
                        |rng, level| more_or_less(rng, level, &[1000], 9999),
                    ),
                    endcode(
                        "Y4-PV-ROMAN",
                        "Reads and writes Roman numerals up to 100.",
                        2,
                        96..=106,
                        |rng, level| roman_numerals(rng, level, &[(1, 20), (20, 50), (40, 100)]),
                    ),
                    endcode(
                        "Y4-PV-ROUND",
                        "Rounds numbers to the nearest 10, 100 or 1000.",
                        1,
                        97..=106,
                        |rng, level| {
                            rounding(
                                rng,
                                level,
                                &[(10, 99), (10, 999), (100, 999), (100, 9999), (1000, 9999)],
                            )
                        },
                    ),
                    endcode(
                        "Y4-PV-NEGATIVE",
                        "Counts backwards through zero to include negative numbers.",
                        2,
                        98..=107,
                        count_through_zero,
                    ),
                ],
            ),
            topic(
                "Year 5: Numbers to one million",
                vec![
                    endcode(
                        "Y5-PV-DIGITVALUE",
                        "Knows the value of each digit in numbers up to 1,000,000.",
                        1,
                        108..=115,
                        |rng, level| digit_value(rng, level, &[5, 6]),
                    ),
                    endcode(
                        "Y5-PV-ROMAN",
                        "Reads and writes Roman numerals to 1000 (M), including years.",
                        3,
                        108..=117,
                        |rng, level| {
                            roman_numerals(rng, level, &[(50, 200), (200, 1000), (1900, 2030)])
                        },
                    ),
                    endcode(
                        "Y5-PV-ROUND",
                        "Rounds numbers up to 1,000,000 to the nearest 10, 100, 1000, 10,000 or 100,000.",
                        1,
                        109..=118,
                        |rng, level| {
                            rounding(
                                rng,
                                level,
                                &[
                                    (100, 99_999),
                                    (1000, 99_999),
                                    (10_000, 999_999),
                                    (100_000, 999_999),
                                ],
                            )
                        },
                    ),
                    endcode(
                        "Y5-PV-NEGATIVE",
                        "Works out differences between temperatures above and below zero.",
                        2,
                        110..=119,
                        temperature_differences,
                    ),
                ],
            ),
            topic(
                "Year 6: Numbers to ten million",
                vec![
                    endcode(
                        "Y6-PV-DIGITVALUE",
                        "Knows the value of each digit in numbers up to 10,000,000.",
                        2,
                        120..=126,
                        |rng, level| digit_value(rng, level, &[7]),
                    ),
                    endcode(
                        "Y6-PV-ROUND",
                        "Rounds any whole number to a required degree of accuracy.",
                        1,
                        120..=128,
                        |rng, level| {
                            rounding(
                                rng,
                                level,
                                &[
                                    (1000, 9_999_999),
                                    (10_000, 9_999_999),
                                    (100_000, 9_999_999),
                                    (1_000_000, 9_999_999),
                                ],
                            )
                        },
                    ),
                    endcode(
                        "Y6-PV-NEGATIVE",
                        "Adds and subtracts using negative numbers.",
                        2,
                        121..=130,
                        negative_calculations,
                    ),
                ],
            ),
        ],
    }
}

fn one_more_or_less(rng: &mut Rng, level: Level) -> Draft {
    let n = rng.int(2, level.tier(&[20, 50, 100]) - 1);
    let more = level.variant(2) == 0;
    // Crossing a ten (39 → 40, 60 → 59) is the harder step.
    let n = match (level.is_hard(), more) {
        (true, true) => n / 10 * 10 + 9,
        (true, false) => (n / 10).max(1) * 10,
        _ => n,
    };
    let (prompt, answer) = match (more, rng.coin()) {
        (true, true) => (format!("What is one more than {n}?"), n + 1),
        (true, false) => (format!("What number comes just after {n}?"), n + 1),
        (false, true) => (format!("What is one less than {n}?"), n - 1),
        (false, false) => (format!("What number comes just before {n}?"), n - 1),
    };
    ask::whole(prompt, answer, 10)
}

fn numbers_in_words(rng: &mut Rng, level: Level) -> Draft {
    let n = if level.is_hard() {
        rng.int(11, 20)
    } else {
        rng.int(3, 10)
    };
    if level.variant(2) == 0 {
        return ask::whole(format!("Write the number {} in digits.", words(n)), n, 12);
    }
    // Wrong choices a child might really pick: the neighbours and the
    // number with the tens and ones mixed up.
    let mut wrong: Vec<String> = Vec::new();
    for candidate in [n + 1, n - 1, n + 10, (n % 10) * 10 + n / 10, n * 10] {
        let text = candidate.to_string();
        if candidate > 0 && candidate != n && !wrong.contains(&text) && wrong.len() < 3 {
            wrong.push(text);
        }
    }
    ask::choice(
        rng,
        format!("Which number is {}?", words(n)),
        &n.to_string(),
        &wrong,
        12,
    )
}

/// A number of `digits` digits, all different and none zero, so every
/// "value of the digit" question has exactly one answer.
fn distinct_digits(rng: &mut Rng, digits: usize) -> Vec<i64> {
    let mut pool: Vec<i64> = (1..=9).collect();
    rng.shuffle(&mut pool);
    pool.truncate(digits);
    pool
}

fn digit_value(rng: &mut Rng, level: Level, digit_counts: &[usize]) -> Draft {
    let digits = distinct_digits(rng, level.tier(digit_counts));
    let n = digits.iter().fold(0, |n, digit| n * 10 + digit);
    let place_values: Vec<i64> = digits
        .iter()
        .enumerate()
        .map(|(i, digit)| digit * 10_i64.pow((digits.len() - 1 - i) as u32))
        .collect();
    let seconds = 8 + 3 * digits.len() as u32;
    match level.variant(3) {
        0 | 2 => {
            let position = rng.int(0, digits.len() as i64 - 2) as usize;
            let prompt = format!(
                "What is the value of the digit {} in {}?",
                digits[position],
                grouped(n)
            );
            ask::whole(prompt, place_values[position], seconds)
        }
        _ => {
            let parts: Vec<String> = place_values.iter().map(|value| grouped(*value)).collect();
            ask::whole(format!("What number is {}?", parts.join(" + ")), n, seconds)
        }
    }
}

fn compare_numbers(rng: &mut Rng, level: Level) -> Draft {
    let (tens, ones) = (rng.int(1, 9), rng.int(1, 9));
    let left = tens * 10 + ones;
    // Only the harder, written-as-a-sum form can be equal.
    let relations = if level.is_hard() { 3 } else { 2 };
    let mut right = match rng.int(0, relations) {
        0 => ones * 10 + tens,
        1 => left + rng.int(1, 9),
        2 => left - rng.int(1, 9),
        _ => left,
    };
    if right == left && !level.is_hard() {
        right += 10;
    }
    // Easier questions compare two numbers; harder ones a number with its
    // tens and ones written as a sum.
    let left_text = if level.is_hard() {
        format!("{} + {ones}", tens * 10)
    } else {
        left.to_string()
    };
    let sign = match left.cmp(&right) {
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
        std::cmp::Ordering::Greater => ">",
    };
    let prompt = format!("Choose the sign that makes this true:   {left_text}  ?  {right}");
    ask::choice_in_order(prompt, &["<", "=", ">"], sign, 15)
}

fn counting_steps(rng: &mut Rng, level: Level, steps: &[i64]) -> Draft {
    let step = level.tier(steps);
    // Tens and hundreds are counted from any number; smaller steps from a
    // multiple of the step, as children first learn them.
    let start = if step >= 10 {
        rng.int(1, 9) * step + rng.int(0, 1) * rng.int(1, 9)
    } else {
        step * rng.int(0, 8)
    };
    let backwards = level.is_hard() && rng.coin();
    let mut terms: Vec<i64> = (0..5).map(|i| start + i * step).collect();
    if backwards {
        terms.reverse();
    }
    let missing = if level.is_hard() {
        rng.int(1, 3) as usize
    } else {
        4
    };
    let shown: Vec<String> = terms
        .iter()
        .enumerate()
        .map(|(i, term)| {
            if i == missing {
                "___".into()
            } else {
                term.to_string()
            }
        })
        .collect();
    let direction = if backwards { "back" } else { "on" };
    let prompt = format!(
        "Count {direction} in {step}s:  {}\nThe missing number is",
        shown.join(", ")
    );
    ask::whole(prompt, terms[missing], 15)
}

fn more_or_less(rng: &mut Rng, level: Level, amounts: &[i64], largest: i64) -> Draft {
    let amount = *rng.pick(amounts);
    let more = rng.coin();
    let mut n = rng.int(amount, largest - amount);
    // Harder: the digit that changes is a 9 going up or a 0 going down, so
    // the next place changes too (695 + 10 = 705), when the range allows it.
    if level.is_hard() {
        let digit = (n / amount) % 10;
        let crossing = n + ((if more { 9 } else { 0 }) - digit) * amount;
        if crossing >= amount * 10 && crossing + amount <= largest {
            n = crossing;
        }
    }
    let answer = if more { n + amount } else { n - amount };
    let word = if more { "more" } else { "less" };
    let prompt = match level.variant(2) {
        0 => format!("What is {} {word} than {}?", grouped(amount), grouped(n)),
        _ => format!(
            "Which number is {} {word} than {}?",
            grouped(amount),
            grouped(n)
        ),
    };
    ask::whole(prompt, answer, 12)
}

fn roman_numerals(rng: &mut Rng, level: Level, ranges: &[(i64, i64)]) -> Draft {
    let (low, high) = level.tier(ranges);
    let n = rng.int(low, high);
    let is_year = low >= 1000;
    match (level.variant(2), is_year) {
        (0, false) => ask::case_sensitive(format!("Write {n} in Roman numerals."), &roman(n), 20),
        (0, true) => ask::case_sensitive(
            format!("Write the year {n} in Roman numerals."),
            &roman(n),
            30,
        ),
        (_, false) => ask::whole(
            format!("What number does the Roman numeral {} stand for?", roman(n)),
            n,
            20,
        ),
        (_, true) => ask::whole(
            format!(
                "A building shows the year it was finished as {}. What year is that?",
                roman(n)
            ),
            n,
            30,
        ),
    }
}

fn unit_name(unit: i64) -> String {
    if unit == 1_000_000 {
        "million".to_string()
    } else {
        grouped(unit)
    }
}

fn rounding(rng: &mut Rng, level: Level, tiers: &[(i64, i64)]) -> Draft {
    let (unit, largest) = level.tier(tiers);
    let mut n = rng.int(unit + 1, largest);
    if n % unit == 0 {
        n += unit / 2;
    }
    let prompt = match level.variant(2) {
        0 => format!("Round {} to the nearest {}.", grouped(n), unit_name(unit)),
        _ => format!(
            "What is {} rounded to the nearest {}?",
            grouped(n),
            unit_name(unit)
        ),
    };
    ask::whole(prompt, round_to(n, unit), 10 + 2 * grouped(n).len() as u32)
}

fn count_through_zero(rng: &mut Rng, level: Level) -> Draft {
    let start = rng.int(1, level.tier(&[3, 6, 9]));
    let back = start + rng.int(1, level.tier(&[3, 5, 8]));
    let end = start - back;
    match level.variant(3) {
        0 => ask::whole(
            format!("Start at {start} and count back {back}. What number do you reach?"),
            end,
            15,
        ),
        1 => ask::whole(
            format!(
                "The temperature is {start} °C. It falls by {back} degrees. What is the temperature now, in °C?"
            ),
            end,
            20,
        ),
        _ => {
            let step = rng.int(2, 4);
            let terms: Vec<String> = (0..4).map(|i| signed(start - i * step)).collect();
            let prompt = format!("What comes next?  {}, ___", terms.join(", "));
            ask::whole(prompt, start - 4 * step, 20)
        }
    }
}

fn temperature_differences(rng: &mut Rng, level: Level) -> Draft {
    let cold = -rng.int(1, level.tier(&[5, 9, 15]));
    let warm = rng.int(1, level.tier(&[8, 12, 20]));
    let (low_place, high_place) = *rng.pick(&[
        ("Moscow", "London"),
        ("Oslo", "Paris"),
        ("Toronto", "Madrid"),
    ]);
    match level.variant(3) {
        0 => ask::whole(
            format!(
                "At midnight the temperature was {} °C. By noon it was {warm} °C. By how many degrees did it rise?",
                signed(cold)
            ),
            warm - cold,
            25,
        ),
        1 => ask::whole(
            format!(
                "The temperature was {warm} °C. Overnight it fell by {} degrees. What was the temperature then, in °C?",
                warm - cold
            ),
            cold,
            25,
        ),
        _ => ask::whole(
            format!(
                "It is {} °C in {low_place} and {warm} °C in {high_place}. How many degrees warmer is it in {high_place}?",
                signed(cold)
            ),
            warm - cold,
            25,
        ),
    }
}

fn negative_calculations(rng: &mut Rng, level: Level) -> Draft {
    let size = level.tier(&[10, 20, 50]);
    let a = -rng.int(2, size);
    let b = rng.int(2, size);
    let (prompt, answer) = match level.variant(3) {
        0 => (format!("What is {} + {b}?", signed(a)), a + b),
        1 => (format!("What is {} − {b}?", signed(a)), a - b),
        _ => (format!("What is {b} − {}?", b - a), a),
    };
    ask::whole(prompt, answer, 20)
}
