//! Ratio and proportion (year 6): simplifying ratios, sharing in a ratio,
//! scaling recipes and maps, and ratios as fractions.

use super::context::two_names;
use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::{fraction, gcd, simplest};
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Ratio and proportion",
        topics: vec![
            topic(
                "Year 6: Ratio",
                vec![
                    endcode(
                        "Y6-RATIO-SIMPLIFY",
                        "Writes a ratio of two amounts in its simplest form.",
                        1,
                        120..=127,
                        simplify_two,
                    ),
                    endcode(
                        "Y6-RATIO-THREE",
                        "Writes a ratio of three amounts in its simplest form.",
                        3,
                        122..=131,
                        simplify_three,
                    ),
                    endcode(
                        "Y6-RATIO-SHARE",
                        "Shares an amount in a given ratio.",
                        1,
                        121..=130,
                        share_in_ratio,
                    ),
                    endcode(
                        "Y6-RATIO-FRACTION",
                        "Links ratios to fractions of the whole.",
                        2,
                        122..=131,
                        ratio_as_fraction,
                    ),
                ],
            ),
            topic(
                "Year 6: Scaling",
                vec![
                    endcode(
                        "Y6-RATIO-RECIPE",
                        "Scales quantities up and down, as in a recipe.",
                        2,
                        121..=130,
                        recipes,
                    ),
                    endcode(
                        "Y6-RATIO-SCALE",
                        "Uses scale factors and map scales.",
                        3,
                        122..=131,
                        scales,
                    ),
                ],
            ),
        ],
    }
}

/// Two whole numbers with no common factor, both at most `largest`.
fn coprime_pair(rng: &mut Rng, largest: i64) -> (i64, i64) {
    loop {
        let (a, b) = (rng.int(1, largest), rng.int(1, largest));
        if a != b && gcd(a, b) == 1 {
            return (a, b);
        }
    }
}

fn simplify_two(rng: &mut Rng, level: Level) -> Draft {
    let (a, b) = coprime_pair(rng, level.tier(&[5, 9]));
    let scale = rng.int(2, level.tier(&[6, 12]));
    let (x, y) = (a * scale, b * scale);
    let prompt = if level.variant(2) == 0 {
        format!("Write the ratio {x} : {y} in its simplest form.")
    } else {
        let (things, first, second) = *rng.pick(&[
            ("class", "boys", "girls"),
            ("bag", "red sweets", "green sweets"),
            ("garden", "roses", "tulips"),
        ]);
        format!(
            "In a {things} there are {x} {first} and {y} {second}. Write the ratio of {first} to {second} in its simplest form."
        )
    };
    Draft::new(format!("{prompt} [RatioXY:r]"), 30).answer("r", [format!("{a}:{b}")])
}

fn simplify_three(rng: &mut Rng, level: Level) -> Draft {
    let (a, b, c) = loop {
        let (a, b, c) = (rng.int(1, 6), rng.int(1, 6), rng.int(1, 6));
        if gcd(gcd(a, b), c) == 1 && !(a == b && b == c) {
            break (a, b, c);
        }
    };
    let scale = rng.int(2, level.tier(&[5, 10]));
    let (x, y, z) = (a * scale, b * scale, c * scale);
    let prompt = if level.variant(2) == 0 {
        format!("Write the ratio {x} : {y} : {z} in its simplest form.")
    } else {
        format!(
            "A fruit salad has {x} strawberries, {y} grapes and {z} slices of banana. Write the ratio strawberries : grapes : banana slices in its simplest form."
        )
    };
    Draft::new(format!("{prompt} [RatioXYZ:r]"), 40).answer("r", [format!("{a}:{b}:{c}")])
}

fn share_in_ratio(rng: &mut Rng, level: Level) -> Draft {
    let (a, b) = coprime_pair(rng, level.tier(&[4, 7]));
    let part = rng.int(2, level.tier(&[10, 25]));
    let total = (a + b) * part;
    let (one, other) = two_names(rng);
    if level.variant(2) == 0 {
        ask::money(
            format!(
                "{one} and {other} share £{total} in the ratio {a} : {b}. How much does {one} get?"
            ),
            a * part * 100,
            45,
        )
    } else {
        ask::whole(
            format!(
                "{total} counters are shared between {one} and {other} in the ratio {a} : {b}. How many counters does {other} get?"
            ),
            b * part,
            45,
        )
    }
}

fn ratio_as_fraction(rng: &mut Rng, level: Level) -> Draft {
    let (a, b) = coprime_pair(rng, level.tier(&[5, 9]));
    let (numerator, denominator) = simplest(a, a + b);
    if level.variant(2) == 0 {
        ask::fraction(
            format!(
                "Red and blue beads are on a string in the ratio {a} : {b}. What fraction of the beads are red?"
            ),
            vec![fraction(numerator, denominator)],
            30,
        )
    } else {
        let per_group = rng.int(2, 6);
        ask::whole(
            format!(
                "For every {a} cats at a rescue centre there are {b} dogs. There are {} cats. How many dogs are there?",
                a * per_group
            ),
            b * per_group,
            35,
        )
    }
}

fn recipes(rng: &mut Rng, level: Level) -> Draft {
    let (ingredient, unit, per_person) = *rng.pick(&[
        ("flour", "g", 75),
        ("milk", "ml", 50),
        ("butter", "g", 25),
        ("sugar", "g", 40),
    ]);
    let serves = *rng.pick(&[2, 4, 5]);
    // Easier: double or treble the recipe; harder: any number of people.
    let wanted = if level.is_hard() {
        loop {
            let n = rng.int(2, 15);
            if n != serves && n % serves != 0 {
                break n;
            }
        }
    } else {
        serves * rng.int(2, 3)
    };
    ask::whole(
        format!(
            "A recipe for {serves} people uses {} {unit} of {ingredient}. How much {ingredient} is needed for {wanted} people, in {unit}?",
            per_person * serves
        ),
        per_person * wanted,
        45,
    )
}

fn scales(rng: &mut Rng, level: Level) -> Draft {
    if level.variant(2) == 0 {
        let km_per_cm = *rng.pick(&[2, 5, 10, 20]);
        let cm = rng.int(2, level.tier(&[6, 15]));
        ask::whole(
            format!(
                "On a map, 1 cm stands for {km_per_cm} km. Two towns are {cm} cm apart on the map. How far apart are they really, in km?"
            ),
            km_per_cm * cm,
            35,
        )
    } else {
        let (length, factor) = (rng.int(2, 9), rng.int(2, level.tier(&[4, 7])));
        ask::whole(
            format!(
                "A rectangle {length} cm long is enlarged by a scale factor of {factor}. How long is the enlarged rectangle, in cm?"
            ),
            length * factor,
            30,
        )
    }
}
