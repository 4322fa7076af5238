//! Addition and subtraction: number bonds, mental and column methods, and
//! word problems with one or more steps.

use super::context::{COLLECTIONS, name, two_names};
use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::grouped;
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Addition and subtraction",
        topics: vec![
            topic(
                "Year 1: Number bonds and facts within 20",
                vec![
                    endcode(
                        "Y1-AS-BONDS",
                        "Knows pairs of numbers that make 10 and 20.",
                        1,
                        60..=69,
                        number_bonds,
                    ),
                    endcode(
                        "Y1-AS-WITHIN20",
                        "Adds and subtracts one-digit and two-digit numbers within 20.",
                        1,
                        62..=71,
                        within_twenty,
                    ),
                ],
            ),
            topic(
                "Year 2: Adding and subtracting two-digit numbers",
                vec![
                    endcode(
                        "Y2-AS-2DIGIT",
                        "Adds and subtracts a two-digit number and ones, tens or another two-digit number.",
                        1,
                        72..=82,
                        two_digit,
                    ),
                    endcode(
                        "Y2-AS-MISSING",
                        "Finds the missing number in an addition or subtraction.",
                        2,
                        75..=83,
                        missing_number,
                    ),
                ],
            ),
            topic(
                "Year 3: Column addition and subtraction",
                vec![
                    endcode(
                        "Y3-AS-COLUMN",
                        "Adds and subtracts three-digit numbers using columns.",
                        1,
                        84..=94,
                        |rng, level| column(rng, level, &[2, 3]),
                    ),
                    endcode(
                        "Y3-AS-WORD",
                        "Solves word problems using addition and subtraction.",
                        2,
                        86..=95,
                        one_step_problem,
                    ),
                ],
            ),
            topic(
                "Year 4: Four-digit numbers",
                vec![
                    endcode(
                        "Y4-AS-COLUMN",
                        "Adds and subtracts four-digit numbers using columns.",
                        1,
                        96..=105,
                        |rng, level| column(rng, level, &[3, 4]),
                    ),
                    endcode(
                        "Y4-AS-TWOSTEP",
                        "Solves two-step addition and subtraction problems.",
                        2,
                        98..=107,
                        two_step_problem,
                    ),
                ],
            ),
            topic(
                "Year 5: Larger numbers and mental methods",
                vec![
                    endcode(
                        "Y5-AS-COLUMN",
                        "Adds and subtracts numbers with more than four digits.",
                        2,
                        108..=116,
                        |rng, level| column(rng, level, &[5, 6]),
                    ),
                    endcode(
                        "Y5-AS-MENTAL",
                        "Adds and subtracts large numbers mentally using rounding and adjusting.",
                        2,
                        108..=117,
                        mental_methods,
                    ),
                ],
            ),
            topic(
                "Year 6: Multi-step problems",
                vec![endcode(
                    "Y6-AS-MULTISTEP",
                    "Solves multi-step problems with large numbers.",
                    1,
                    120..=129,
                    multi_step_problem,
                )],
            ),
        ],
    }
}

fn number_bonds(rng: &mut Rng, level: Level) -> Draft {
    let total = level.tier(&[10, 10, 20]);
    let part = rng.int(1, total - 1);
    match level.variant(3) {
        0 => Draft::new(
            format!("Find the missing number:  {part} + [Whole Number:n] = {total}"),
            10,
        )
        .answer("n", [total - part]),
        1 => ask::whole(format!("What is {total} − {part}?"), total - part, 10),
        _ => ask::whole(
            format!("What must you add to {part} to make {total}?"),
            total - part,
            12,
        ),
    }
}

fn within_twenty(rng: &mut Rng, level: Level) -> Draft {
    // Easier: totals up to 10; harder: crossing ten (8 + 5, 13 − 6).
    let (a, b) = if level.is_hard() {
        (rng.int(6, 9), rng.int(4, 9))
    } else {
        (rng.int(2, 6), rng.int(1, 4))
    };
    let things = rng.pick(&COLLECTIONS);
    let child = name(rng);
    match level.variant(4) {
        0 => ask::whole(format!("What is {a} + {b}?"), a + b, 10),
        1 => ask::whole(format!("What is {} − {b}?", a + b), a, 10),
        2 => ask::whole(
            format!(
                "{child} has {a} {things} and is given {b} more. How many {things} does {child} have now?"
            ),
            a + b,
            20,
        ),
        _ => ask::whole(
            format!(
                "{child} has {} {things} and gives {b} away. How many {things} are left?",
                a + b
            ),
            a,
            20,
        ),
    }
}

fn two_digit(rng: &mut Rng, level: Level) -> Draft {
    let a = rng.int(21, 79);
    let b = match level.tier(&[0, 1, 2]) {
        0 => rng.int(2, 9),
        1 => rng.int(1, 2) * 10,
        _ => rng.int(12, 19),
    };
    if level.variant(2) == 0 {
        ask::whole(format!("What is {a} + {b}?"), a + b, 15)
    } else {
        ask::whole(format!("What is {} − {b}?", a + b), a, 15)
    }
}

fn missing_number(rng: &mut Rng, level: Level) -> Draft {
    let total = rng.int(3, 9) * 10 + if level.is_hard() { rng.int(1, 9) } else { 0 };
    let part = rng.int(11, total - 5);
    let lines = match level.variant(3) {
        0 => format!("Find the missing number:  [Whole Number:n] + {part} = {total}"),
        1 => format!("Find the missing number:  {total} − [Whole Number:n] = {part}"),
        _ => format!("Find the missing number:  {part} + [Whole Number:n] = {total}"),
    };
    Draft::new(lines, 20).answer("n", [total - part])
}

/// A number with exactly `digits` digits.
fn with_digits(rng: &mut Rng, digits: u32) -> i64 {
    rng.int(10_i64.pow(digits - 1), 10_i64.pow(digits) - 1)
}

fn column(rng: &mut Rng, level: Level, digit_tiers: &[u32]) -> Draft {
    let digits = level.tier(digit_tiers);
    let (a, b) = (with_digits(rng, digits), with_digits(rng, digits));
    let seconds = 15 + 6 * digits;
    if level.variant(2) == 0 {
        ask::whole(
            format!("Work out {} + {}", grouped(a), grouped(b)),
            a + b,
            seconds,
        )
    } else {
        let (big, small) = (a.max(b) + 10_i64.pow(digits - 1), a.min(b));
        ask::whole(
            format!("Work out {} − {}", grouped(big), grouped(small)),
            big - small,
            seconds,
        )
    }
}

fn one_step_problem(rng: &mut Rng, level: Level) -> Draft {
    let whole = rng.int(level.tier(&[150, 300, 500]), level.tier(&[400, 700, 950]));
    let part = rng.int(100, whole - 30);
    let child = name(rng);
    let (prompt, answer) = match rng.int(0, 4) {
        0 => (
            format!(
                "A school has {whole} children. {part} of them go on a trip. How many children stay at school?"
            ),
            whole - part,
        ),
        1 => (
            format!(
                "A farmer has {part} sheep and buys {} more. How many sheep does the farmer have now?",
                whole - part
            ),
            whole,
        ),
        2 => (
            format!(
                "A book has {whole} pages. {child} has read {part} pages. How many pages are left to read?"
            ),
            whole - part,
        ),
        3 => (
            format!(
                "{child} scores {part} points in a game and then {} more points. What is {child}'s total score?",
                whole - part
            ),
            whole,
        ),
        _ => (
            format!("A bakery made {whole} buns and sold {part}. How many buns were not sold?"),
            whole - part,
        ),
    };
    ask::whole(prompt, answer, 40)
}

fn two_step_problem(rng: &mut Rng, level: Level) -> Draft {
    let start = rng.int(
        level.tier(&[1200, 2500, 5000]),
        level.tier(&[3000, 6000, 9500]),
    );
    let first = rng.int(100, start / 3);
    let second = rng.int(100, start / 3);
    let (one, other) = two_names(rng);
    let (prompt, answer) = match rng.int(0, 2) {
        0 => (
            format!(
                "A shop has {} cans of beans. It sells {} on Monday and {} on Tuesday. How many cans are left?",
                grouped(start),
                grouped(first),
                grouped(second)
            ),
            start - first - second,
        ),
        1 => (
            format!(
                "{one} has {} points. {other} has {} points fewer than {one}. How many points do they have altogether?",
                grouped(start),
                grouped(first)
            ),
            2 * start - first,
        ),
        _ => (
            format!(
                "A library had {} books. It gave away {} old books and bought {} new ones. How many books does it have now?",
                grouped(start),
                grouped(first),
                grouped(second)
            ),
            start - first + second,
        ),
    };
    ask::whole(prompt, answer, 60)
}

fn mental_methods(rng: &mut Rng, level: Level) -> Draft {
    let hundreds = |rng: &mut Rng| rng.int(11, 89) * 100;
    let (prompt, answer) = match level.variant(3) {
        0 => {
            let (a, b) = (hundreds(rng), hundreds(rng));
            (format!("What is {} + {}?", grouped(a), grouped(b)), a + b)
        }
        1 => {
            // Subtracting 999, 1,999 …: take the round number, add one back.
            let a = rng.int(12, 60) * 500;
            let b = rng.int(1, 4) * 1000 - 1;
            (format!("What is {} − {}?", grouped(a), grouped(b)), a - b)
        }
        _ => {
            let a = rng.int(2, level.tier(&[5, 9])) * 1000 - 1;
            let b = rng.int(1000, 8999);
            (format!("What is {} + {}?", grouped(a), grouped(b)), a + b)
        }
    };
    ask::whole(prompt, answer, 30)
}

fn multi_step_problem(rng: &mut Rng, level: Level) -> Draft {
    let (prompt, answer) = match level.variant(3) {
        0 => {
            let seats = rng.int(9, 20) * 125;
            let (friday, saturday) = (
                rng.int(seats / 2, seats - 10),
                rng.int(seats / 2, seats - 10),
            );
            (
                format!(
                    "A theatre has {} seats. {} tickets were sold for Friday and {} for Saturday. How many more tickets could have been sold over the two nights?",
                    grouped(seats),
                    grouped(friday),
                    grouped(saturday)
                ),
                2 * seats - friday - saturday,
            )
        }
        1 => {
            let total = level.tier(&[10_000, 50_000, 100_000]);
            let (a, b) = (
                rng.int(total / 10, total / 3),
                rng.int(total / 10, total / 3),
            );
            (
                format!(
                    "Three numbers add up to {}. Two of them are {} and {}. What is the third number?",
                    grouped(total),
                    grouped(a),
                    grouped(b)
                ),
                total - a - b,
            )
        }
        _ => {
            let load = rng.int(40, 90) * 125;
            let (first, second) = (rng.int(1000, load / 3), rng.int(1000, load / 3));
            (
                format!(
                    "A lorry carries {} kg of sand. It drops off {} kg at one site and {} kg at another. How many kilograms are left?",
                    grouped(load),
                    grouped(first),
                    grouped(second)
                ),
                load - first - second,
            )
        }
    };
    ask::whole(prompt, answer, 75)
}
