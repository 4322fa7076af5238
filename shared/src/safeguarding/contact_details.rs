//! Masks private contact details in messages between a tutor and a child:
//! phone numbers, e-mail addresses, web links and usernames offered on
//! other apps, written plainly or disguised ("oh seven seven…", "name at
//! example dot com", "my insta is …").
//!
//! Each detected stretch becomes [`CONTACT_DETAILS_REMOVED`] and every
//! other byte of the message is kept. Most messages are about maths, so
//! the detectors are written to leave numbers alone: sums, decimals,
//! times, dates, money, place value and counting are never masked
//! (`contact_examples.txt` holds the examples the rules are measured on).
//! Detection is a single pass per detector over the message's words, so it
//! is linear in the message's length.

mod email;
mod handles;
mod links;
mod phone;
mod tokens;

use std::ops::Range;

/// What replaces each masked stretch of text.
pub const CONTACT_DETAILS_REMOVED: &str = "[contact details removed]";

/// The text as stored and shown, and whether anything was masked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Masked {
    pub text: String,
    pub masked: bool,
}

pub fn mask_contact_details(text: &str) -> Masked {
    let spans = merged(contact_details(text));
    if spans.is_empty() {
        return Masked {
            text: text.to_owned(),
            masked: false,
        };
    }
    let mut masked = String::with_capacity(text.len());
    let mut kept_from = 0;
    for span in spans {
        masked.push_str(&text[kept_from..span.start]);
        masked.push_str(CONTACT_DETAILS_REMOVED);
        kept_from = span.end;
    }
    masked.push_str(&text[kept_from..]);
    Masked {
        text: masked,
        masked: true,
    }
}

/// The byte ranges every detector finds, in no particular order and
/// possibly overlapping: "youtube.com/@name" is both a link and a handle.
fn contact_details(text: &str) -> Vec<Range<usize>> {
    let words = tokens::tokens(text, tokens::JOINERS);
    let mut spans = phone::find(text);
    spans.extend(email::find(&words));
    spans.extend(links::find(text, &words));
    spans.extend(handles::find(&words));
    spans
}

/// Sorted, with overlapping and touching ranges joined, so that one
/// address found two ways is replaced once.
fn merged(mut spans: Vec<Range<usize>>) -> Vec<Range<usize>> {
    spans.sort_by_key(|span| span.start);
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(spans.len());
    for span in spans {
        match merged.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => merged.push(span),
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const EXAMPLES: &str = include_str!("contact_examples.txt");

    /// `(should_mask, text)` for every example line.
    fn examples() -> Vec<(bool, &'static str)> {
        EXAMPLES
            .lines()
            .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
            .map(|line| match line.split_once('\t') {
                Some(("mask", text)) => (true, text),
                Some(("keep", text)) => (false, text),
                _ => panic!("an example line is `mask<TAB>text` or `keep<TAB>text`: {line:?}"),
            })
            .collect()
    }

    fn percent(part: usize, whole: usize) -> f64 {
        if whole == 0 {
            100.0
        } else {
            100.0 * part as f64 / whole as f64
        }
    }

    #[test]
    #[allow(
        clippy::print_stdout,
        reason = "the measurement is read with --nocapture"
    )]
    fn contact_details_example_set_precision_and_recall() {
        let examples = examples();
        let (positives, negatives): (Vec<_>, Vec<_>) =
            examples.iter().partition(|(should_mask, _)| *should_mask);
        let missed: Vec<&str> = positives
            .iter()
            .filter(|(_, text)| !mask_contact_details(text).masked)
            .map(|(_, text)| *text)
            .collect();
        let wrongly_masked: Vec<String> = negatives
            .iter()
            .map(|(_, text)| mask_contact_details(text))
            .filter(|result| result.masked)
            .map(|result| result.text)
            .collect();
        let caught = positives.len() - missed.len();
        let flagged = caught + wrongly_masked.len();
        println!(
            "contact details: {} positive, {} negative; recall {:.1}% ({caught}/{}), \
             precision {:.1}% ({caught}/{flagged}), maths masked {}",
            positives.len(),
            negatives.len(),
            percent(caught, positives.len()),
            positives.len(),
            percent(caught, flagged),
            wrongly_masked.len(),
        );
        for text in &missed {
            println!("  missed: {text}");
        }
        for text in &wrongly_masked {
            println!("  wrongly masked: {text}");
        }
        assert!(
            positives.len() >= 60 && negatives.len() >= 60,
            "too few examples"
        );
        assert!(
            percent(caught, positives.len()) >= 95.0,
            "recall below 95%: {missed:#?}"
        );
        assert!(
            wrongly_masked.is_empty(),
            "negative examples masked: {wrongly_masked:#?}"
        );
    }

    #[track_caller]
    fn assert_masks(text: &str, expected: &str) {
        assert_eq!(
            mask_contact_details(text),
            Masked {
                text: expected.to_owned(),
                masked: true
            },
            "masking {text:?}"
        );
    }

    #[test]
    fn only_the_contact_details_are_replaced() {
        assert_masks(
            "call me on 07700 900123 ok?",
            "call me on [contact details removed] ok?",
        );
        assert_masks(
            "ring (0161) 496 0000, or +44 (0)20 7946 0958!",
            "ring [contact details removed], or [contact details removed]!",
        );
        assert_masks(
            "email priya.shah@example.com.",
            "email [contact details removed].",
        );
        assert_masks(
            "add me on snap: priya123 😀 x",
            "add me on [contact details removed] 😀 x",
        );
        assert_masks(
            "héllo ✨ my insta is priya.shah\nand bit.ly/abc",
            "héllo ✨ my [contact details removed]\nand [contact details removed]",
        );
    }

    #[test]
    fn one_detail_found_two_ways_is_replaced_once() {
        assert_masks("youtube.com/@name", "[contact details removed]");
        assert_masks(
            "priya dot shah at gmail dot com",
            "[contact details removed]",
        );
    }

    #[test]
    fn text_without_contact_details_comes_back_unchanged() {
        for text in [
            "",
            "  \t\n",
            "3 x 4 = 12 ✅",
            "Ça va? 12.5 + 3.25 = 15.75",
            "£19.99 at 16:30",
        ] {
            assert_eq!(
                mask_contact_details(text),
                Masked {
                    text: text.to_owned(),
                    masked: false
                }
            );
        }
    }

    /// Text built from the pieces the detectors look at, so that the
    /// property tests reach deep into them as well as covering any text.
    fn message_like() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            "[0-9oO]{1,6}",
            "[ .()+@#:,_/-]{1,3}",
            Just("oh ".to_owned()),
            Just("double ".to_owned()),
            Just(" at ".to_owned()),
            Just(" dot ".to_owned()),
            Just("[at]".to_owned()),
            Just("com".to_owned()),
            Just("my snap is ".to_owned()),
            Just("é😀’".to_owned()),
            "\\PC{0,4}",
        ];
        prop_oneof![
            prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat()),
            any::<String>()
        ]
    }

    proptest! {
        #[test]
        fn masking_any_text_never_panics_and_keeps_what_it_does_not_mask(text in message_like()) {
            let result = mask_contact_details(&text);
            prop_assert_eq!(result.masked, result.text != text);
            if let (Some(first), Some(last)) =
                (result.text.find(CONTACT_DETAILS_REMOVED), result.text.rfind(CONTACT_DETAILS_REMOVED))
            {
                // What comes before the first replacement and after the
                // last is the original's own beginning and end.
                prop_assert!(text.starts_with(&result.text[..first]));
                prop_assert!(text.ends_with(&result.text[last + CONTACT_DETAILS_REMOVED.len()..]));
            } else {
                prop_assert_eq!(result.text, text);
            }
        }
    }
}
