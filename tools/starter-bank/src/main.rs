//! `plytime-starter-bank OUTPUT_FOLDER` writes `starter.subjects.xlsx`,
//! `starter.questions.xlsx` and `images/*.png` into the folder (normally
//! `server/content`), or lists every problem and fails without writing.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use plytime_starter_bank::summary::Summary;
use plytime_starter_bank::{bank, images, xlsx};

fn main() -> ExitCode {
    let Some(folder) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: plytime-starter-bank OUTPUT_FOLDER   (e.g. server/content)");
        return ExitCode::FAILURE;
    };
    let bank = match bank::build() {
        Ok(bank) => bank,
        Err(problems) => {
            eprintln!(
                "The bank has {} problems; nothing was written:",
                problems.len()
            );
            for problem in problems {
                eprintln!("  {problem}");
            }
            return ExitCode::FAILURE;
        }
    };
    match write_bank(&bank, &folder) {
        Ok(report) => {
            // The summary is this tool's output, not a log line.
            let _ = write!(std::io::stdout().lock(), "{report}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!(
                "Could not write the bank into {}: {error}",
                folder.display()
            );
            ExitCode::FAILURE
        }
    }
}

fn write_bank(
    bank: &bank::Bank,
    folder: &std::path::Path,
) -> Result<String, Box<dyn std::error::Error>> {
    std::fs::create_dir_all(folder)?;
    let pictures = images::write_all(&folder.join("images"))?;
    let subjects = folder.join("starter.subjects.xlsx");
    let questions = folder.join("starter.questions.xlsx");
    xlsx::write_subjects(bank, &subjects)?;
    xlsx::write_questions(bank, &questions)?;
    let largest = pictures.iter().map(|(_, size)| *size).max().unwrap_or(0);
    let mut report = Summary::of(bank).to_string();
    report.push_str(&format!(
        "Wrote {} ({} bytes), {} ({} bytes) and {} pictures (largest {largest} bytes)\n",
        subjects.display(),
        std::fs::metadata(&subjects)?.len(),
        questions.display(),
        std::fs::metadata(&questions)?.len(),
        pictures.len(),
    ));
    Ok(report)
}
