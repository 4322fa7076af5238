//! Images uploaded as base64 JSON (profile pictures, question images):
//! decoded with a size bound, accepted only when the bytes really are an
//! image of the declared type, and re-encoded so that only the pixels are
//! kept (docs/accounts.md, "Pictures").

use std::io::Cursor;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits};
use plytime_shared::api::profile::MAX_PICTURE_BYTES;
use plytime_shared::validation::{self, field_error};

use crate::error::{AppError, AppResult};
use crate::storage::stored_files::{PictureFormat, picture_format};

/// The largest picture accepted, in pixels each way: far beyond what any
/// avatar or question needs (the UI sends at most 800), small enough that
/// a decoded picture fits [`MAX_DECODED_BYTES`].
pub const MAX_SIDE: u32 = 4096;

/// Memory a decoder may take: one 4096 × 4096 picture of 8-bit RGBA. A
/// small file that claims to unpack into more (a decompression bomb) is
/// refused before the memory is taken.
const MAX_DECODED_BYTES: u64 = MAX_SIDE as u64 * MAX_SIDE as u64 * 4;

/// The largest re-encoded file stored: a lossy WebP of 1 MB can unpack
/// into a much larger PNG, and storage should not pay for that.
const MAX_STORED_BYTES: usize = 4 * MAX_PICTURE_BYTES;

/// Quality of re-encoded JPEGs: the UI already compressed the photo, so a
/// second, high-quality pass loses little that can be seen.
const JPEG_QUALITY: u8 = 90;

const NOT_AN_IMAGE: &str = "Only image files (PNG, JPEG, GIF or WebP) are accepted";

#[derive(Debug)]
pub struct DecodedImage {
    /// The re-encoded file: PNG or JPEG, as `format` says.
    pub content: Vec<u8>,
    pub format: PictureFormat,
    /// Its size in pixels.
    pub width: u32,
    pub height: u32,
}

/// Checks an upload and re-encodes it. JPEGs stay JPEGs, since photos
/// stored as PNG would grow several times over; PNGs, GIFs and WebPs
/// become PNGs, which keep transparency without loss and which every
/// browser shows. Only the first frame of an animation is kept.
pub async fn decode_image(content_base64: &str, content_type: &str) -> AppResult<DecodedImage> {
    let mut problems = Vec::new();
    if let Err(message) = validation::non_empty(content_base64) {
        problems.push(field_error("content_base64", message));
    }
    if let Err(message) = validation::non_empty(content_type) {
        problems.push(field_error("content_type", message));
    }
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    // Base64 is 4/3 the size of what it encodes: refuse before decoding.
    if content_base64.len() > MAX_PICTURE_BYTES / 3 * 4 + 4 {
        return Err(too_large());
    }
    let content = STANDARD
        .decode(content_base64.trim())
        .map_err(|_| AppError::bad_request(field_error("content_base64", "Is not valid base64")))?;
    if content.len() > MAX_PICTURE_BYTES {
        return Err(too_large());
    }
    let format = picture_format(&content)
        .filter(|format| format.content_type == content_type.trim().to_ascii_lowercase())
        .ok_or_else(not_an_image)?;
    reencode_off_workers(content, format, Redraw::AS_IS).await
}

/// How a picture is redrawn: which fields of the request its refusals
/// name (one that does not decode, one too large), and the size it is
/// shrunk to fit, if any.
#[derive(Debug, Clone, Copy)]
pub struct Redraw {
    pub kind_field: &'static str,
    pub size_field: &'static str,
    pub fit: Option<u32>,
}

impl Redraw {
    const AS_IS: Redraw = Redraw {
        kind_field: "content_type",
        size_field: "content_base64",
        fit: None,
    };
}

/// Re-encodes `content`, already known to be a picture of `format`.
pub async fn reencode_off_workers(
    content: Vec<u8>,
    format: PictureFormat,
    redraw: Redraw,
) -> AppResult<DecodedImage> {
    // Decoding and encoding take up to a second of a core for large
    // pictures: off the async workers, so other requests keep moving.
    tokio::task::spawn_blocking(move || reencode(&content, format, redraw))
        .await
        .map_err(|error| AppError::Internal(anyhow::anyhow!("re-encoding an image: {error}")))?
}

fn reencode(content: &[u8], format: PictureFormat, redraw: Redraw) -> AppResult<DecodedImage> {
    let input = match format.extension {
        "png" => ImageFormat::Png,
        "jpg" => ImageFormat::Jpeg,
        "gif" => ImageFormat::Gif,
        _ => ImageFormat::WebP,
    };
    let image = decode(content, input).map_err(|error| match error {
        ImageError::Limits(_) => AppError::bad_request(field_error(
            redraw.size_field,
            &format!("Images can be at most {MAX_SIDE} × {MAX_SIDE} pixels"),
        )),
        _ => AppError::bad_request(field_error(redraw.kind_field, NOT_AN_IMAGE)),
    })?;
    let image = match redraw.fit {
        Some(side) if image.width() > side || image.height() > side => {
            image.resize(side, side, FilterType::Triangle)
        }
        _ => image,
    };
    let (width, height) = (image.width(), image.height());
    let mut output = Cursor::new(Vec::new());
    let written = if input == ImageFormat::Jpeg {
        // JPEG has no alpha and the JPEG decoder yields grey or RGB; any
        // other layout is made RGB rather than refused.
        let image = match image {
            DynamicImage::ImageLuma8(_) | DynamicImage::ImageRgb8(_) => image,
            other => DynamicImage::ImageRgb8(other.to_rgb8()),
        };
        image.write_with_encoder(JpegEncoder::new_with_quality(&mut output, JPEG_QUALITY))
    } else {
        image.write_to(&mut output, ImageFormat::Png)
    };
    written
        .map_err(|error| AppError::Internal(anyhow::anyhow!("re-encoding an image: {error}")))?;
    let content = output.into_inner();
    if content.len() > MAX_STORED_BYTES {
        return Err(AppError::PayloadTooLarge(format!(
            "This image would take more than {} MB once stored: please send a smaller one or a JPEG",
            MAX_STORED_BYTES / 1024 / 1024
        )));
    }
    let format = picture_format(&content)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a re-encoded image is unrecognised")))?;
    Ok(DecodedImage {
        content,
        format,
        width,
        height,
    })
}

/// Decodes with bounded dimensions and memory, turned upright: the EXIF
/// orientation goes with the rest of the metadata, so it is applied to the
/// pixels first.
fn decode(content: &[u8], format: ImageFormat) -> Result<DynamicImage, ImageError> {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    let mut reader = ImageReader::with_format(Cursor::new(content), format);
    reader.limits(limits.clone());
    let mut decoder = reader.into_decoder()?;
    // `into_decoder` checks the dimensions; the whole picture's buffer is
    // reserved here, before it is allocated, as `ImageReader::decode` does.
    limits.reserve(decoder.total_bytes())?;
    let orientation = decoder.orientation()?;
    let mut image = DynamicImage::from_decoder(decoder)?;
    image.apply_orientation(orientation);
    Ok(image)
}

fn not_an_image() -> AppError {
    AppError::bad_request(field_error("content_type", NOT_AN_IMAGE))
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge(format!(
        "Images can be at most {} KB",
        MAX_PICTURE_BYTES / 1024
    ))
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage, Rgba, RgbaImage};

    use super::*;

    fn encoded(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
        let mut output = Cursor::new(Vec::new());
        image.write_to(&mut output, format).unwrap();
        output.into_inner()
    }

    fn gradient() -> DynamicImage {
        DynamicImage::ImageRgba8(RgbaImage::from_fn(40, 30, |x, y| {
            Rgba([x as u8 * 6, y as u8 * 8, 128, 200])
        }))
    }

    #[test]
    fn pngs_gifs_and_webps_become_pngs_with_the_same_pixels() {
        let original = gradient();
        for format in [ImageFormat::Png, ImageFormat::WebP] {
            let upload = encoded(&original, format);
            let stored =
                reencode(&upload, picture_format(&upload).unwrap(), Redraw::AS_IS).unwrap();
            assert_eq!(stored.format.extension, "png", "{format:?}");
            let back = image::load_from_memory(&stored.content).unwrap();
            assert_eq!(back.to_rgba8(), original.to_rgba8(), "{format:?}");
        }
        let gif = encoded(&original, ImageFormat::Gif);
        let stored = reencode(&gif, picture_format(&gif).unwrap(), Redraw::AS_IS).unwrap();
        assert_eq!(stored.format.extension, "png");
        assert_eq!(
            image::load_from_memory(&stored.content)
                .unwrap()
                .to_rgba8()
                .dimensions(),
            (40, 30)
        );
    }

    #[test]
    fn jpegs_stay_jpegs() {
        let photo = DynamicImage::ImageRgb8(RgbImage::from_pixel(16, 8, Rgb([200, 30, 60])));
        let upload = encoded(&photo, ImageFormat::Jpeg);
        let stored = reencode(&upload, picture_format(&upload).unwrap(), Redraw::AS_IS).unwrap();
        assert_eq!(stored.format.content_type, "image/jpeg");
        let back = image::load_from_memory(&stored.content).unwrap();
        assert_eq!(back.to_rgb8().dimensions(), (16, 8));
    }

    /// CRC-32 as PNG chunks use it, so that an altered header still reads.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn a_picture_claiming_to_be_huge_is_refused_before_it_is_decoded() {
        // A PNG header claiming 100000 × 100000 pixels: 40 GB once decoded.
        let mut png = encoded(&gradient(), ImageFormat::Png);
        png[16..20].copy_from_slice(&100_000u32.to_be_bytes());
        png[20..24].copy_from_slice(&100_000u32.to_be_bytes());
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        let error = decode(&png, ImageFormat::Png).unwrap_err();
        assert!(matches!(error, ImageError::Limits(_)), "{error}");
        let error = reencode(&png, picture_format(&png).unwrap(), Redraw::AS_IS).unwrap_err();
        assert!(matches!(error, AppError::BadRequest(_)), "{error:?}");

        let big = DynamicImage::ImageLuma8(image::GrayImage::new(MAX_SIDE + 1, 1));
        let error = decode(&encoded(&big, ImageFormat::Png), ImageFormat::Png).unwrap_err();
        assert!(matches!(error, ImageError::Limits(_)), "{error}");
    }

    /// EXIF (big-endian TIFF) with an image description and an orientation.
    fn exif(description: &str, orientation: u16) -> Vec<u8> {
        let mut exif = b"MM\x00\x2A\x00\x00\x00\x08".to_vec();
        exif.extend_from_slice(&2u16.to_be_bytes());
        let text_at = 8 + 2 + 2 * 12 + 4;
        exif.extend_from_slice(&0x010Eu16.to_be_bytes());
        exif.extend_from_slice(&2u16.to_be_bytes());
        exif.extend_from_slice(&(description.len() as u32 + 1).to_be_bytes());
        exif.extend_from_slice(&(text_at as u32).to_be_bytes());
        exif.extend_from_slice(&0x0112u16.to_be_bytes());
        exif.extend_from_slice(&3u16.to_be_bytes());
        exif.extend_from_slice(&1u32.to_be_bytes());
        exif.extend_from_slice(&orientation.to_be_bytes());
        exif.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
        exif.extend_from_slice(description.as_bytes());
        exif.push(0);
        exif
    }

    #[test]
    fn a_photos_exif_is_dropped_and_its_orientation_applied() {
        use image::ImageEncoder;

        let photo = RgbImage::from_pixel(4, 2, Rgb([10, 200, 10]));
        let mut upload = Vec::new();
        let mut encoder = JpegEncoder::new(&mut upload);
        encoder
            .set_exif_metadata(exif("GPS 51.5N 0.1W", 6))
            .unwrap();
        encoder
            .write_image(&photo, 4, 2, image::ExtendedColorType::Rgb8)
            .unwrap();
        let marker = b"GPS 51.5N".as_slice();
        assert!(upload.windows(marker.len()).any(|window| window == marker));

        let stored = reencode(&upload, picture_format(&upload).unwrap(), Redraw::AS_IS).unwrap();
        assert!(
            !stored
                .content
                .windows(marker.len())
                .any(|window| window == marker)
        );
        assert!(!stored.content.windows(4).any(|window| window == b"Exif"));
        let back = image::load_from_memory(&stored.content).unwrap();
        assert_eq!(back.to_rgb8().dimensions(), (2, 4), "turned upright");
    }

    #[test]
    fn a_picture_larger_than_its_fit_is_shrunk_keeping_its_shape() {
        let wide = DynamicImage::ImageRgb8(RgbImage::from_pixel(3200, 100, Rgb([0, 0, 255])));
        let upload = encoded(&wide, ImageFormat::Png);
        let fit = Redraw {
            kind_field: "file",
            size_field: "file",
            fit: Some(1600),
        };
        let stored = reencode(&upload, picture_format(&upload).unwrap(), fit).unwrap();
        let back = image::load_from_memory(&stored.content).unwrap();
        assert_eq!(back.to_rgb8().dimensions(), (1600, 50));
        let small = encoded(&gradient(), ImageFormat::Png);
        let stored = reencode(&small, picture_format(&small).unwrap(), fit).unwrap();
        let back = image::load_from_memory(&stored.content).unwrap();
        assert_eq!(back.to_rgb8().dimensions(), (40, 30), "a smaller one stays");
    }
}
