//! Geometry: naming and describing 2-D and 3-D shapes, turns and angles,
//! symmetry, and position on a coordinate grid.

use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::images::catalog::{
    CIRCLE_ID, FIRST_QUADRANT_POINTS, FOUR_QUADRANT_POINTS, POLYGONS, grid_id,
};
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Geometry: shape, position and direction",
        topics: vec![
            topic(
                "Year 1: 2-D shapes",
                vec![endcode(
                    "Y1-GEOM-NAME",
                    "Recognises and names circles, triangles, squares and rectangles.",
                    1,
                    60..=70,
                    |_, level| {
                        name_shape(
                            level,
                            &[
                                "circle",
                                "triangle",
                                "square",
                                "rectangle",
                                "pentagon",
                                "hexagon",
                            ],
                        )
                    },
                )],
            ),
            topic(
                "Year 2: Properties of shapes",
                vec![
                    endcode(
                        "Y2-GEOM-SIDES",
                        "Counts the sides and vertices of 2-D shapes.",
                        1,
                        72..=80,
                        count_sides,
                    ),
                    endcode(
                        "Y2-GEOM-3D",
                        "Names 3-D shapes and counts their faces, edges and vertices.",
                        2,
                        74..=83,
                        solids,
                    ),
                ],
            ),
            topic(
                "Year 3: Right angles and turns",
                vec![endcode(
                    "Y3-GEOM-TURNS",
                    "Recognises right angles as quarter turns and uses compass directions.",
                    2,
                    85..=94,
                    turns,
                )],
            ),
            topic(
                "Year 4: Angles and symmetry",
                vec![
                    endcode(
                        "Y4-GEOM-ANGLETYPE",
                        "Identifies acute, obtuse and right angles.",
                        2,
                        96..=104,
                        angle_types,
                    ),
                    endcode(
                        "Y4-GEOM-SYMMETRY",
                        "Finds the lines of symmetry of 2-D shapes.",
                        2,
                        98..=106,
                        lines_of_symmetry,
                    ),
                ],
            ),
            topic(
                "Year 4: Coordinates",
                vec![
                    endcode(
                        "Y4-COORD-READ",
                        "Reads the coordinates of a point on a grid.",
                        1,
                        96..=104,
                        |_, level| read_grid(level, &FIRST_QUADRANT_POINTS, false),
                    ),
                    endcode(
                        "Y4-COORD-MOVE",
                        "Describes moving a point on a grid, such as 3 right and 2 up.",
                        2,
                        98..=107,
                        |rng, level| translate_point(rng, level, false),
                    ),
                ],
            ),
            topic(
                "Year 5: Angles and polygons",
                vec![
                    endcode(
                        "Y5-GEOM-ANGLES",
                        "Finds missing angles on a straight line, around a point and in turns.",
                        1,
                        108..=117,
                        missing_angles,
                    ),
                    endcode(
                        "Y5-GEOM-POLYGONS",
                        "Names polygons by their number of sides.",
                        3,
                        108..=114,
                        name_polygons,
                    ),
                    endcode(
                        "Y5-COORD-TRANSLATE",
                        "Finds where a shape's corner moves when the shape is translated.",
                        2,
                        110..=118,
                        |rng, level| translate_point(rng, level, false),
                    ),
                ],
            ),
            topic(
                "Year 6: Angles, circles and coordinates",
                vec![
                    endcode(
                        "Y6-GEOM-TRIANGLES",
                        "Finds missing angles in triangles.",
                        1,
                        120..=128,
                        triangle_angles,
                    ),
                    endcode(
                        "Y6-GEOM-CIRCLES",
                        "Knows that the diameter of a circle is twice the radius.",
                        3,
                        120..=126,
                        circles,
                    ),
                    endcode(
                        "Y6-GEOM-POLYANGLES",
                        "Finds the angles inside regular polygons.",
                        2,
                        122..=131,
                        polygon_angles,
                    ),
                    endcode(
                        "Y6-COORD-FOUR",
                        "Reads, translates and reflects points in all four quadrants.",
                        1,
                        121..=130,
                        four_quadrants,
                    ),
                ],
            ),
        ],
    }
}

/// The picture for a shape name: a polygon from the catalogue or the circle.
fn shape_picture(shape: &str) -> &'static str {
    POLYGONS
        .iter()
        .find(|polygon| polygon.name == shape)
        .map_or(CIRCLE_ID, |polygon| polygon.id)
}

/// Names a child could rightly give: a rectangle is also an oblong.
fn accepted_names(shape: &'static str) -> Vec<&'static str> {
    if shape == "rectangle" {
        vec!["rectangle", "oblong"]
    } else {
        vec![shape]
    }
}

fn name_shape(level: Level, shapes: &[&'static str]) -> Draft {
    let shape = shapes[level.index % shapes.len()];
    ask::text(
        format!(
            "[Image:{}]\nWhat is the name of this shape?",
            shape_picture(shape)
        ),
        &accepted_names(shape),
        15,
    )
}

fn count_sides(_: &mut Rng, level: Level) -> Draft {
    let polygon = &POLYGONS[(level.index * 2 + 1) % POLYGONS.len()];
    let part = if level.variant(2) == 0 {
        "sides"
    } else {
        "vertices (corners)"
    };
    ask::whole(
        format!(
            "[Image:{}]\nHow many {part} does this shape have?",
            polygon.id
        ),
        polygon.sides,
        15,
    )
}

struct Solid {
    name: &'static str,
    /// Other names a child could rightly give.
    also: &'static [&'static str],
    faces: i64,
    edges: i64,
    vertices: i64,
    riddle: &'static str,
}

const SOLIDS: [Solid; 5] = [
    Solid {
        name: "cube",
        also: &[],
        faces: 6,
        edges: 12,
        vertices: 8,
        riddle: "I have 6 faces and they are all squares.",
    },
    Solid {
        name: "cuboid",
        also: &[],
        faces: 6,
        edges: 12,
        vertices: 8,
        riddle: "I have 6 rectangular faces, and not all of them are squares.",
    },
    Solid {
        name: "square-based pyramid",
        also: &["square based pyramid", "pyramid", "square pyramid"],
        faces: 5,
        edges: 8,
        vertices: 5,
        riddle: "I have a square base and 4 triangular faces that meet at a point.",
    },
    Solid {
        name: "triangular prism",
        also: &["prism"],
        faces: 5,
        edges: 9,
        vertices: 6,
        riddle: "I have 2 triangular faces and 3 rectangular faces.",
    },
    Solid {
        name: "cylinder",
        also: &[],
        faces: 3,
        edges: 2,
        vertices: 0,
        riddle: "I have 2 flat circular faces and 1 curved surface.",
    },
];

fn solids(rng: &mut Rng, level: Level) -> Draft {
    let solid = rng.pick(&SOLIDS);
    // A cylinder's faces and edges are argued over, so it is only named.
    if level.variant(2) == 0 || solid.name == "cylinder" {
        let mut accepted = vec![solid.name];
        accepted.extend_from_slice(solid.also);
        return ask::text(
            format!("{} What 3-D shape am I?", solid.riddle),
            &accepted,
            25,
        );
    }
    let (part, answer) = *rng.pick(&[
        ("faces", solid.faces),
        ("edges", solid.edges),
        ("vertices", solid.vertices),
    ]);
    ask::whole(
        format!("How many {part} does a {} have?", solid.name),
        answer,
        15,
    )
}

const COMPASS: [&str; 4] = ["north", "east", "south", "west"];

fn turns(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let start = rng.int(0, 3);
            let quarter_turns = rng.int(1, 3);
            let clockwise = rng.coin();
            let turn = match quarter_turns {
                1 => "a quarter turn",
                2 => "a half turn",
                _ => "three quarter turns",
            };
            let direction = if clockwise {
                "clockwise"
            } else {
                "anticlockwise"
            };
            let end = (start
                + if clockwise {
                    quarter_turns
                } else {
                    4 - quarter_turns
                })
                % 4;
            ask::text(
                format!(
                    "You are facing {}. You make {turn} {direction}. Which direction are you facing now?",
                    COMPASS[start as usize]
                ),
                &[COMPASS[end as usize]],
                25,
            )
        }
        1 => {
            let (from, to) = (rng.int(1, 12), rng.int(1, 3) * 3);
            let end = (from + to - 1) % 12 + 1;
            ask::whole(
                format!(
                    "The minute hand of a clock turns from {from} to {end}. How many right angles has it turned through?"
                ),
                to / 3,
                25,
            )
        }
        _ => {
            let (question, answer) = *rng.pick(&[
                ("How many right angles make a whole turn?", 4),
                ("How many right angles make a half turn?", 2),
                ("How many right angles does a rectangle have?", 4),
                ("How many right angles does a square have?", 4),
            ]);
            ask::whole(question, answer, 15)
        }
    }
}

fn angle_types(rng: &mut Rng, level: Level) -> Draft {
    let degrees = match rng.int(0, if level.is_hard() { 2 } else { 1 }) {
        0 => rng.int(2, 17) * 5,
        1 => rng.int(19, 34) * 5,
        _ => 90,
    };
    let kind = match degrees {
        90 => "right angle",
        d if d < 90 => "acute",
        _ => "obtuse",
    };
    ask::choice_in_order(
        format!("What kind of angle is {degrees}°?"),
        &["acute", "right angle", "obtuse"],
        kind,
        12,
    )
}

fn lines_of_symmetry(_: &mut Rng, level: Level) -> Draft {
    let polygon = &POLYGONS[level.index % POLYGONS.len()];
    ask::whole(
        format!(
            "[Image:{}]\nHow many lines of symmetry does this shape have?",
            polygon.id
        ),
        polygon.lines_of_symmetry(),
        25,
    )
}

fn read_grid(level: Level, points: &[(i64, i64)], four_quadrants: bool) -> Draft {
    let point = points[level.index % points.len()];
    ask::coordinate(
        format!(
            "[Image:{}]\nWhat are the coordinates of the red point? Write them as (x,y).",
            grid_id(point, four_quadrants)
        ),
        point,
        20,
    )
}

/// Describes a move in words: "3 right and 2 up".
fn movement(dx: i64, dy: i64) -> String {
    let across = if dx >= 0 {
        format!("{dx} right")
    } else {
        format!("{} left", -dx)
    };
    let up = if dy >= 0 {
        format!("{dy} up")
    } else {
        format!("{} down", -dy)
    };
    format!("{across} and {up}")
}

fn translate_point(rng: &mut Rng, level: Level, four_quadrants: bool) -> Draft {
    let (low, high) = if four_quadrants { (-8, 8) } else { (0, 10) };
    let (x, y) = (rng.int(low + 2, high - 2), rng.int(low + 2, high - 2));
    let span = level.tier(&[3, 5]);
    let (dx, dy) = loop {
        let (dx, dy) = (rng.int(-span, span), rng.int(-span, span));
        let inside = (low..=high).contains(&(x + dx)) && (low..=high).contains(&(y + dy));
        if inside && dx != 0 && dy != 0 && (level.is_hard() || (dx > 0 && dy > 0)) {
            break (dx, dy);
        }
    };
    let prompt = if level.variant(2) == 0 {
        format!(
            "What are the coordinates of the point {} from ({x},{y})?",
            movement(dx, dy)
        )
    } else {
        format!(
            "A triangle has a corner at ({x},{y}). The triangle is translated {}. Where is that corner now?",
            movement(dx, dy)
        )
    };
    ask::coordinate(prompt, (x + dx, y + dy), 30)
}

fn missing_angles(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let known = rng.int(2, 34) * 5 + if level.is_hard() { rng.int(1, 4) } else { 0 };
            ask::whole(
                format!(
                    "Two angles sit together on a straight line. One is {known}°. What is the other, in degrees?"
                ),
                180 - known,
                30,
            )
        }
        1 => {
            let (a, b) = (rng.int(40, 150), rng.int(40, 150));
            ask::whole(
                format!(
                    "Three angles meet at a point. Two of them are {a}° and {b}°. What is the third, in degrees?"
                ),
                360 - a - b,
                40,
            )
        }
        _ => {
            let (turn, degrees) = *rng.pick(&[
                ("a quarter turn", 90),
                ("a half turn", 180),
                ("three quarters of a turn", 270),
                ("a whole turn", 360),
            ]);
            ask::whole(
                format!("How many degrees are there in {turn}?"),
                degrees,
                15,
            )
        }
    }
}

const POLYGON_NAMES: [(i64, &str); 6] = [
    (5, "pentagon"),
    (6, "hexagon"),
    (7, "heptagon"),
    (8, "octagon"),
    (9, "nonagon"),
    (10, "decagon"),
];

fn name_polygons(_: &mut Rng, level: Level) -> Draft {
    let (sides, name) = POLYGON_NAMES[level.index % POLYGON_NAMES.len()];
    if let Some(polygon) = POLYGONS
        .iter()
        .find(|polygon| polygon.name == name && level.is_hard())
    {
        let regular = format!("regular {name}");
        return ask::text(
            format!(
                "[Image:{}]\nThis is a regular polygon. What is it called?",
                polygon.id
            ),
            &[name, regular.as_str()],
            20,
        );
    }
    ask::text(
        format!("What is the name of a polygon with {sides} sides?"),
        &[name],
        20,
    )
}

fn triangle_angles(rng: &mut Rng, level: Level) -> Draft {
    if level.variant(2) == 0 {
        let a = rng.int(30, 90);
        let b = rng.int(20, 150 - a);
        return ask::whole(
            format!(
                "Two angles of a triangle are {a}° and {b}°. What is the third angle, in degrees?"
            ),
            180 - a - b,
            30,
        );
    }
    let base = rng.int(level.tier(&[50, 30]), 80);
    if level.is_hard() {
        ask::whole(
            format!(
                "An isosceles triangle has two equal angles of {base}°. What is the third angle, in degrees?"
            ),
            180 - 2 * base,
            35,
        )
    } else {
        ask::whole(
            format!(
                "A right-angled triangle has one angle of {base}°. What is the third angle, in degrees?"
            ),
            90 - base,
            30,
        )
    }
}

fn circles(rng: &mut Rng, level: Level) -> Draft {
    let radius = rng.int(2, level.tier(&[12, 50]));
    if level.variant(2) == 0 {
        ask::whole(
            format!("A circle has a radius of {radius} cm. What is its diameter, in cm?"),
            2 * radius,
            15,
        )
    } else {
        ask::whole(
            format!(
                "A circular table has a diameter of {} cm. What is its radius, in cm?",
                2 * radius
            ),
            radius,
            15,
        )
    }
}

fn polygon_angles(rng: &mut Rng, level: Level) -> Draft {
    let (sides, name) = *rng.pick(&[
        (4, "quadrilateral"),
        (5, "pentagon"),
        (6, "hexagon"),
        (8, "octagon"),
        (9, "nonagon"),
        (10, "decagon"),
    ]);
    let total = (sides - 2) * 180;
    if level.is_hard() && total % sides == 0 {
        ask::whole(
            format!("What is the size of each angle inside a regular {name}, in degrees?"),
            total / sides,
            45,
        )
    } else {
        ask::whole(
            format!("What do the angles inside a {name} add up to, in degrees?"),
            total,
            40,
        )
    }
}

fn four_quadrants(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => read_grid(level, &FOUR_QUADRANT_POINTS, true),
        // Always the harder moves: left and down as well as right and up.
        1 => translate_point(
            rng,
            Level {
                index: level.count - 1,
                count: level.count,
            },
            true,
        ),
        _ => {
            let (x, y) = (rng.int(1, 8), rng.int(1, 8));
            let (x, y) = (
                if rng.coin() { -x } else { x },
                if rng.coin() { -y } else { y },
            );
            if rng.coin() {
                ask::coordinate(
                    format!(
                        "The point ({x},{y}) is reflected in the x-axis. What are the coordinates of its image?"
                    ),
                    (x, -y),
                    30,
                )
            } else {
                ask::coordinate(
                    format!(
                        "The point ({x},{y}) is reflected in the y-axis. What are the coordinates of its image?"
                    ),
                    (-x, y),
                    30,
                )
            }
        }
    }
}
