//! Reads the first worksheet of an `.xlsx` workbook into rows of text, with
//! every size bounded before anything is decompressed for real: a file
//! cannot make the server allocate more than these limits, whatever it
//! claims about itself.

use std::collections::BTreeMap;
use std::io::{Cursor, Read};

use calamine::{DataRef, Reader, Xlsx};

/// Largest workbook file accepted.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// Largest single part (sheet XML, shared strings) once decompressed.
const MAX_PART_BYTES: u64 = 64 * 1024 * 1024;
/// Largest sum of all parts once decompressed.
const MAX_TOTAL_BYTES: u64 = 160 * 1024 * 1024;
const MAX_PARTS: usize = 1000;
/// Most data rows read from a sheet.
pub const MAX_ROWS: u32 = 20_000;
/// Columns beyond this are ignored.
const MAX_COLUMNS: u32 = 64;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WorkbookError {
    #[error("The file is larger than {} MB", MAX_FILE_BYTES / 1024 / 1024)]
    FileTooLarge,
    #[error("The file is not an .xlsx spreadsheet ({0})")]
    NotASpreadsheet(String),
    #[error("The spreadsheet is too large once unpacked")]
    UnpackedTooLarge,
    #[error("The first sheet has more than {MAX_ROWS} rows")]
    TooManyRows,
    #[error("The spreadsheet has no sheets")]
    NoSheet,
    #[error("The first sheet has no heading row")]
    NoHeadings,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// As the spreadsheet numbers it, from 1.
    pub number: u32,
    /// Cell text by column, from column A; missing cells are empty.
    pub cells: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    pub name: String,
    /// Row 1, lower-cased and trimmed.
    pub headings: Vec<String>,
    /// Every later row with at least one non-empty cell.
    pub rows: Vec<Row>,
}

impl Sheet {
    /// The column index of a heading.
    pub fn column(&self, heading: &str) -> Option<usize> {
        self.headings
            .iter()
            .position(|candidate| candidate == heading)
    }
}

/// Bounds on what a container may unpack to.
struct Limits {
    part: u64,
    total: u64,
}

const LIMITS: Limits = Limits {
    part: MAX_PART_BYTES,
    total: MAX_TOTAL_BYTES,
};

/// Checks the zip container part by part, decompressing into a counter, so
/// that neither a lying size field nor a zip bomb gets further.
fn check_container(bytes: &[u8], limits: &Limits) -> Result<(), WorkbookError> {
    let not_xlsx = |reason: &str| WorkbookError::NotASpreadsheet(reason.to_string());
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| not_xlsx("not a zip container"))?;
    if archive.len() > MAX_PARTS {
        return Err(WorkbookError::UnpackedTooLarge);
    }
    if archive.index_for_name("xl/workbook.xml").is_none() {
        return Err(not_xlsx("no workbook inside"));
    }
    let mut total = 0u64;
    for index in 0..archive.len() {
        let part = archive
            .by_index(index)
            .map_err(|_| not_xlsx("a damaged part"))?;
        let unpacked = std::io::copy(&mut part.take(limits.part + 1), &mut std::io::sink())
            .map_err(|_| not_xlsx("a damaged part"))?;
        total += unpacked;
        if unpacked > limits.part || total > limits.total {
            return Err(WorkbookError::UnpackedTooLarge);
        }
    }
    Ok(())
}

/// The text of a cell as a person reads it: whole numbers without `.0`.
fn cell_text(value: &DataRef<'_>) -> String {
    match value {
        DataRef::Empty => String::new(),
        DataRef::String(text) | DataRef::DateTimeIso(text) | DataRef::DurationIso(text) => {
            text.trim().to_string()
        }
        DataRef::SharedString(text) => text.trim().to_string(),
        DataRef::Int(number) => number.to_string(),
        DataRef::Float(number) => number_text(*number),
        DataRef::Bool(value) => if *value { "TRUE" } else { "FALSE" }.into(),
        DataRef::DateTime(date) => number_text(date.as_f64()),
        DataRef::Error(error) => format!("#{error:?}"),
    }
}

fn number_text(number: f64) -> String {
    if number.fract() == 0.0 && number.abs() < 1e15 {
        format!("{}", number as i64)
    } else {
        format!("{number}")
    }
}

/// Reads the first worksheet. CPU-bound: call it off the async runtime.
pub fn read_first_sheet(bytes: &[u8]) -> Result<Sheet, WorkbookError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(WorkbookError::FileTooLarge);
    }
    check_container(bytes, &LIMITS)?;
    let mut workbook = Xlsx::new(Cursor::new(bytes))
        .map_err(|error| WorkbookError::NotASpreadsheet(error.to_string()))?;
    let name = workbook
        .sheet_names()
        .first()
        .cloned()
        .ok_or(WorkbookError::NoSheet)?;
    let mut reader = workbook
        .worksheet_cells_reader(&name)
        .map_err(|error| WorkbookError::NotASpreadsheet(error.to_string()))?;
    let mut rows: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    while let Some(cell) = reader
        .next_cell()
        .map_err(|error| WorkbookError::NotASpreadsheet(error.to_string()))?
    {
        let (row, column) = cell.get_position();
        if column >= MAX_COLUMNS {
            continue;
        }
        let text = cell_text(cell.get_value());
        if text.is_empty() {
            continue;
        }
        if !rows.contains_key(&row) && rows.len() as u32 > MAX_ROWS {
            return Err(WorkbookError::TooManyRows);
        }
        let cells = rows.entry(row).or_default();
        if cells.len() <= column as usize {
            cells.resize(column as usize + 1, String::new());
        }
        cells[column as usize] = text;
    }
    let mut rows = rows.into_iter();
    let (_, headings) = rows.next().ok_or(WorkbookError::NoHeadings)?;
    let headings = headings
        .iter()
        .map(|heading| heading.trim().to_lowercase())
        .collect();
    let rows = rows
        .map(|(row, cells)| Row {
            number: row + 1,
            cells,
        })
        .collect();
    Ok(Sheet {
        name,
        headings,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use rust_xlsxwriter::{Formula, Workbook};

    use super::*;

    fn sheet_of(rows: &[&[&str]]) -> Vec<u8> {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                sheet.write_string(r as u32, c as u16, *cell).unwrap();
            }
        }
        workbook.save_to_buffer().unwrap()
    }

    /// Rebuilds a workbook with one part replaced.
    fn with_part(original: &[u8], name: &str, content: &[u8]) -> Vec<u8> {
        let mut archive = zip::ZipArchive::new(Cursor::new(original)).unwrap();
        let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default();
        for index in 0..archive.len() {
            let mut part = archive.by_index(index).unwrap();
            let part_name = part.name().unwrap().to_string();
            out.start_file(&part_name, options).unwrap();
            if part_name == name {
                out.write_all(content).unwrap();
            } else {
                std::io::copy(&mut part, &mut out).unwrap();
            }
        }
        out.finish().unwrap().into_inner()
    }

    #[test]
    fn reads_headings_and_rows_skipping_empty_ones() {
        let bytes = sheet_of(&[&[" Ref ", "Score"], &["Q-1", "85"], &[], &["Q-2", ""]]);
        let sheet = read_first_sheet(&bytes).unwrap();
        assert_eq!(sheet.headings, ["ref", "score"]);
        assert_eq!(sheet.rows.len(), 2);
        assert_eq!(
            sheet.rows[1],
            Row {
                number: 4,
                cells: vec!["Q-2".into()]
            }
        );
    }

    #[test]
    fn formula_cells_give_their_computed_value_and_numbers_read_naturally() {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        sheet.write_string(0, 0, "score").unwrap();
        sheet
            .write_formula(1, 0, Formula::new("=40+45").set_result("85"))
            .unwrap();
        sheet.write_number(2, 0, 87.5).unwrap();
        let sheet = read_first_sheet(&workbook.save_to_buffer().unwrap()).unwrap();
        assert_eq!(sheet.rows[0].cells, ["85"]);
        assert_eq!(sheet.rows[1].cells, ["87.5"]);
    }

    #[test]
    fn garbage_and_damage_are_refused_without_panic() {
        let good = sheet_of(&[&["a"], &["b"]]);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for length in [0usize, 1, 4, 100, 5000] {
            let noise: Vec<u8> = (0..length)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed as u8
                })
                .collect();
            assert!(read_first_sheet(&noise).is_err());
        }
        for cut in [10, good.len() / 3, good.len() / 2, good.len() - 10] {
            assert!(
                read_first_sheet(&good[..cut]).is_err(),
                "truncated at {cut}"
            );
        }
        let broken_xml = with_part(
            &good,
            "xl/worksheets/sheet1.xml",
            b"<worksheet><sheetData><row>",
        );
        assert!(matches!(
            read_first_sheet(&broken_xml),
            Err(WorkbookError::NotASpreadsheet(_))
        ));
        assert_eq!(
            read_first_sheet(&sheet_of(&[])),
            Err(WorkbookError::NoHeadings)
        );
        assert_eq!(
            read_first_sheet(&vec![0; MAX_FILE_BYTES + 1]),
            Err(WorkbookError::FileTooLarge)
        );
    }

    #[test]
    fn a_sheet_claiming_huge_dimensions_costs_only_its_real_cells() {
        let good = sheet_of(&[&["a"]]);
        let claim = br#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>ref</t></is></c></row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far</t></is></c><c r="B1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>"#;
        let sheet = read_first_sheet(&with_part(&good, "xl/worksheets/sheet1.xml", claim)).unwrap();
        assert_eq!(sheet.rows.len(), 1);
        assert_eq!(sheet.rows[0].number, 1_048_576);
        assert_eq!(
            sheet.rows[0].cells,
            ["", "x"],
            "columns beyond the limit are ignored"
        );
    }

    #[test]
    fn too_many_rows_are_refused() {
        let mut xml = String::from(
            r#"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#,
        );
        for row in 1..=MAX_ROWS + 2 {
            xml.push_str(&format!(
                r#"<row r="{row}"><c r="A{row}"><v>{row}</v></c></row>"#
            ));
        }
        xml.push_str("</sheetData></worksheet>");
        let bytes = with_part(
            &sheet_of(&[&["a"]]),
            "xl/worksheets/sheet1.xml",
            xml.as_bytes(),
        );
        assert_eq!(read_first_sheet(&bytes), Err(WorkbookError::TooManyRows));
    }

    #[test]
    fn a_zip_bomb_is_stopped_while_counting() {
        let good = sheet_of(&[&["a"]]);
        let bomb = with_part(&good, "xl/sharedStrings.xml", &vec![b' '; 3 * 1024 * 1024]);
        assert!(bomb.len() < 64 * 1024, "the bomb is small on disk");
        let tight = Limits {
            part: 1024 * 1024,
            total: 8 * 1024 * 1024,
        };
        assert_eq!(
            check_container(&bomb, &tight),
            Err(WorkbookError::UnpackedTooLarge)
        );
        assert_eq!(check_container(&good, &tight), Ok(()));
    }
}
