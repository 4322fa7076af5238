//! Decimals and percentages: tenths to thousandths, multiplying and
//! dividing by 10, 100 and 1000, rounding, converting, and percentages of
//! amounts. Decimals are held in units of their last place (see numbers.rs).

use crate::ask;
use crate::bank::{TopicSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::{
    decimal, fraction, fraction_values, money_text, round_to, short_decimal, simplest,
};
use crate::rng::Rng;

pub fn topics() -> Vec<TopicSpec> {
    vec![
        topic(
            "Year 4: Tenths and hundredths",
            vec![
                endcode(
                    "Y4-DEC-TENTHS",
                    "Writes tenths and hundredths as decimals and fractions.",
                    1,
                    97..=106,
                    tenths_and_hundredths,
                ),
                endcode(
                    "Y4-DEC-DIVIDE",
                    "Divides one- and two-digit numbers by 10 and 100.",
                    2,
                    98..=107,
                    |rng, level| divide_by_powers_of_ten(rng, level, &[(0, 10), (0, 100), (1, 10)]),
                ),
                endcode(
                    "Y4-DEC-ROUND",
                    "Rounds a number with one decimal place to the nearest whole number.",
                    2,
                    99..=107,
                    |rng, level| round_decimals(rng, level, &[(1, 0)]),
                ),
            ],
        ),
        topic(
            "Year 5: Decimals and percentages",
            vec![
                endcode(
                    "Y5-DEC-THOUSANDTHS",
                    "Reads and writes thousandths and divides by 1000.",
                    2,
                    108..=116,
                    |rng, level| {
                        divide_by_powers_of_ten(rng, level, &[(0, 1000), (1, 100), (2, 10)])
                    },
                ),
                endcode(
                    "Y5-DEC-ROUND",
                    "Rounds decimals with two places to the nearest whole number and to one place.",
                    2,
                    109..=117,
                    |rng, level| round_decimals(rng, level, &[(2, 0), (2, 1)]),
                ),
                endcode(
                    "Y5-DEC-ADD",
                    "Adds and subtracts decimals with up to two places.",
                    2,
                    110..=119,
                    add_decimals,
                ),
                endcode(
                    "Y5-PCT-CONVERT",
                    "Converts between percentages, fractions and decimals.",
                    1,
                    110..=119,
                    percentages_fractions_decimals,
                ),
            ],
        ),
        topic(
            "Year 6: Decimals and percentages",
            vec![
                endcode(
                    "Y6-DEC-ROUND",
                    "Rounds decimals to two or three decimal places.",
                    2,
                    120..=127,
                    |rng, level| round_decimals(rng, level, &[(3, 2), (4, 3)]),
                ),
                endcode(
                    "Y6-DEC-DIVIDE",
                    "Divides decimals by 10, 100 and 1000, with answers up to four decimal places.",
                    2,
                    121..=130,
                    |rng, level| {
                        divide_by_powers_of_ten(rng, level, &[(1, 100), (1, 1000), (2, 100)])
                    },
                ),
                endcode(
                    "Y6-DEC-FRACTIONS",
                    "Writes fractions such as 3/8 as decimals.",
                    2,
                    122..=131,
                    fractions_as_decimals,
                ),
                endcode(
                    "Y6-DEC-MULTIPLY",
                    "Multiplies one-place decimals by whole numbers and gives division answers as decimals.",
                    2,
                    120..=129,
                    multiply_decimals,
                ),
                endcode(
                    "Y6-PCT-AMOUNTS",
                    "Finds percentages of amounts, including prices in a sale.",
                    1,
                    121..=131,
                    percentages_of_amounts,
                ),
            ],
        ),
    ]
}

fn tenths_and_hundredths(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let tenths = rng.int(1, 9);
            ask::decimal_places(
                format!("Write {} as a decimal.", fraction(tenths, 10)),
                tenths,
                1,
                15,
            )
        }
        1 => {
            let hundredths = rng.int(11, 99);
            if level.is_hard() {
                let prompt = format!(
                    "Write {} tenths and {} hundredths as a decimal.",
                    hundredths / 10,
                    hundredths % 10
                );
                ask::decimal_places(prompt, hundredths, 2, 20)
            } else {
                ask::decimal_places(
                    format!("Write {} as a decimal.", fraction(hundredths, 100)),
                    hundredths,
                    2,
                    15,
                )
            }
        }
        _ => {
            let tenths = rng.int(1, 9);
            ask::fraction(
                format!("Write {} as a fraction.", decimal(tenths, 1)),
                fraction_values(tenths, 10),
                20,
            )
        }
    }
}

/// `(places, divisor)` tiers: a number with `places` decimal places divided
/// by 10, 100 or 1000. The answer box has just enough places.
fn divide_by_powers_of_ten(rng: &mut Rng, level: Level, tiers: &[(u32, i64)]) -> Draft {
    let (places, divisor) = level.tier(tiers);
    // Year 4 divides one- and two-digit numbers; later years any three digits.
    let largest = if places == 0 && divisor <= 100 {
        99
    } else {
        999
    };
    let scaled = loop {
        let n = rng.int(1, largest);
        if n % 10 != 0 {
            break n;
        }
    };
    let shifted = divisor.ilog10();
    let answer_places = places + shifted;
    let number = short_decimal(scaled, places);
    if level.variant(3) == 2 && places == 0 && divisor == 1000 {
        return ask::decimal_places(
            format!("Write {} as a decimal.", fraction(scaled, 1000)),
            scaled,
            3,
            20,
        );
    }
    ask::decimal_places(
        format!("What is {number} ÷ {divisor}?"),
        scaled,
        answer_places,
        15 + 5 * answer_places,
    )
}

/// `(places, to)` tiers: a number with `places` decimal places rounded to
/// `to` places (0: the nearest whole number).
fn round_decimals(rng: &mut Rng, level: Level, tiers: &[(u32, u32)]) -> Draft {
    let (places, to) = level.tier(tiers);
    let unit = 10_i64.pow(places - to);
    let scaled = loop {
        let n = rng.int(10_i64.pow(places), 20 * 10_i64.pow(places));
        if n % unit != 0 {
            break n;
        }
    };
    let rounded = round_to(scaled, unit) / unit;
    let number = decimal(scaled, places);
    if to == 0 {
        return ask::whole(
            format!("Round {number} to the nearest whole number."),
            rounded,
            15,
        );
    }
    let place_words = if to == 1 {
        "1 decimal place".to_string()
    } else {
        format!("{to} decimal places")
    };
    ask::decimal_places(format!("Round {number} to {place_words}."), rounded, to, 20)
}

fn add_decimals(rng: &mut Rng, level: Level) -> Draft {
    let a = rng.int(101, level.tier(&[999, 2999]));
    let b = rng.int(11, 99) * 10 + if level.is_hard() { rng.int(1, 9) } else { 0 };
    match level.variant(3) {
        0 => ask::decimal_places(
            format!("Work out {} + {}", decimal(a, 2), short_decimal(b, 2)),
            a + b,
            2,
            30,
        ),
        1 => ask::decimal_places(
            format!("Work out {} − {}", decimal(a + b, 2), short_decimal(b, 2)),
            a,
            2,
            30,
        ),
        _ => {
            let spent = rng.int(101, 999);
            ask::decimal_places(
                format!("Work out 10 − {}", decimal(spent, 2)),
                1000 - spent,
                2,
                30,
            )
        }
    }
}

fn percentages_fractions_decimals(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let percent = rng.int(11, 99);
            ask::decimal_places(format!("Write {percent}% as a decimal."), percent, 2, 15)
        }
        1 => {
            let denominator = *rng.pick(&[2, 4, 5, 10, 20, 25, 50]);
            let numerator = rng.int(1, denominator - 1);
            let (numerator, denominator) = simplest(numerator, denominator);
            Draft::new(
                format!(
                    "Write {} as a percentage.  [Whole Number:n] %",
                    fraction(numerator, denominator)
                ),
                25,
            )
            .answer("n", [numerator * 100 / denominator])
        }
        _ => {
            let percent = rng.int(1, 19) * 5;
            let (numerator, denominator) = simplest(percent, 100);
            ask::fraction(
                format!("Write {percent}% as a fraction in its simplest form."),
                vec![fraction(numerator, denominator)],
                30,
            )
        }
    }
}

fn fractions_as_decimals(rng: &mut Rng, level: Level) -> Draft {
    let denominator = level.tier(&[4, 5, 20, 25, 8, 40]);
    let numerator = loop {
        let n = rng.int(1, denominator - 1);
        if simplest(n, denominator).1 == denominator {
            break n;
        }
    };
    let thousandths = numerator * 1000 / denominator;
    let places = if thousandths % 10 == 0 { 2 } else { 3 };
    let scaled = if places == 2 {
        thousandths / 10
    } else {
        thousandths
    };
    ask::decimal_places(
        format!("Write {} as a decimal.", fraction(numerator, denominator)),
        scaled,
        places,
        30,
    )
}

fn multiply_decimals(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let (tenths, times) = (rng.int(2, 9), rng.int(3, 9));
            ask::decimal_places(
                format!("What is {} × {times}?", decimal(tenths, 1)),
                tenths * times,
                1,
                20,
            )
        }
        1 => {
            let (tenths, times) = (rng.int(11, level.tier(&[49, 99])), rng.int(3, 9));
            ask::decimal_places(
                format!("Work out {} × {times}", decimal(tenths, 1)),
                tenths * times,
                1,
                35,
            )
        }
        _ => {
            // An odd number halved, or a number over 4, ends in .5 or .25.
            let by = *rng.pick(&[2, 4]);
            let n = loop {
                let n = rng.int(11, 99);
                if n % by != 0 {
                    break n;
                }
            };
            let places = if (n * 100 / by) % 10 == 0 { 1 } else { 2 };
            let scaled = n * 10_i64.pow(places) / by;
            ask::decimal_places(
                format!("Work out {n} ÷ {by}. Give your answer as a decimal."),
                scaled,
                places,
                30,
            )
        }
    }
}

fn percentages_of_amounts(rng: &mut Rng, level: Level) -> Draft {
    let percent = rng.int(1, level.tier(&[4, 9, 19])) * 5;
    match level.variant(3) {
        0 => {
            let amount = rng.int(2, 20) * 20;
            ask::whole(
                format!("What is {percent}% of {amount}?"),
                amount * percent / 100,
                30,
            )
        }
        1 => {
            let pounds = rng.int(2, 30) * 4;
            ask::money(
                format!("What is {percent}% of £{pounds}?"),
                pounds * percent,
                35,
            )
        }
        _ => {
            let pounds = rng.int(3, 25) * 4;
            let item = rng.pick(&["coat", "bike", "game", "pair of trainers", "scooter"]);
            ask::money(
                format!(
                    "A {item} costs {}. In a sale the price is reduced by {percent}%. What is the sale price?",
                    money_text(pounds * 100)
                ),
                pounds * (100 - percent),
                45,
            )
        }
    }
}
