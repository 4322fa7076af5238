//! Stored files as the web sees them: the URL prefix they are served
//! under (`static_files`), and what kind of picture a file is, told by its
//! bytes. A leaf module, so that the routes that upload, sign and serve
//! pictures, and the family's export, can all use it without depending on
//! each other.

/// Stored paths of files served to browsers start with this.
pub const PUBLIC_PREFIX: &str = "/static-data/";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureFormat {
    pub content_type: &'static str,
    pub extension: &'static str,
}

/// Recognises an image by its first bytes; the declared type is not trusted.
pub fn picture_format(content: &[u8]) -> Option<PictureFormat> {
    let format = |content_type, extension| {
        Some(PictureFormat {
            content_type,
            extension,
        })
    };
    match content {
        [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => format("image/png", "png"),
        [0xFF, 0xD8, 0xFF, ..] => format("image/jpeg", "jpg"),
        [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => format("image/gif", "gif"),
        [
            b'R',
            b'I',
            b'F',
            b'F',
            _,
            _,
            _,
            _,
            b'W',
            b'E',
            b'B',
            b'P',
            ..,
        ] => format("image/webp", "webp"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_images_by_their_bytes() {
        let png = b"\x89PNG\r\n\x1a\nrest";
        assert_eq!(picture_format(png).unwrap().content_type, "image/png");
        assert_eq!(
            picture_format(b"\xff\xd8\xff\xe0").unwrap().extension,
            "jpg"
        );
        assert_eq!(picture_format(b"GIF89a...").unwrap().extension, "gif");
        assert_eq!(
            picture_format(b"RIFF\0\0\0\0WEBPVP8 ").unwrap().extension,
            "webp"
        );
        assert_eq!(picture_format(b"<svg xmlns="), None, "SVG can carry script");
        assert_eq!(picture_format(b""), None);
    }
}
