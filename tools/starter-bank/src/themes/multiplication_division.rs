//! Multiplication and division: doubling and grouping, times tables,
//! written methods, factors, primes, squares and the order of operations.

use super::context::{COLLECTIONS, name};
use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::{factor_count, gcd, grouped, is_prime, lcm};
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Multiplication and division",
        topics: vec![
            topic(
                "Year 1: Doubles, halves and groups",
                vec![endcode(
                    "Y1-MD-DOUBLES",
                    "Doubles and halves small numbers and counts equal groups.",
                    2,
                    63..=71,
                    doubles_and_groups,
                )],
            ),
            topic(
                "Year 2: Times tables for 2, 5 and 10",
                vec![
                    endcode(
                        "Y2-MD-TABLES",
                        "Knows the 2, 5 and 10 times tables and the matching division facts.",
                        1,
                        72..=82,
                        |rng, level| times_tables(rng, level, &[10, 2, 5]),
                    ),
                    endcode(
                        "Y2-MD-ODDEVEN",
                        "Recognises odd and even numbers.",
                        3,
                        72..=79,
                        odd_or_even,
                    ),
                ],
            ),
            topic(
                "Year 3: Times tables for 3, 4 and 8",
                vec![
                    endcode(
                        "Y3-MD-TABLES",
                        "Knows the 3, 4 and 8 times tables and the matching division facts.",
                        1,
                        84..=92,
                        |rng, level| times_tables(rng, level, &[4, 3, 8]),
                    ),
                    endcode(
                        "Y3-MD-WRITTEN",
                        "Multiplies and divides a two-digit number by a one-digit number.",
                        2,
                        87..=95,
                        |rng, level| written_methods(rng, level, &[(2, 3), (2, 4), (2, 8)]),
                    ),
                ],
            ),
            topic(
                "Year 4: All times tables and short multiplication",
                vec![
                    endcode(
                        "Y4-MD-TABLES",
                        "Knows all times tables up to 12 × 12.",
                        1,
                        96..=104,
                        |rng, level| times_tables(rng, level, &[6, 7, 9, 11, 12]),
                    ),
                    endcode(
                        "Y4-MD-SHORT",
                        "Multiplies a three-digit number by a one-digit number and multiplies three numbers.",
                        2,
                        98..=107,
                        short_multiplication,
                    ),
                ],
            ),
            topic(
                "Year 5: Factors, primes and squares",
                vec![
                    endcode(
                        "Y5-MD-PRIMES",
                        "Recognises prime numbers up to 100.",
                        2,
                        108..=116,
                        prime_numbers,
                    ),
                    endcode(
                        "Y5-MD-SQUARES",
                        "Knows square numbers and cube numbers.",
                        2,
                        109..=118,
                        squares_and_cubes,
                    ),
                    endcode(
                        "Y5-MD-FACTORS",
                        "Finds factors and factor pairs of a number.",
                        2,
                        108..=115,
                        factors,
                    ),
                ],
            ),
            topic(
                "Year 5: Written multiplication and division",
                vec![
                    endcode(
                        "Y5-MD-WRITTEN",
                        "Multiplies numbers up to four digits by one- and two-digit numbers, and by 10, 100 and 1000.",
                        1,
                        110..=119,
                        |rng, level| {
                            written_methods(rng, level, &[(3, 10), (4, 7), (2, 20), (2, 40)])
                        },
                    ),
                    endcode(
                        "Y5-MD-REMAINDERS",
                        "Divides by a one-digit number and finds the remainder.",
                        1,
                        110..=119,
                        remainders,
                    ),
                ],
            ),
            topic(
                "Year 6: Long multiplication and division",
                vec![
                    endcode(
                        "Y6-MD-LONGMULT",
                        "Multiplies a four-digit number by a two-digit number.",
                        1,
                        120..=128,
                        |rng, level| written_methods(rng, level, &[(3, 30), (4, 20), (4, 50)]),
                    ),
                    endcode(
                        "Y6-MD-LONGDIV",
                        "Divides a four-digit number by a two-digit number.",
                        1,
                        121..=130,
                        long_division,
                    ),
                    endcode(
                        "Y6-MD-COMMON",
                        "Finds common factors and common multiples.",
                        2,
                        120..=129,
                        common_factors_and_multiples,
                    ),
                    endcode(
                        "Y6-MD-ORDER",
                        "Uses the order of operations, including brackets.",
                        2,
                        121..=130,
                        order_of_operations,
                    ),
                ],
            ),
        ],
    }
}

fn doubles_and_groups(rng: &mut Rng, level: Level) -> Draft {
    let n = rng.int(2, level.tier(&[5, 10]));
    match level.variant(3) {
        0 => ask::whole(format!("What is double {n}?"), 2 * n, 10),
        1 => ask::whole(format!("What is half of {}?", 2 * n), n, 10),
        _ => {
            let each = *rng.pick(&[2, 5, 10]);
            let groups = rng.int(2, 5);
            let things = rng.pick(&COLLECTIONS);
            ask::whole(
                format!(
                    "There are {groups} bags with {each} {things} in each bag. How many {things} are there altogether?"
                ),
                groups * each,
                20,
            )
        }
    }
}

fn times_tables(rng: &mut Rng, level: Level, tables: &[i64]) -> Draft {
    let table = level.tier(tables);
    let factor = rng.int(2, 12);
    let product = table * factor;
    match rng.int(0, 3) {
        0 => ask::whole(format!("What is {factor} × {table}?"), product, 8),
        1 => ask::whole(format!("What is {product} ÷ {table}?"), factor, 10),
        2 => Draft::new(
            format!("Find the missing number:  {table} × [Whole Number:n] = {product}"),
            12,
        )
        .answer("n", [factor]),
        _ => {
            let things = rng.pick(&COLLECTIONS);
            ask::whole(
                format!(
                    "{} shares {product} {things} equally between {table} friends. How many does each friend get?",
                    name(rng)
                ),
                factor,
                20,
            )
        }
    }
}

fn odd_or_even(rng: &mut Rng, level: Level) -> Draft {
    let n = rng.int(11, level.tier(&[50, 100, 999]));
    let answer = if n % 2 == 0 { "even" } else { "odd" };
    ask::choice_in_order(format!("Is {n} odd or even?"), &["odd", "even"], answer, 8)
}

/// `(digits, multiplier)` tiers: a number of that many digits times (or,
/// for one-digit multipliers, divided into) the multiplier.
fn written_methods(rng: &mut Rng, level: Level, tiers: &[(u32, i64)]) -> Draft {
    let (digits, by) = level.tier(tiers);
    // Tiers of 20 and more stand for a two-digit multiplier near that value.
    let by = if by >= 20 { by + rng.int(-9, 9) } else { by };
    let n = rng.int(10_i64.pow(digits - 1) + 1, 10_i64.pow(digits) - 1);
    let seconds = 20 + 8 * digits + if by > 12 { 30 } else { 0 };
    let divide = by <= 9 && rng.coin();
    if divide {
        let quotient = rng.int(12, (10_i64.pow(digits) / by - 1).max(13));
        return ask::whole(
            format!("Work out {} ÷ {by}", grouped(quotient * by)),
            quotient,
            seconds,
        );
    }
    match rng.int(0, 1) {
        0 => ask::whole(format!("Work out {} × {by}", grouped(n)), n * by, seconds),
        _ => {
            let things = rng.pick(&COLLECTIONS);
            ask::whole(
                format!(
                    "A box holds {} {things}. How many {things} are there in {by} boxes?",
                    grouped(n)
                ),
                n * by,
                seconds + 10,
            )
        }
    }
}

fn short_multiplication(rng: &mut Rng, level: Level) -> Draft {
    if level.variant(3) == 2 {
        let (a, b, c) = (rng.int(2, 9), rng.int(2, 9), *rng.pick(&[2, 5, 10]));
        return ask::whole(format!("What is {a} × {b} × {c}?"), a * b * c, 20);
    }
    let n = rng.int(level.tier(&[102, 300]), level.tier(&[299, 999]));
    let by = rng.int(3, 9);
    ask::whole(format!("Work out {n} × {by}"), n * by, 45)
}

fn prime_numbers(rng: &mut Rng, level: Level) -> Draft {
    let (low, high) = level.tier(&[(2, 30), (30, 60), (60, 100)]);
    let primes: Vec<i64> = (low..=high).filter(|n| is_prime(*n)).collect();
    // Odd composites are the real test: even numbers give themselves away.
    let composites: Vec<i64> = (low..=high)
        .filter(|n| !is_prime(*n) && *n > 1 && n % 2 == 1)
        .collect();
    let prime = *rng.pick(&primes);
    let mut wrong = Vec::new();
    while wrong.len() < 3 {
        let candidate = rng.pick(&composites).to_string();
        if !wrong.contains(&candidate) {
            wrong.push(candidate);
        }
    }
    ask::choice(
        rng,
        "Which of these is a prime number?",
        &prime.to_string(),
        &wrong,
        25,
    )
}

fn squares_and_cubes(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let n = rng.int(level.tier(&[3, 7]), level.tier(&[9, 12]));
            ask::whole(format!("What is {n} squared?"), n * n, 10)
        }
        1 => {
            let n = rng.int(2, level.tier(&[4, 5, 10]));
            ask::whole(format!("What is {n}³ (the cube of {n})?"), n * n * n, 20)
        }
        _ => {
            let n = rng.int(4, 12);
            ask::whole(
                format!(
                    "{} is a square number. Which number multiplied by itself makes {}?",
                    n * n,
                    n * n
                ),
                n,
                15,
            )
        }
    }
}

fn factors(rng: &mut Rng, level: Level) -> Draft {
    let n = *rng.pick(&[
        12, 18, 20, 24, 28, 30, 32, 36, 40, 42, 45, 48, 50, 60, 64, 72,
    ]);
    if level.variant(2) == 0 {
        return ask::whole(
            format!("How many factors does {n} have?"),
            factor_count(n),
            40,
        );
    }
    let factor = *rng.pick(&(3..n).filter(|d| n % d == 0).collect::<Vec<_>>());
    let mut wrong = Vec::new();
    while wrong.len() < 3 {
        let candidate = rng.int(3, level.tier(&[12, 20]));
        if n % candidate != 0 && !wrong.contains(&candidate.to_string()) {
            wrong.push(candidate.to_string());
        }
    }
    ask::choice(
        rng,
        format!("Which of these is a factor of {n}?"),
        &factor.to_string(),
        &wrong,
        20,
    )
}

fn remainders(rng: &mut Rng, level: Level) -> Draft {
    let divisor = rng.int(3, 9);
    let quotient = rng.int(level.tier(&[12, 30, 100]), level.tier(&[29, 99, 999]));
    let remainder = rng.int(1, divisor - 1);
    let dividend = quotient * divisor + remainder;
    Draft::new(
        format!(
            "{} ÷ {divisor} = [Whole Number:q] remainder [Whole Number:r]",
            grouped(dividend)
        ),
        45,
    )
    .answer("q", [quotient])
    .answer("r", [remainder])
}

fn long_division(rng: &mut Rng, level: Level) -> Draft {
    let divisor = rng.int(11, level.tier(&[15, 25, 35]));
    let quotient = rng.int(level.tier(&[21, 60, 120]), level.tier(&[59, 150, 400]));
    let dividend = divisor * quotient;
    match level.variant(2) {
        0 => ask::whole(
            format!("Work out {} ÷ {divisor}", grouped(dividend)),
            quotient,
            90,
        ),
        _ => ask::whole(
            format!(
                "{} children are put into teams of {divisor}. How many teams are there?",
                grouped(dividend)
            ),
            quotient,
            90,
        ),
    }
}

fn common_factors_and_multiples(rng: &mut Rng, level: Level) -> Draft {
    if level.variant(2) == 0 {
        let common = rng.int(2, level.tier(&[6, 12]));
        let (a, b) = loop {
            let (x, y) = (rng.int(2, 9), rng.int(2, 9));
            if x != y && gcd(x, y) == 1 {
                break (x * common, y * common);
            }
        };
        ask::whole(
            format!("What is the highest common factor of {a} and {b}?"),
            common,
            35,
        )
    } else {
        let (a, b) = loop {
            let (x, y) = (
                rng.int(3, level.tier(&[8, 12])),
                rng.int(3, level.tier(&[8, 12])),
            );
            if x < y && gcd(x, y) > 1 && y % x != 0 {
                break (x, y);
            }
        };
        ask::whole(
            format!("What is the lowest common multiple of {a} and {b}?"),
            lcm(a, b),
            35,
        )
    }
}

fn order_of_operations(rng: &mut Rng, level: Level) -> Draft {
    let (a, b, c) = (rng.int(2, 9), rng.int(2, 9), rng.int(2, 9));
    let (sum, answer) = match level.tier(&[0, 1, 2, 3]) {
        0 => (format!("{a} + {b} × {c}"), a + b * c),
        1 => (format!("{} − {b} × {c}", b * c + a * 5), a * 5),
        2 => (format!("({a} + {b}) × {c}"), (a + b) * c),
        _ => (format!("{} ÷ {c} + {a} × {b}", b * c * 2), b * 2 + a * b),
    };
    ask::whole(format!("What is {sum}?"), answer, 30)
}
