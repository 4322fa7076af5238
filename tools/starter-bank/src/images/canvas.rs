//! A tiny rasteriser for the bank's pictures: flat shapes, thick lines and
//! digits, painted pixel by pixel and saved as PNG. Flat colours without
//! anti-aliasing keep every file a few kilobytes.

pub type Colour = [u8; 3];

pub const WHITE: Colour = [255, 255, 255];
pub const BLACK: Colour = [20, 20, 20];
pub const GREY: Colour = [200, 200, 200];
pub const RED: Colour = [220, 50, 50];
pub const BLUE: Colour = [50, 100, 220];
pub const GREEN: Colour = [40, 160, 70];
pub const YELLOW: Colour = [240, 200, 40];
pub const PURPLE: Colour = [140, 70, 180];

pub type Point = (f32, f32);

pub struct Canvas {
    width: u32,
    height: u32,
    pixels: Vec<Colour>,
}

impl Canvas {
    pub fn new(width: u32, height: u32) -> Self {
        Canvas {
            width,
            height,
            pixels: vec![WHITE; (width * height) as usize],
        }
    }

    /// Paints every pixel whose centre lies in `bounds` (x0, y0, x1, y1) and
    /// satisfies `inside`.
    fn paint(
        &mut self,
        bounds: (f32, f32, f32, f32),
        colour: Colour,
        inside: impl Fn(Point) -> bool,
    ) {
        let clamp = |value: f32, limit: u32| value.floor().clamp(0.0, limit as f32) as u32;
        let (x0, y0) = (clamp(bounds.0, self.width), clamp(bounds.1, self.height));
        let (x1, y1) = (
            clamp(bounds.2 + 1.0, self.width),
            clamp(bounds.3 + 1.0, self.height),
        );
        for y in y0..y1 {
            for x in x0..x1 {
                if inside((x as f32 + 0.5, y as f32 + 0.5)) {
                    self.pixels[(y * self.width + x) as usize] = colour;
                }
            }
        }
    }

    pub fn fill_rect(&mut self, (x0, y0): Point, (x1, y1): Point, colour: Colour) {
        self.paint((x0, y0, x1, y1), colour, |(x, y)| {
            x >= x0 && x < x1 && y >= y0 && y < y1
        });
    }

    /// Fills a simple polygon (even-odd rule).
    pub fn fill_polygon(&mut self, corners: &[Point], colour: Colour) {
        let bounds = corners
            .iter()
            .fold((f32::MAX, f32::MAX, f32::MIN, f32::MIN), |b, &(x, y)| {
                (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y))
            });
        self.paint(bounds, colour, |(x, y)| {
            let mut inside = false;
            for (i, &(ax, ay)) in corners.iter().enumerate() {
                let (bx, by) = corners[(i + 1) % corners.len()];
                if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
                    inside = !inside;
                }
            }
            inside
        });
    }

    /// A straight line `thickness` pixels wide with rounded ends.
    pub fn line(&mut self, from: Point, to: Point, thickness: f32, colour: Colour) {
        let half = thickness / 2.0;
        let bounds = (
            from.0.min(to.0) - half,
            from.1.min(to.1) - half,
            from.0.max(to.0) + half,
            from.1.max(to.1) + half,
        );
        self.paint(bounds, colour, |point| {
            distance_to_segment(point, from, to) <= half
        });
    }

    /// The outline of a polygon.
    pub fn outline(&mut self, corners: &[Point], thickness: f32, colour: Colour) {
        for (i, &corner) in corners.iter().enumerate() {
            self.line(corner, corners[(i + 1) % corners.len()], thickness, colour);
        }
    }

    pub fn fill_circle(&mut self, (cx, cy): Point, radius: f32, colour: Colour) {
        self.ring((cx, cy), radius, radius, colour);
    }

    /// A circle's outline `thickness` pixels wide, drawn inwards from `radius`.
    pub fn ring(&mut self, (cx, cy): Point, radius: f32, thickness: f32, colour: Colour) {
        let bounds = (cx - radius, cy - radius, cx + radius, cy + radius);
        self.paint(bounds, colour, |(x, y)| {
            let distance = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
            distance <= radius && distance >= radius - thickness
        });
    }

    /// Writes digits and minus signs centred on `centre`, each font cell
    /// `scale` pixels square.
    pub fn label(&mut self, text: &str, centre: Point, scale: f32, colour: Colour) {
        let advance = 4.0 * scale;
        let width = advance * text.chars().count() as f32 - scale;
        let left = centre.0 - width / 2.0;
        let top = centre.1 - 2.5 * scale;
        for (i, glyph) in text.chars().filter_map(glyph).enumerate() {
            for (row, bits) in glyph.iter().enumerate() {
                for column in 0..3 {
                    if bits & (0b100 >> column) != 0 {
                        let x = left + i as f32 * advance + column as f32 * scale;
                        let y = top + row as f32 * scale;
                        self.fill_rect((x, y), (x + scale, y + scale), colour);
                    }
                }
            }
        }
    }

    pub fn png(&self) -> Result<Vec<u8>, png::EncodingError> {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&self.pixels.concat())?;
        writer.finish()?;
        Ok(bytes)
    }
}

fn distance_to_segment((px, py): Point, (ax, ay): Point, (bx, by): Point) -> f32 {
    let (dx, dy) = (bx - ax, by - ay);
    let length_squared = dx * dx + dy * dy;
    let t = if length_squared == 0.0 {
        0.0
    } else {
        (((px - ax) * dx + (py - ay) * dy) / length_squared).clamp(0.0, 1.0)
    };
    ((px - ax - t * dx).powi(2) + (py - ay - t * dy).powi(2)).sqrt()
}

/// A 3×5 pixel font: each row's three bits, left to right.
fn glyph(character: char) -> Option<[u8; 5]> {
    Some(match character {
        '0' => [0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b111, 0b001, 0b111, 0b100, 0b111],
        '3' => [0b111, 0b001, 0b111, 0b001, 0b111],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b111, 0b001, 0b111],
        '6' => [0b111, 0b100, 0b111, 0b101, 0b111],
        '7' => [0b111, 0b001, 0b001, 0b010, 0b010],
        '8' => [0b111, 0b101, 0b111, 0b101, 0b111],
        '9' => [0b111, 0b101, 0b111, 0b001, 0b111],
        '-' => [0b000, 0b000, 0b111, 0b000, 0b000],
        _ => return None,
    })
}
