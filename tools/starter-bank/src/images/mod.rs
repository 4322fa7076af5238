//! The pictures shown in questions: drawn here, written as
//! `images/{id}.png`, and referenced by questions as `[Image:{id}]`.

mod canvas;
pub mod catalog;

use std::f32::consts::TAU;
use std::io;
use std::path::Path;

use canvas::{BLACK, BLUE, Canvas, GREY, Point, RED, WHITE, YELLOW};
use catalog::{
    BAR_CHARTS, BarChart, CIRCLE_ID, CLOCK_TIMES, FIRST_QUADRANT_POINTS, FOUR_QUADRANT_POINTS,
    POLYGONS, Polygon, SHADED_FRACTIONS, clock_id, grid_id, shaded_id,
};

/// Every picture with its id, in a fixed order.
pub fn all() -> Vec<(String, Canvas)> {
    let mut pictures = Vec::new();
    for polygon in &POLYGONS {
        pictures.push((polygon.id.to_string(), polygon_picture(polygon)));
    }
    pictures.push((CIRCLE_ID.to_string(), circle_picture()));
    for time in CLOCK_TIMES {
        pictures.push((clock_id(time), clock_picture(time)));
    }
    for chart in &BAR_CHARTS {
        pictures.push((chart.id.to_string(), bar_chart_picture(chart)));
    }
    for point in FIRST_QUADRANT_POINTS {
        pictures.push((grid_id(point, false), grid_picture(point, 0..=10, 18.0)));
    }
    for point in FOUR_QUADRANT_POINTS {
        pictures.push((grid_id(point, true), grid_picture(point, -6..=6, 16.0)));
    }
    for fraction in SHADED_FRACTIONS {
        pictures.push((shaded_id(fraction), shaded_picture(fraction)));
    }
    pictures
}

/// Writes every picture into `folder`; returns each id with its size in bytes.
pub fn write_all(folder: &Path) -> io::Result<Vec<(String, usize)>> {
    std::fs::create_dir_all(folder)?;
    let mut written = Vec::new();
    for (id, picture) in all() {
        let bytes = picture.png().map_err(io::Error::other)?;
        std::fs::write(folder.join(format!("{id}.png")), &bytes)?;
        written.push((id, bytes.len()));
    }
    Ok(written)
}

fn polygon_picture(polygon: &Polygon) -> Canvas {
    let mut canvas = Canvas::new(200, 200);
    let corners: Vec<Point> = if polygon.regular {
        // First corner at the top, so shapes sit the way textbooks draw them.
        let offset = if polygon.sides == 4 { TAU / 8.0 } else { 0.0 };
        (0..polygon.sides)
            .map(|i| {
                let angle = offset + TAU * i as f32 / polygon.sides as f32;
                (100.0 + 80.0 * angle.sin(), 105.0 - 80.0 * angle.cos())
            })
            .collect()
    } else {
        vec![(20.0, 55.0), (180.0, 55.0), (180.0, 145.0), (20.0, 145.0)]
    };
    canvas.fill_polygon(&corners, YELLOW);
    canvas.outline(&corners, 4.0, BLACK);
    canvas
}

fn circle_picture() -> Canvas {
    let mut canvas = Canvas::new(200, 200);
    canvas.fill_circle((100.0, 100.0), 80.0, YELLOW);
    canvas.ring((100.0, 100.0), 80.0, 4.0, BLACK);
    canvas
}

/// The point `length` from `centre` at `turns` of a full turn clockwise
/// from twelve o'clock.
fn clock_point(centre: Point, turns: f32, length: f32) -> Point {
    (
        centre.0 + length * (turns * TAU).sin(),
        centre.1 - length * (turns * TAU).cos(),
    )
}

fn clock_picture((hours, minutes): (i64, i64)) -> Canvas {
    let mut canvas = Canvas::new(200, 200);
    let centre = (100.0, 100.0);
    canvas.fill_circle(centre, 94.0, BLACK);
    canvas.fill_circle(centre, 89.0, WHITE);
    for minute in 0..60 {
        let turns = minute as f32 / 60.0;
        let (inner, thickness) = if minute % 5 == 0 {
            (76.0, 3.0)
        } else {
            (83.0, 1.5)
        };
        canvas.line(
            clock_point(centre, turns, inner),
            clock_point(centre, turns, 87.0),
            thickness,
            BLACK,
        );
    }
    for hour in 1..=12 {
        let at = clock_point(centre, hour as f32 / 12.0, 62.0);
        canvas.label(&hour.to_string(), at, 2.5, BLACK);
    }
    let hour_turns = ((hours % 12) * 60 + minutes) as f32 / 720.0;
    canvas.line(centre, clock_point(centre, hour_turns, 42.0), 7.0, BLACK);
    canvas.line(
        centre,
        clock_point(centre, minutes as f32 / 60.0, 70.0),
        3.5,
        RED,
    );
    canvas.fill_circle(centre, 6.0, BLACK);
    canvas
}

fn bar_chart_picture(chart: &BarChart) -> Canvas {
    let mut canvas = Canvas::new(280, 210);
    let (left, bottom, unit) = (40.0, 185.0, 13.0);
    let top_value = 12;
    for value in (0..=top_value).step_by(2) {
        let y = bottom - value as f32 * unit;
        canvas.line((left, y), (270.0, y), 1.0, GREY);
        canvas.label(&value.to_string(), (left - 16.0, y), 2.0, BLACK);
    }
    for (i, bar) in chart.bars.iter().enumerate() {
        let x = left + 14.0 + i as f32 * 45.0;
        let y = bottom - bar.value as f32 * unit;
        canvas.fill_rect((x, y), (x + 32.0, bottom), bar.colour);
        canvas.outline(
            &[(x, y), (x + 32.0, y), (x + 32.0, bottom), (x, bottom)],
            1.5,
            BLACK,
        );
    }
    canvas.line((left, bottom), (272.0, bottom), 2.5, BLACK);
    canvas.line(
        (left, bottom),
        (left, bottom - top_value as f32 * unit - 6.0),
        2.5,
        BLACK,
    );
    canvas
}

/// A square grid over `range` on both axes with the point marked in red.
fn grid_picture((x, y): (i64, i64), range: std::ops::RangeInclusive<i64>, unit: f32) -> Canvas {
    let (low, high) = (*range.start(), *range.end());
    let size = (high - low) as f32 * unit + 60.0;
    let mut canvas = Canvas::new(size as u32, size as u32);
    // Screen position of a grid value: x grows right, y grows up.
    let across = |value: i64| 36.0 + (value - low) as f32 * unit;
    let up = |value: i64| size - 36.0 - (value - low) as f32 * unit;
    let (origin_x, origin_y) = (across(low.max(0)), up(low.max(0)));
    let labelled_every = if low < 0 { 2 } else { 1 };
    for value in range.clone() {
        canvas.line(
            (across(value), up(low)),
            (across(value), up(high)),
            1.0,
            GREY,
        );
        canvas.line(
            (across(low), up(value)),
            (across(high), up(value)),
            1.0,
            GREY,
        );
        if value % labelled_every == 0 && (value != 0 || low == 0) {
            canvas.label(
                &value.to_string(),
                (across(value), origin_y + 12.0),
                2.0,
                BLACK,
            );
            if value != 0 {
                canvas.label(&value.to_string(), (origin_x - 14.0, up(value)), 2.0, BLACK);
            }
        }
    }
    canvas.line(
        (across(low), origin_y),
        (across(high) + 6.0, origin_y),
        2.5,
        BLACK,
    );
    canvas.line((origin_x, up(low)), (origin_x, up(high) - 6.0), 2.5, BLACK);
    canvas.fill_circle((across(x), up(y)), 5.5, RED);
    canvas
}

fn shaded_picture((shaded, parts): (i64, i64)) -> Canvas {
    let mut canvas = Canvas::new(240, 100);
    let (left, right, top, bottom) = (20.0, 220.0, 20.0, 80.0);
    let width = (right - left) / parts as f32;
    for part in 0..shaded {
        let x = left + part as f32 * width;
        canvas.fill_rect((x, top), (x + width, bottom), BLUE);
    }
    for part in 1..parts {
        let x = left + part as f32 * width;
        canvas.line((x, top), (x, bottom), 2.0, BLACK);
    }
    canvas.outline(
        &[(left, top), (right, top), (right, bottom), (left, bottom)],
        3.0,
        BLACK,
    );
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_has_a_unique_id_and_stays_small() {
        let pictures = all();
        let mut ids: Vec<&str> = pictures.iter().map(|(id, _)| id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), pictures.len());
        for (id, picture) in &pictures {
            let size = picture.png().unwrap().len();
            assert!(size < 20_000, "{id} is {size} bytes");
        }
    }
}
