//! The curriculum, one module per area of the UK national curriculum for
//! mathematics. Each module lists its topics (per school year) and endcodes,
//! and the question families that fill them.

mod addition_subtraction;
mod context;
mod decimals;
mod fractions;
mod geometry;
mod measures;
mod money;
mod multiplication_division;
mod place_value;
mod ratio;
mod statistics;
mod time;

use crate::bank::ThemeSpec;

/// Every theme of the Maths subject, in the order the curriculum teaches them.
pub fn all() -> Vec<ThemeSpec> {
    vec![
        place_value::theme(),
        addition_subtraction::theme(),
        multiplication_division::theme(),
        ThemeSpec {
            name: "Fractions, decimals and percentages",
            topics: [fractions::topics(), decimals::topics()]
                .into_iter()
                .flatten()
                .collect(),
        },
        ThemeSpec {
            name: "Measurement, time and money",
            topics: [measures::topics(), time::topics(), money::topics()]
                .into_iter()
                .flatten()
                .collect(),
        },
        geometry::theme(),
        statistics::theme(),
        ratio::theme(),
    ]
}
