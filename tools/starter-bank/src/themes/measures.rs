//! Measurement: comparing and choosing units, length, mass and capacity
//! problems, converting units, perimeter, area and volume.

use super::context::name;
use crate::ask;
use crate::bank::{TopicSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::{grouped, short_decimal};
use crate::rng::Rng;

pub fn topics() -> Vec<TopicSpec> {
    vec![
        topic(
            "Year 1: Comparing lengths, masses and capacities",
            vec![endcode(
                "Y1-MEAS-COMPARE",
                "Compares lengths, masses and capacities.",
                2,
                60..=68,
                compare_measures,
            )],
        ),
        topic(
            "Year 2: Units of measure",
            vec![
                endcode(
                    "Y2-MEAS-UNITS",
                    "Chooses the right unit to measure length, mass or capacity.",
                    2,
                    72..=80,
                    choose_units,
                ),
                endcode(
                    "Y2-MEAS-PROBLEMS",
                    "Adds and subtracts lengths, masses and volumes.",
                    2,
                    74..=83,
                    measure_problems,
                ),
            ],
        ),
        topic(
            "Year 3: Perimeter and mixed units",
            vec![
                endcode(
                    "Y3-MEAS-PERIMETER",
                    "Finds the perimeter of rectangles and squares.",
                    1,
                    86..=95,
                    perimeter,
                ),
                endcode(
                    "Y3-MEAS-MIXED",
                    "Adds and subtracts measures given in mixed units (m and cm, kg and g).",
                    2,
                    85..=94,
                    mixed_units,
                ),
            ],
        ),
        topic(
            "Year 4: Converting units and area",
            vec![
                endcode(
                    "Y4-MEAS-CONVERT",
                    "Converts between km and m, kg and g, litres and ml, cm and mm.",
                    1,
                    96..=105,
                    whole_conversions,
                ),
                endcode(
                    "Y4-MEAS-AREA",
                    "Finds the area of rectangles.",
                    1,
                    98..=107,
                    rectangle_area,
                ),
            ],
        ),
        topic(
            "Year 5: Converting units, area and volume",
            vec![
                endcode(
                    "Y5-MEAS-CONVERT",
                    "Converts metric units using decimals, and inches to centimetres.",
                    2,
                    108..=117,
                    |rng, level| decimal_conversions(rng, level, false),
                ),
                endcode(
                    "Y5-MEAS-AREA",
                    "Finds areas of compound shapes and volumes built from cubes.",
                    2,
                    110..=119,
                    compound_area,
                ),
            ],
        ),
        topic(
            "Year 6: Area, volume and converting units",
            vec![
                endcode(
                    "Y6-MEAS-AREA",
                    "Finds the area of triangles and parallelograms.",
                    1,
                    120..=129,
                    triangle_and_parallelogram_area,
                ),
                endcode(
                    "Y6-MEAS-VOLUME",
                    "Finds the volume of cuboids.",
                    2,
                    121..=130,
                    cuboid_volume,
                ),
                endcode(
                    "Y6-MEAS-CONVERT",
                    "Converts units with up to three decimal places, and miles to kilometres.",
                    2,
                    120..=128,
                    |rng, level| decimal_conversions(rng, level, true),
                ),
            ],
        ),
    ]
}

/// (question comparing two, question comparing three, unit)
const COMPARISONS: [(&str, &str, &str); 3] = [
    (
        "Which ribbon is longer?",
        "Which ribbon is the longest?",
        "cm",
    ),
    (
        "Which parcel is heavier?",
        "Which parcel is the heaviest?",
        "kg",
    ),
    (
        "Which bucket holds more water?",
        "Which bucket holds the most water?",
        "litres",
    ),
];

fn compare_measures(rng: &mut Rng, level: Level) -> Draft {
    let (of_two, of_three, unit) = *rng.pick(&COMPARISONS);
    let count = if level.is_hard() { 3 } else { 2 };
    let mut amounts: Vec<i64> = Vec::new();
    while amounts.len() < count {
        let amount = rng.int(2, level.tier(&[10, 20, 30]));
        if !amounts.contains(&amount) {
            amounts.push(amount);
        }
    }
    let largest = *amounts.iter().max().unwrap_or(&0);
    let others: Vec<String> = amounts
        .iter()
        .filter(|a| **a != largest)
        .map(|a| format!("{a} {unit}"))
        .collect();
    let prompt = if count == 2 { of_two } else { of_three };
    ask::choice(rng, prompt, &format!("{largest} {unit}"), &others, 12)
}

/// (what is measured, the unit to use)
const UNIT_CHOICES: [(&str, &str); 10] = [
    ("the length of a pencil", "cm"),
    ("the mass of an apple", "g"),
    ("the amount of water in a bath", "litres"),
    ("the length of a football pitch", "m"),
    ("the mass of a dog", "kg"),
    ("the amount of medicine on a spoon", "ml"),
    ("the height of a door", "m"),
    ("the mass of a bag of potatoes", "kg"),
    ("the width of a book", "cm"),
    ("the amount of juice in a glass", "ml"),
];

fn choose_units(rng: &mut Rng, level: Level) -> Draft {
    // Stepping through the list keeps an endcode's questions about different things.
    let (measured, unit) = UNIT_CHOICES[(level.index * 3) % UNIT_CHOICES.len()];
    let mut wrong: Vec<String> = Vec::new();
    while wrong.len() < 2 {
        let candidate = rng
            .pick(&["cm", "m", "g", "kg", "ml", "litres"])
            .to_string();
        if candidate != unit && !wrong.contains(&candidate) {
            wrong.push(candidate);
        }
    }
    ask::choice(
        rng,
        format!("Which unit would you use to measure {measured}?"),
        unit,
        &wrong,
        12,
    )
}

fn measure_problems(rng: &mut Rng, level: Level) -> Draft {
    let child = name(rng);
    let big = rng.int(level.tier(&[20, 40]), level.tier(&[50, 99]));
    let part = rng.int(5, big - 5);
    let (prompt, answer) = match level.variant(3) {
        0 => (
            format!(
                "A ribbon is {big} cm long. {child} cuts off {part} cm. How long is the ribbon now, in cm?"
            ),
            big - part,
        ),
        1 => (
            format!(
                "A jug has {} ml of juice in it. {child} pours in {} ml more. How much juice is in the jug now, in ml?",
                part * 10,
                (big - part) * 10
            ),
            big * 10,
        ),
        _ => (
            format!(
                "One parcel weighs {part} kg and another weighs {} kg. How much do they weigh altogether, in kg?",
                big - part
            ),
            big,
        ),
    };
    ask::whole(prompt, answer, 25)
}

fn perimeter(rng: &mut Rng, level: Level) -> Draft {
    let length = rng.int(4, level.tier(&[10, 15, 25]));
    let width = rng.int(2, length - 1);
    match level.tier(&[0, 1, 2]) {
        0 => ask::whole(
            format!("A square has sides of {length} cm. What is its perimeter, in cm?"),
            4 * length,
            20,
        ),
        1 => ask::whole(
            format!(
                "A rectangle is {length} cm long and {width} cm wide. What is its perimeter, in cm?"
            ),
            2 * (length + width),
            25,
        ),
        _ => ask::whole(
            format!(
                "A rectangle has a perimeter of {} cm. It is {length} cm long. How wide is it, in cm?",
                2 * (length + width)
            ),
            width,
            40,
        ),
    }
}

fn mixed_units(rng: &mut Rng, level: Level) -> Draft {
    let (whole, part) = (rng.int(1, level.tier(&[3, 6])), rng.int(11, 95));
    match level.variant(4) {
        0 => ask::whole(
            format!("How many centimetres are there in {whole} m {part} cm?"),
            whole * 100 + part,
            20,
        ),
        1 => {
            let (a, b) = (rng.int(11, 60) * 10, rng.int(11, 40) * 10);
            ask::whole(format!("What is {a} g + {b} g, in grams?"), a + b, 20)
        }
        2 => {
            let taken = rng.int(11, 95) * 10;
            ask::whole(
                format!("What is 1 kg − {taken} g, in grams?"),
                1000 - taken,
                25,
            )
        }
        _ => ask::whole(
            format!(
                "How many millilitres are there in {whole} litres {} ml?",
                part * 10
            ),
            whole * 1000 + part * 10,
            20,
        ),
    }
}

/// (larger unit, smaller unit, how many smaller in one larger)
const METRIC_PAIRS: [(&str, &str, i64); 5] = [
    ("km", "m", 1000),
    ("kg", "g", 1000),
    ("litres", "ml", 1000),
    ("m", "cm", 100),
    ("cm", "mm", 10),
];

fn unit_word(unit: &str) -> &'static str {
    match unit {
        "km" => "kilometres",
        "m" => "metres",
        "cm" => "centimetres",
        "mm" => "millimetres",
        "kg" => "kilograms",
        "g" => "grams",
        "ml" => "millilitres",
        _ => "litres",
    }
}

fn whole_conversions(rng: &mut Rng, level: Level) -> Draft {
    let (large, small, factor) = *rng.pick(&METRIC_PAIRS);
    let amount = rng.int(2, 9);
    if level.is_hard() && factor == 1000 {
        let extra = rng.int(1, 19) * 50;
        return ask::whole(
            format!(
                "How many {} are there in {amount} {large} {extra} {small}?",
                unit_word(small)
            ),
            amount * factor + extra,
            25,
        );
    }
    if level.variant(2) == 0 {
        ask::whole(
            format!(
                "How many {} are there in {amount} {large}?",
                unit_word(small)
            ),
            amount * factor,
            15,
        )
    } else {
        ask::whole(
            format!(
                "Convert {} {small} to {}.",
                grouped(amount * factor),
                unit_word(large)
            ),
            amount,
            15,
        )
    }
}

fn rectangle_area(rng: &mut Rng, level: Level) -> Draft {
    let length = rng.int(3, level.tier(&[9, 12, 15]));
    let width = rng.int(2, length);
    match level.tier(&[0, 1, 2]) {
        0 => ask::whole(
            format!(
                "A rectangle is {length} cm long and {width} cm wide. What is its area, in cm²?"
            ),
            length * width,
            20,
        ),
        1 => ask::whole(
            format!("A square garden has sides of {length} m. What is its area, in m²?"),
            length * length,
            20,
        ),
        _ => ask::whole(
            format!(
                "A rectangle has an area of {} cm² and is {length} cm long. How wide is it, in cm?",
                length * width
            ),
            width,
            30,
        ),
    }
}

/// Metric conversions whose answers need decimals (and, in year 6,
/// thousandths and miles).
fn decimal_conversions(rng: &mut Rng, level: Level, year_six: bool) -> Draft {
    match level.variant(3) {
        0 => {
            // Grams, metres or millilitres into the unit a thousand times larger.
            let (large, small, _) = *rng.pick(&METRIC_PAIRS[..3]);
            let amount = if year_six {
                rng.int(101, 9999)
            } else {
                rng.int(11, 99) * 50
            };
            // A whole number of kilometres would not need a decimal at all.
            let amount = if amount % 1000 == 0 {
                amount + 250
            } else {
                amount
            };
            ask::decimal_places(
                format!("Write {} {small} in {}.", grouped(amount), unit_word(large)),
                amount,
                3,
                25,
            )
        }
        1 => {
            let thousandths = if year_six {
                rng.int(101, 999)
            } else {
                rng.int(11, 99) * 10 + 1000 * rng.int(1, 4)
            };
            ask::whole(
                format!(
                    "How many grams are there in {} kg?",
                    short_decimal(thousandths, 3)
                ),
                thousandths,
                20,
            )
        }
        _ if year_six => {
            let miles = rng.int(2, 12) * 5;
            ask::whole(
                format!("5 miles is about 8 km. About how many kilometres is {miles} miles?"),
                miles / 5 * 8,
                30,
            )
        }
        _ => {
            let inches = rng.int(3, 12);
            ask::decimal_places(
                format!("1 inch is about 2.5 cm. About how many centimetres is {inches} inches?"),
                inches * 25,
                1,
                30,
            )
        }
    }
}

fn compound_area(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let (l1, w1) = (rng.int(6, 12), rng.int(2, 5));
            let (l2, w2) = (rng.int(2, l1 - 2), rng.int(2, 6));
            ask::whole(
                format!(
                    "An L-shape is made by joining two rectangles: one is {l1} cm by {w1} cm and the other is {l2} cm by {w2} cm. What is the area of the L-shape, in cm²?"
                ),
                l1 * w1 + l2 * w2,
                45,
            )
        }
        1 => {
            let (l, w, h) = (
                rng.int(3, 6),
                rng.int(2, 5),
                rng.int(2, level.tier(&[3, 5])),
            );
            ask::whole(
                format!(
                    "A cuboid is built from 1 cm cubes. It is {l} cubes long, {w} cubes wide and {h} cubes high. How many cubes are used?"
                ),
                l * w * h,
                35,
            )
        }
        _ => {
            let (outer, inner) = (rng.int(8, 14), rng.int(2, 5));
            ask::whole(
                format!(
                    "A square of card has sides of {outer} cm. A square hole with sides of {inner} cm is cut out of it. What area of card is left, in cm²?"
                ),
                outer * outer - inner * inner,
                45,
            )
        }
    }
}

fn triangle_and_parallelogram_area(rng: &mut Rng, level: Level) -> Draft {
    let base = rng.int(3, level.tier(&[10, 16])) * 2;
    let height = rng.int(3, 12);
    match level.variant(3) {
        0 => ask::whole(
            format!(
                "A triangle has a base of {base} cm and a perpendicular height of {height} cm. What is its area, in cm²?"
            ),
            base * height / 2,
            35,
        ),
        1 => ask::whole(
            format!(
                "A parallelogram has a base of {base} cm and a perpendicular height of {height} cm. What is its area, in cm²?"
            ),
            base * height,
            30,
        ),
        _ => ask::whole(
            format!(
                "A triangle has an area of {} cm² and a base of {base} cm. What is its perpendicular height, in cm?",
                base * height / 2
            ),
            height,
            45,
        ),
    }
}

fn cuboid_volume(rng: &mut Rng, level: Level) -> Draft {
    let (l, w, h) = (
        rng.int(3, level.tier(&[8, 12, 15])),
        rng.int(2, 8),
        rng.int(2, 10),
    );
    match level.tier(&[0, 1, 2]) {
        0 | 1 if level.variant(2) == 0 => ask::whole(
            format!(
                "A cuboid is {l} cm long, {w} cm wide and {h} cm high. What is its volume, in cm³?"
            ),
            l * w * h,
            35,
        ),
        0 | 1 => ask::whole(
            format!("A box is {l} cm by {w} cm by {h} cm. How many 1 cm cubes would fill it?"),
            l * w * h,
            35,
        ),
        _ => ask::whole(
            format!(
                "A cuboid has a volume of {} cm³. Its base is {l} cm by {w} cm. How high is it, in cm?",
                l * w * h
            ),
            h,
            50,
        ),
    }
}
