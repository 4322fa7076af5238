//! Downloadable templates: the headings of each import file with example
//! rows a person can copy.

use rust_xlsxwriter::{Format, Workbook};

use super::Kind;
use super::questions::QUESTION_COLUMNS;

const SUBJECT_HEADINGS: [&str; 7] = [
    "subject",
    "theme",
    "topic",
    "endcode",
    "description",
    "priority",
    "help_videos",
];
const SUBJECT_EXAMPLES: [[&str; 7]; 2] = [
    [
        "Maths",
        "Fractions",
        "Year 3: Fractions of amounts",
        "Y3-FRAC-HALF",
        "Find half of a number or an amount",
        "1",
        "",
    ],
    [
        "Maths",
        "Fractions",
        "Year 3: Fractions of amounts",
        "Y3-FRAC-QUARTER",
        "Find a quarter of a number or an amount",
        "2",
        "",
    ],
];

const QUESTION_EXAMPLES: [[&str; 8]; 2] = [
    [
        "Y3-FRAC-HALF-001",
        "Y3-FRAC-HALF",
        "draft",
        "86",
        "20",
        "45",
        "What is half of 14?\n[Whole Number:n]",
        "n = 7",
    ],
    [
        "Y3-FRAC-HALF-002",
        "Y3-FRAC-HALF",
        "draft",
        "90",
        "30",
        "60",
        "Half of £7 is [GBP:cost]\nAs a fraction, half of 3 is [Fraction:f]",
        "cost = 3.50; f = 3/2 | 6/4",
    ],
];

/// The template workbook for `kind`.
pub fn template(kind: Kind) -> anyhow::Result<Vec<u8>> {
    let (headings, examples): (&[&str], Vec<&[&str]>) = match kind {
        Kind::Subjects => (
            &SUBJECT_HEADINGS,
            SUBJECT_EXAMPLES.iter().map(|r| &r[..]).collect(),
        ),
        Kind::Questions => (
            &QUESTION_COLUMNS,
            QUESTION_EXAMPLES.iter().map(|r| &r[..]).collect(),
        ),
    };
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name(kind.name())?;
    let bold = Format::new().set_bold();
    let wrapped = Format::new().set_text_wrap();
    for (column, heading) in headings.iter().enumerate() {
        sheet.write_string_with_format(0, column as u16, *heading, &bold)?;
        sheet.set_column_width(column as u16, 24)?;
    }
    for (row, example) in examples.iter().enumerate() {
        for (column, value) in example.iter().enumerate() {
            let (row, column) = (row as u32 + 1, column as u16);
            match value.parse::<f64>() {
                Ok(number) => sheet.write_number(row, column, number)?,
                Err(_) => sheet.write_string_with_format(row, column, *value, &wrapped)?,
            };
        }
    }
    Ok(workbook.save_to_buffer()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::report::Report;
    use crate::import::{questions, subjects, workbook};

    #[test]
    fn templates_read_back_without_problems() {
        let subjects_sheet =
            workbook::read_first_sheet(&template(Kind::Subjects).unwrap()).unwrap();
        let mut report = Report::default();
        let rows = subjects::read_rows(&subjects_sheet, &mut report).unwrap();
        assert_eq!((rows.len(), report.errors()), (2, Vec::<&str>::new()));

        let questions_sheet =
            workbook::read_first_sheet(&template(Kind::Questions).unwrap()).unwrap();
        let rows = questions::read_rows(&questions_sheet, &mut report).unwrap();
        assert_eq!(rows.len(), 2, "{:?}", report.errors());
        assert_eq!(rows[1].answers[0][1].values, ["3/2", "6/4"]);
    }
}
