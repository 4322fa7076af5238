//! Fractions: halves and quarters, fractions of amounts and shapes,
//! equivalence, comparing, and calculating with fractions and mixed numbers.

use super::context::{COLLECTIONS, name};
use crate::ask;
use crate::bank::{TopicSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::images::catalog::shaded_id;
use crate::numbers::{fraction, fraction_values, gcd, lcm, mixed, mixed_values, simplest};
use crate::rng::Rng;

pub fn topics() -> Vec<TopicSpec> {
    vec![
        topic(
            "Year 1: Halves and quarters",
            vec![endcode(
                "Y1-FRAC-HALF",
                "Finds a half and a quarter of a shape or a small number of things.",
                1,
                63..=71,
                halves_and_quarters,
            )],
        ),
        topic(
            "Year 2: Fractions of shapes and amounts",
            vec![
                endcode(
                    "Y2-FRAC-SHADED",
                    "Names the fraction of a shape that is shaded.",
                    2,
                    72..=80,
                    |_, level| shaded_fraction(level, &[(1, 2), (1, 4), (1, 3), (3, 4), (2, 3)]),
                )
                .with_questions(5),
                endcode(
                    "Y2-FRAC-AMOUNTS",
                    "Finds 1/2, 1/3, 1/4, 2/4 and 3/4 of a number of things.",
                    1,
                    74..=83,
                    |rng, level| fraction_of_amount(rng, level, &[2, 4, 3], 6),
                ),
            ],
        ),
        topic(
            "Year 3: Fractions",
            vec![
                endcode(
                    "Y3-FRAC-AMOUNTS",
                    "Finds unit and non-unit fractions of amounts.",
                    1,
                    85..=94,
                    |rng, level| fraction_of_amount(rng, level, &[5, 6, 8, 10], 10),
                ),
                endcode(
                    "Y3-FRAC-ADDSAME",
                    "Adds and subtracts fractions with the same denominator within one whole.",
                    2,
                    87..=95,
                    add_same_denominator,
                ),
                endcode(
                    "Y3-FRAC-COMPARE",
                    "Compares fractions with the same denominator and unit fractions.",
                    2,
                    86..=94,
                    compare_fractions,
                ),
            ],
        ),
        topic(
            "Year 4: Equivalent fractions",
            vec![
                endcode(
                    "Y4-FRAC-EQUIV",
                    "Finds equivalent fractions.",
                    1,
                    96..=104,
                    equivalent_fractions,
                ),
                endcode(
                    "Y4-FRAC-ADD",
                    "Adds and subtracts fractions with the same denominator, including answers above one.",
                    2,
                    98..=106,
                    add_beyond_one,
                ),
                endcode(
                    "Y4-FRAC-AMOUNTS",
                    "Finds non-unit fractions of larger amounts.",
                    2,
                    97..=105,
                    |rng, level| fraction_of_amount(rng, level, &[6, 8, 9, 12], 25),
                ),
            ],
        ),
        topic(
            "Year 5: Mixed numbers and fraction calculations",
            vec![
                endcode(
                    "Y5-FRAC-MIXED",
                    "Converts between improper fractions and mixed numbers.",
                    1,
                    108..=116,
                    improper_and_mixed,
                ),
                endcode(
                    "Y5-FRAC-ADDRELATED",
                    "Adds and subtracts fractions whose denominators are multiples of the same number.",
                    2,
                    109..=118,
                    add_related_denominators,
                ),
                endcode(
                    "Y5-FRAC-TIMESWHOLE",
                    "Multiplies a fraction by a whole number.",
                    2,
                    110..=119,
                    fraction_times_whole,
                ),
            ],
        ),
        topic(
            "Year 6: Fraction calculations",
            vec![
                endcode(
                    "Y6-FRAC-SIMPLIFY",
                    "Writes fractions in their simplest form.",
                    1,
                    120..=126,
                    simplify,
                ),
                endcode(
                    "Y6-FRAC-MIXEDCALC",
                    "Adds and subtracts mixed numbers with different denominators.",
                    2,
                    121..=130,
                    mixed_number_sums,
                ),
                endcode(
                    "Y6-FRAC-MULTIPLY",
                    "Multiplies two proper fractions.",
                    2,
                    121..=129,
                    multiply_fractions,
                ),
                endcode(
                    "Y6-FRAC-DIVIDE",
                    "Divides a proper fraction by a whole number.",
                    3,
                    122..=131,
                    divide_by_whole,
                ),
            ],
        ),
    ]
}

fn halves_and_quarters(rng: &mut Rng, level: Level) -> Draft {
    let n = rng.int(2, level.tier(&[6, 10]));
    match level.variant(3) {
        0 => ask::whole(format!("What is half of {}?", 2 * n), n, 12),
        1 => ask::whole(
            format!(
                "{} shares {} {} equally with a friend. How many does each of them get?",
                name(rng),
                2 * n,
                rng.pick(&COLLECTIONS)
            ),
            n,
            20,
        ),
        _ => {
            if level.is_hard() {
                ask::whole(format!("What is a quarter of {}?", 4 * n), n, 15)
            } else {
                shaded_fraction(level, &[(1, 2), (1, 4)])
            }
        }
    }
}

/// Questions about the shaded-rectangle pictures, one picture per level.
fn shaded_fraction(level: Level, pictures: &[(i64, i64)]) -> Draft {
    let (shaded, parts) = pictures[level.index % pictures.len()];
    ask::fraction(
        format!(
            "[Image:{}]\nWhat fraction of the rectangle is shaded?",
            shaded_id((shaded, parts))
        ),
        fraction_values(shaded, parts),
        15,
    )
}

fn unit_fraction_word(denominator: i64) -> &'static str {
    match denominator {
        2 => "half",
        3 => "third",
        4 => "quarter",
        5 => "fifth",
        _ => "tenth",
    }
}

/// `denominators` in easiest-first order; the amount is the denominator
/// times up to `largest_share`.
fn fraction_of_amount(
    rng: &mut Rng,
    level: Level,
    denominators: &[i64],
    largest_share: i64,
) -> Draft {
    let denominator = level.tier(denominators);
    let numerator = if level.variant(2) == 0 {
        1
    } else {
        rng.int(1, denominator - 1)
    };
    let share = rng.int(2, largest_share);
    let amount = denominator * share;
    let answer = numerator * share;
    let seconds = if numerator == 1 { 15 } else { 25 };
    let things = rng.pick(&COLLECTIONS);
    match rng.int(0, 2) {
        0 => ask::whole(
            format!("What is {} of {amount}?", fraction(numerator, denominator)),
            answer,
            seconds,
        ),
        1 if numerator == 1 && denominator <= 5 => ask::whole(
            format!(
                "{} has {amount} {things} and gives a {} of them away. How many {things} is that?",
                name(rng),
                unit_fraction_word(denominator)
            ),
            answer,
            seconds + 10,
        ),
        _ => ask::whole(
            format!(
                "A bag holds {amount} {things}. {} of them are new. How many {things} are new?",
                fraction(numerator, denominator)
            ),
            answer,
            seconds + 10,
        ),
    }
}

fn add_same_denominator(rng: &mut Rng, level: Level) -> Draft {
    let denominator = rng.int(level.tier(&[4, 7]), level.tier(&[7, 12]));
    let a = rng.int(1, denominator - 2);
    let b = rng.int(1, denominator - 1 - a);
    if level.variant(2) == 0 {
        ask::fraction(
            format!(
                "Work out {} + {}",
                fraction(a, denominator),
                fraction(b, denominator)
            ),
            fraction_values(a + b, denominator),
            20,
        )
    } else {
        ask::fraction(
            format!(
                "Work out {} − {}",
                fraction(a + b, denominator),
                fraction(b, denominator)
            ),
            fraction_values(a, denominator),
            20,
        )
    }
}

fn compare_fractions(rng: &mut Rng, level: Level) -> Draft {
    let (larger, smaller) = if level.is_hard() {
        // Unit fractions: the larger denominator is the smaller fraction.
        let a = rng.int(2, 6);
        let b = rng.int(a + 1, 10);
        (fraction(1, a), fraction(1, b))
    } else {
        let denominator = rng.int(5, 12);
        let a = rng.int(1, denominator - 2);
        let b = rng.int(a + 1, denominator - 1);
        (fraction(b, denominator), fraction(a, denominator))
    };
    ask::choice(rng, "Which fraction is larger?", &larger, &[smaller], 15)
}

fn equivalent_fractions(rng: &mut Rng, level: Level) -> Draft {
    let denominator = rng.int(2, level.tier(&[5, 8]));
    let numerator = rng.int(1, denominator - 1);
    let (numerator, denominator) = simplest(numerator, denominator);
    let scale = rng.int(2, level.tier(&[4, 6]));
    let lines = if level.variant(2) == 0 {
        format!(
            "Find the missing number:  {} = [Whole Number:n] / {}",
            fraction(numerator, denominator),
            denominator * scale
        )
    } else {
        format!(
            "Find the missing number:  {} = {} / [Whole Number:n]",
            fraction(numerator, denominator),
            numerator * scale
        )
    };
    let answer = if level.variant(2) == 0 {
        numerator * scale
    } else {
        denominator * scale
    };
    Draft::new(lines, 20).answer("n", [answer])
}

fn add_beyond_one(rng: &mut Rng, level: Level) -> Draft {
    let denominator = rng.int(3, level.tier(&[6, 10]));
    if level.variant(2) == 1 {
        let taken = rng.int(1, denominator - 1);
        return ask::fraction(
            format!("Work out 1 − {}", fraction(taken, denominator)),
            fraction_values(denominator - taken, denominator),
            20,
        );
    }
    let a = rng.int(2, denominator - 1);
    let b = rng.int(denominator - a + 1, denominator - 1);
    ask::mixed_fraction(
        format!(
            "Work out {} + {}",
            fraction(a, denominator),
            fraction(b, denominator)
        ),
        mixed_values(a + b, denominator),
        25,
    )
}

fn improper_and_mixed(rng: &mut Rng, level: Level) -> Draft {
    let denominator = rng.int(3, level.tier(&[5, 8, 12]));
    let whole = rng.int(1, level.tier(&[3, 5, 9]));
    let rest = rng.int(1, denominator - 1);
    let improper = whole * denominator + rest;
    if level.variant(2) == 0 {
        // Only the mixed form answers "as a mixed number" — simplified or not.
        let (n, d) = simplest(rest, denominator);
        let mut accepted = vec![format!("{whole} {}", fraction(n, d))];
        if (n, d) != (rest, denominator) {
            accepted.push(mixed(improper, denominator));
        }
        ask::mixed_fraction(
            format!(
                "Write {} as a mixed number.",
                fraction(improper, denominator)
            ),
            accepted,
            25,
        )
    } else {
        ask::fraction(
            format!(
                "Write {whole} {} as an improper fraction.",
                fraction(rest, denominator)
            ),
            vec![fraction(improper, denominator)],
            25,
        )
    }
}

fn add_related_denominators(rng: &mut Rng, level: Level) -> Draft {
    let small = rng.int(2, 5);
    let big = small * rng.int(2, 3);
    let a = rng.int(1, small - 1);
    let b = rng.int(1, big - 1);
    // Both fractions counted in the larger denominator's parts.
    let (first, second) = (a * (big / small), b);
    let (a, b) = (fraction(a, small), fraction(b, big));
    if level.variant(2) == 0 || first == second {
        return ask::mixed_fraction(
            format!("Work out {a} + {b}"),
            mixed_values(first + second, big),
            35,
        );
    }
    let prompt = if first > second {
        format!("Work out {a} − {b}")
    } else {
        format!("Work out {b} − {a}")
    };
    ask::fraction(prompt, fraction_values((first - second).abs(), big), 35)
}

fn fraction_times_whole(rng: &mut Rng, level: Level) -> Draft {
    let denominator = rng.int(3, level.tier(&[5, 8]));
    let numerator = rng.int(1, denominator - 1);
    let times = rng.int(2, level.tier(&[5, 9]));
    let prompt = if level.variant(2) == 0 {
        format!("Work out {} × {times}", fraction(numerator, denominator))
    } else {
        format!(
            "A jug holds {} of a litre. How many litres do {times} jugs hold?",
            fraction(numerator, denominator)
        )
    };
    ask::mixed_fraction(prompt, mixed_values(numerator * times, denominator), 30)
}

fn simplify(rng: &mut Rng, level: Level) -> Draft {
    let (numerator, denominator) = loop {
        let d = rng.int(3, 12);
        let n = rng.int(1, d - 1);
        if gcd(n, d) == 1 {
            break (n, d);
        }
    };
    let scale = rng.int(2, level.tier(&[4, 6, 9]));
    ask::fraction(
        format!(
            "Write {} in its simplest form.",
            fraction(numerator * scale, denominator * scale)
        ),
        vec![fraction(numerator, denominator)],
        20,
    )
}

/// A mixed number `whole n/d` as an improper numerator over d.
fn improper_numerator(whole: i64, numerator: i64, denominator: i64) -> i64 {
    whole * denominator + numerator
}

fn mixed_number_sums(rng: &mut Rng, level: Level) -> Draft {
    let (d1, d2) = loop {
        let (a, b) = (rng.int(2, 6), rng.int(2, level.tier(&[6, 10])));
        if a != b {
            break (a, b);
        }
    };
    let (n1, n2) = (rng.int(1, d1 - 1), rng.int(1, d2 - 1));
    let w2 = rng.int(1, 2);
    // The first whole part is larger, so a difference is never negative.
    let w1 = w2 + rng.int(1, 3);
    let common = lcm(d1, d2);
    let first = improper_numerator(w1, n1, d1) * (common / d1);
    let second = improper_numerator(w2, n2, d2) * (common / d2);
    let (a, b) = (
        format!("{w1} {}", fraction(n1, d1)),
        format!("{w2} {}", fraction(n2, d2)),
    );
    if level.variant(2) == 0 {
        ask::mixed_fraction(
            format!("Work out {a} + {b}"),
            mixed_values(first + second, common),
            50,
        )
    } else {
        ask::mixed_fraction(
            format!("Work out {a} − {b}"),
            mixed_values(first - second, common),
            50,
        )
    }
}

fn multiply_fractions(rng: &mut Rng, level: Level) -> Draft {
    let (b, d) = (
        rng.int(2, level.tier(&[5, 9])),
        rng.int(2, level.tier(&[5, 9])),
    );
    let (a, c) = (rng.int(1, b - 1), rng.int(1, d - 1));
    ask::fraction(
        format!("Work out {} × {}", fraction(a, b), fraction(c, d)),
        fraction_values(a * c, b * d),
        30,
    )
}

fn divide_by_whole(rng: &mut Rng, level: Level) -> Draft {
    let b = rng.int(2, level.tier(&[5, 9]));
    let a = rng.int(1, b - 1);
    let n = rng.int(2, level.tier(&[4, 6]));
    ask::fraction(
        format!("Work out {} ÷ {n}", fraction(a, b)),
        fraction_values(a, b * n),
        30,
    )
}
