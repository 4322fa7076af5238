//! The `Range` header of a playback (RFC 9110, section 14): a browser's
//! video element asks for `bytes=a-` and then jumps about with more.

use std::ops::Range;

/// What a request asks for of a file of a given length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// No range, or one this server ignores (another unit, several
    /// ranges, bad syntax), as the RFC allows: the whole file, 200.
    Whole,
    /// Bytes `start..end` (end exclusive), answered with 206.
    Part(Range<u64>),
    /// A range wholly past the end: 416.
    Unsatisfiable,
}

/// Reads a `Range` header against a file of `len` bytes.
pub fn asked(header: Option<&str>, len: u64) -> Asked {
    let Some(spec) = header.and_then(|text| text.trim().strip_prefix("bytes=")) else {
        return Asked::Whole;
    };
    if spec.contains(',') {
        return Asked::Whole;
    }
    let Some((first, last)) = spec.trim().split_once('-') else {
        return Asked::Whole;
    };
    let number = |text: &str| text.trim().parse::<u64>().ok();
    match (first.trim().is_empty(), number(first), number(last)) {
        // `bytes=-n`: the last n bytes.
        (true, _, Some(suffix)) => {
            if suffix == 0 || len == 0 {
                Asked::Unsatisfiable
            } else {
                Asked::Part(len.saturating_sub(suffix)..len)
            }
        }
        (false, Some(start), None) if last.trim().is_empty() => from(start, len, len),
        (false, Some(start), Some(end)) if start <= end => from(start, end.saturating_add(1), len),
        _ => Asked::Whole,
    }
}

fn from(start: u64, end: u64, len: u64) -> Asked {
    if start >= len {
        Asked::Unsatisfiable
    } else {
        Asked::Part(start..end.min(len))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_form_of_range_is_read_against_the_length() {
        let at = |header: &str| asked(Some(header), 1000);
        assert_eq!(asked(None, 1000), Asked::Whole);
        assert_eq!(at("bytes=0-99"), Asked::Part(0..100));
        assert_eq!(at("bytes=990-2000"), Asked::Part(990..1000));
        assert_eq!(at("bytes=500-"), Asked::Part(500..1000));
        assert_eq!(at("bytes=-100"), Asked::Part(900..1000));
        assert_eq!(at("bytes=-5000"), Asked::Part(0..1000));
        assert_eq!(at("bytes=999-999"), Asked::Part(999..1000));
        assert_eq!(at("bytes=1000-"), Asked::Unsatisfiable);
        assert_eq!(at("bytes=1000-1010"), Asked::Unsatisfiable);
        assert_eq!(at("bytes=-0"), Asked::Unsatisfiable);
        assert_eq!(asked(Some("bytes=0-"), 0), Asked::Unsatisfiable);
        for ignored in [
            "items=0-1",
            "bytes=5-1",
            "bytes=a-b",
            "bytes=0-1,5-6",
            "bytes=-",
        ] {
            assert_eq!(at(ignored), Asked::Whole, "{ignored}");
        }
    }
}
