//! The readable spreadsheet-cell syntax for question lines and answers, used
//! by the import files (see docs/import-formats.md).
//!
//! Lines: each text line of the cell is one question line. Text outside
//! brackets is shown as it is; a bracket is an element:
//! `[Fraction:f]`, `[Whole Number:n]`, `[GBP:cost]`, `[MC:colour:red]`,
//! `[Image:3f2a…]`. `\[`, `\]` and `\\` stand for the characters themselves.
//!
//! Answers: each text line is one alternative; parts are separated by `;`,
//! accepted values of a part by `|`: `f = 3/2 | 6/4; m = 3.50`. `\;`, `\|`
//! and `\\` stand for the characters themselves.

use super::answer::{Alternative, AnswerPart};
use super::element::{Element, InputKind, Line};

/// Splits `text` on unescaped `separator`, undoing the escapes in each piece.
fn split_escaped(text: &str, separator: char) -> Vec<String> {
    let mut pieces = vec![String::new()];
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    if next != separator && next != '\\' {
                        pieces.last_mut().unwrap().push('\\');
                    }
                    pieces.last_mut().unwrap().push(next);
                }
            }
            c if c == separator => pieces.push(String::new()),
            c => pieces.last_mut().unwrap().push(c),
        }
    }
    pieces
}

fn escape(text: &str, specials: &[char]) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\\' || specials.contains(&c) {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

fn cell_lines(cell: &str) -> impl Iterator<Item = (usize, &str)> {
    cell.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
}

/// Reads a lines cell. Errors name the line (from 1) and what is wrong.
pub fn parse_lines(cell: &str) -> Result<Vec<Line>, String> {
    let mut lines = Vec::new();
    for (number, text) in cell_lines(cell) {
        let mut line = Vec::new();
        let mut plain = String::new();
        let mut chars = text.chars();
        let flush = |plain: &mut String, line: &mut Line| {
            let trimmed = plain.trim();
            if !trimmed.is_empty() {
                line.push(Element::Text {
                    text: trimmed.to_string(),
                });
            }
            plain.clear();
        };
        while let Some(c) = chars.next() {
            match c {
                '\\' => plain.push(chars.next().unwrap_or('\\')),
                '[' => {
                    flush(&mut plain, &mut line);
                    let mut inner = String::new();
                    let mut closed = false;
                    for c in chars.by_ref() {
                        if c == ']' {
                            closed = true;
                            break;
                        }
                        inner.push(c);
                    }
                    if !closed {
                        return Err(format!("line {}: a '[' is not closed", number + 1));
                    }
                    line.push(
                        bracket_element(&inner)
                            .map_err(|problem| format!("line {}: {problem}", number + 1))?,
                    );
                }
                ']' => return Err(format!("line {}: a ']' has no '['", number + 1)),
                c => plain.push(c),
            }
        }
        flush(&mut plain, &mut line);
        lines.push(line);
    }
    Ok(lines)
}

fn bracket_element(inner: &str) -> Result<Element, String> {
    let mut parts = inner.splitn(3, ':').map(str::trim);
    let kind = parts.next().unwrap_or_default();
    let first = parts.next().unwrap_or_default().to_string();
    let rest = parts.next();
    if first.is_empty() {
        return Err(format!("'[{inner}]' needs a ref, as in [{kind}:a]"));
    }
    match (kind, rest) {
        ("Image", None) => Ok(Element::Image { image_id: first }),
        ("MC", Some(value)) if !value.is_empty() => Ok(Element::Mc {
            reference: first,
            value: value.to_string(),
        }),
        ("MC", _) => Err(format!("'[{inner}]' needs a value, as in [MC:{first}:red]")),
        (kind, None) => InputKind::named(kind)
            .and_then(|kind| kind.element(first))
            .ok_or_else(|| {
                let names: Vec<&str> = InputKind::ALL.iter().map(|kind| kind.name()).collect();
                format!(
                    "'{kind}' is not an element type (use Image or one of {})",
                    names.join(", ")
                )
            }),
        (_, Some(_)) => Err(format!("'[{inner}]' has too many ':' parts")),
    }
}

/// Writes lines in cell syntax; `parse_lines` reads it back unchanged.
pub fn format_lines(lines: &[Line]) -> String {
    let element = |element: &Element| match element {
        Element::Text { text } => escape(text, &['[', ']']),
        Element::Image { image_id } => format!("[Image:{image_id}]"),
        Element::Mc { reference, value } => format!("[MC:{reference}:{value}]"),
        other => {
            let (reference, kind) = other.input().expect("every other element is an input");
            format!("[{}:{reference}]", kind.name())
        }
    };
    lines
        .iter()
        .map(|line| line.iter().map(element).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads an answers cell.
pub fn parse_answers(cell: &str) -> Result<Vec<Alternative>, String> {
    let mut alternatives = Vec::new();
    for (number, text) in cell_lines(cell) {
        let mut alternative = Vec::new();
        for part in split_escaped(text, ';')
            .iter()
            .filter(|part| !part.trim().is_empty())
        {
            let Some((reference, values)) = part.split_once('=') else {
                return Err(format!(
                    "line {}: '{}' should read ref = value (values separated by |)",
                    number + 1,
                    part.trim()
                ));
            };
            let values: Vec<String> = split_escaped(values, '|')
                .into_iter()
                .map(|value| value.trim().to_string())
                .filter(|value| !value.is_empty())
                .collect();
            alternative.push(AnswerPart {
                reference: reference.trim().to_string(),
                values,
            });
        }
        alternatives.push(alternative);
    }
    Ok(alternatives)
}

/// Writes answers in cell syntax; `parse_answers` reads it back unchanged.
pub fn format_answers(answers: &[Alternative]) -> String {
    answers
        .iter()
        .map(|alternative| {
            alternative
                .iter()
                .map(|part| {
                    let values: Vec<String> = part
                        .values
                        .iter()
                        .map(|value| escape(value, &[';', '|']))
                        .collect();
                    format!("{} = {}", part.reference, values.join(" | "))
                })
                .collect::<Vec<_>>()
                .join("; ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An element type missing from the document's table could be imported
    /// but no one writing a file would know of it.
    #[test]
    fn the_import_format_document_names_every_element_type() {
        let document = include_str!("../../../docs/import-formats.md");
        let table = document
            .split("| element | syntax |")
            .nth(1)
            .and_then(|rest| rest.split("\n\n").next())
            .expect("docs/import-formats.md has its element table");
        for kind in InputKind::ALL {
            assert!(
                table.contains(kind.name()),
                "{} is not in the table",
                kind.name()
            );
        }
    }

    #[test]
    fn reads_every_element_type() {
        let cell = "Half of 3 is [Fraction:f] or [1dp:d]\n\
            [Image:abc] Pick one: [MC:c:red] [MC:c:blue]\n\
            [Text input:a] [Textcs:b] [Coordinate:p] [RatioXY:r] [RatioXYZ:s]\n\
            [MixedFraction:m] [Time:t] [GBP:g] [Whole Number:w] [2dp:x] [3dp:y] [4dp:z]";
        let lines = parse_lines(cell).unwrap();
        assert_eq!(lines.len(), 4);
        assert_eq!(
            lines[0][0],
            Element::Text {
                text: "Half of 3 is".into()
            }
        );
        assert_eq!(
            lines[0][1],
            Element::Fraction {
                reference: "f".into()
            }
        );
        assert_eq!(
            lines[1][0],
            Element::Image {
                image_id: "abc".into()
            }
        );
        assert_eq!(
            lines[1][2],
            Element::Mc {
                reference: "c".into(),
                value: "red".into()
            }
        );
        assert_eq!(lines[2].len(), 5);
        assert_eq!(
            lines[3][3],
            Element::WholeNumber {
                reference: "w".into()
            }
        );
        assert_eq!(parse_lines(&format_lines(&lines)).unwrap(), lines);
    }

    #[test]
    fn escapes_round_trip() {
        let lines = vec![vec![Element::Text {
            text: r"a [b] c\d".into(),
        }]];
        assert_eq!(format_lines(&lines), r"a \[b\] c\\d");
        assert_eq!(parse_lines(&format_lines(&lines)).unwrap(), lines);
        let answers = parse_answers(r"a = x\;y | p\|q; b = 1").unwrap();
        assert_eq!(answers[0][0].values, ["x;y", "p|q"]);
        assert_eq!(parse_answers(&format_answers(&answers)).unwrap(), answers);
    }

    #[test]
    fn reads_alternatives_and_parts() {
        let answers = parse_answers("f = 3/2 | 6/4; d = 1.5\nf = 1 1/2; d=1.50").unwrap();
        assert_eq!(answers.len(), 2);
        assert_eq!(
            answers[0][0],
            AnswerPart {
                reference: "f".into(),
                values: vec!["3/2".into(), "6/4".into()]
            }
        );
        assert_eq!(answers[1][1].values, ["1.50"]);
    }

    #[test]
    fn errors_say_where_and_what() {
        let cases = [
            ("ok\n[Fraction:f", "line 2: a '[' is not closed"),
            ("x ] y", "line 1: a ']' has no '['"),
            (
                "[Fraction]",
                "line 1: '[Fraction]' needs a ref, as in [Fraction:a]",
            ),
            ("[MC:c]", "line 1: '[MC:c]' needs a value, as in [MC:c:red]"),
            ("[Decimal:d]", "line 1: 'Decimal' is not an element type"),
            (
                "[Fraction:f:x]",
                "line 1: '[Fraction:f:x]' has too many ':' parts",
            ),
        ];
        for (cell, expected) in cases {
            let error = parse_lines(cell).unwrap_err();
            assert!(error.starts_with(expected), "{cell:?}: {error}");
        }
        assert_eq!(
            parse_answers("f 3/2").unwrap_err(),
            "line 1: 'f 3/2' should read ref = value (values separated by |)"
        );
    }
}
