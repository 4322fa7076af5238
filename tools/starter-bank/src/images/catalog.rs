//! The pictures the bank's questions show, with the facts the questions ask
//! about. Ids are fixed: the server loads `images/{id}.png` under the same id.

use super::canvas::{BLUE, Colour, GREEN, PURPLE, RED, YELLOW};

pub struct Polygon {
    pub id: &'static str,
    pub name: &'static str,
    pub sides: i64,
    /// Every side and angle equal, so lines of symmetry = sides.
    pub regular: bool,
}

pub const POLYGONS: [Polygon; 7] = [
    Polygon {
        id: "starter-triangle",
        name: "triangle",
        sides: 3,
        regular: true,
    },
    Polygon {
        id: "starter-square",
        name: "square",
        sides: 4,
        regular: true,
    },
    Polygon {
        id: "starter-rectangle",
        name: "rectangle",
        sides: 4,
        regular: false,
    },
    Polygon {
        id: "starter-pentagon",
        name: "pentagon",
        sides: 5,
        regular: true,
    },
    Polygon {
        id: "starter-hexagon",
        name: "hexagon",
        sides: 6,
        regular: true,
    },
    Polygon {
        id: "starter-heptagon",
        name: "heptagon",
        sides: 7,
        regular: true,
    },
    Polygon {
        id: "starter-octagon",
        name: "octagon",
        sides: 8,
        regular: true,
    },
];

pub const CIRCLE_ID: &str = "starter-circle";

impl Polygon {
    pub fn lines_of_symmetry(&self) -> i64 {
        if self.regular { self.sides } else { 2 }
    }
}

/// Times shown on clock faces (hours on the 12-hour dial, minutes).
pub const CLOCK_TIMES: [(i64, i64); 12] = [
    (3, 0),
    (7, 0),
    (11, 0),
    (2, 30),
    (6, 30),
    (9, 30),
    (4, 15),
    (10, 45),
    (1, 20),
    (8, 35),
    (5, 50),
    (12, 5),
];

pub fn clock_id((hours, minutes): (i64, i64)) -> String {
    format!("starter-clock-{hours:02}{minutes:02}")
}

pub struct Bar {
    pub label: &'static str,
    pub colour_name: &'static str,
    pub colour: Colour,
    pub value: i64,
}

pub struct BarChart {
    pub id: &'static str,
    /// Completes "The bar chart shows …".
    pub shows: &'static str,
    /// Completes "How many … chose cats?".
    pub counted: &'static str,
    pub bars: [Bar; 5],
}

pub const BAR_CHARTS: [BarChart; 2] = [
    BarChart {
        id: "starter-barchart-pets",
        shows: "the favourite pets of the children in Class 3",
        counted: "children",
        bars: [
            Bar {
                label: "cats",
                colour_name: "red",
                colour: RED,
                value: 7,
            },
            Bar {
                label: "dogs",
                colour_name: "blue",
                colour: BLUE,
                value: 10,
            },
            Bar {
                label: "fish",
                colour_name: "green",
                colour: GREEN,
                value: 4,
            },
            Bar {
                label: "rabbits",
                colour_name: "yellow",
                colour: YELLOW,
                value: 6,
            },
            Bar {
                label: "hamsters",
                colour_name: "purple",
                colour: PURPLE,
                value: 3,
            },
        ],
    },
    BarChart {
        id: "starter-barchart-fruit",
        shows: "the fruit sold at a school tuck shop on Monday",
        counted: "pieces of fruit",
        bars: [
            Bar {
                label: "apples",
                colour_name: "red",
                colour: RED,
                value: 8,
            },
            Bar {
                label: "blueberry pots",
                colour_name: "blue",
                colour: BLUE,
                value: 5,
            },
            Bar {
                label: "pears",
                colour_name: "green",
                colour: GREEN,
                value: 9,
            },
            Bar {
                label: "bananas",
                colour_name: "yellow",
                colour: YELLOW,
                value: 12,
            },
            Bar {
                label: "plums",
                colour_name: "purple",
                colour: PURPLE,
                value: 2,
            },
        ],
    },
];

/// Points marked on a 0–10 grid (first quadrant).
pub const FIRST_QUADRANT_POINTS: [(i64, i64); 6] = [(3, 5), (7, 2), (1, 8), (6, 6), (9, 4), (4, 9)];

/// Points marked on a −6 to 6 grid (four quadrants).
pub const FOUR_QUADRANT_POINTS: [(i64, i64); 5] = [(-3, 4), (5, -2), (-4, -5), (2, 6), (-6, 1)];

pub fn grid_id((x, y): (i64, i64), four_quadrants: bool) -> String {
    let signed = |n: i64| {
        if n < 0 {
            format!("m{}", -n)
        } else {
            n.to_string()
        }
    };
    let kind = if four_quadrants { "grid4" } else { "grid" };
    format!("starter-{kind}-{}-{}", signed(x), signed(y))
}

/// Rectangles cut into equal parts with some shaded: (shaded, parts).
pub const SHADED_FRACTIONS: [(i64, i64); 8] = [
    (1, 2),
    (1, 4),
    (3, 4),
    (1, 3),
    (2, 3),
    (2, 5),
    (5, 8),
    (7, 10),
];

pub fn shaded_id((shaded, parts): (i64, i64)) -> String {
    format!("starter-shaded-{shaded}-of-{parts}")
}
