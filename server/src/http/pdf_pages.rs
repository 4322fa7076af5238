//! A page of an uploaded PDF drawn as a PNG, by poppler's `pdfinfo` and
//! `pdftoppm` (Debian's poppler-utils, which scripts/system-packages.sh
//! installs). A PDF is nearly a program: each reading runs in a process
//! of its own, bounded in memory, processor time and wall time, so a PDF
//! made to exhaust the machine (a "PDF bomb") fails only its own upload.

use std::time::Duration;

use plytime_shared::api::board_pictures::{PDF_UNREADABLE, pdf_has_only};

use crate::child_process::Child;
use crate::error::{AppError, AppResult};

/// Wall time for one reading: a real worksheet page takes well under a
/// second.
const TIME_LIMIT: Duration = Duration::from_secs(20);
/// Processor seconds, for a PDF that loops rather than waits.
const CPU_SECONDS: u32 = 15;
/// Address space: enough for a page drawn at the board's size many times
/// over, far from what the machine has.
const MEMORY_BYTES: u64 = 1024 * 1024 * 1024;

/// Whether `content` is a PDF: its header, `%PDF-`, opens the file.
pub fn is_pdf(content: &[u8]) -> bool {
    content.starts_with(b"%PDF-")
}

/// How many pages the PDF has.
async fn page_count(pdf: &[u8]) -> AppResult<u32> {
    let info = run("pdfinfo", &["-"], pdf).await?;
    String::from_utf8_lossy(&info)
        .lines()
        .find_map(|line| line.strip_prefix("Pages:"))
        .and_then(|count| count.trim().parse::<u32>().ok())
        .filter(|pages| *pages > 0)
        .ok_or_else(unreadable)
}

/// Page `page` (1 first) of the PDF as a PNG, its longer side `side`
/// pixels, and how many pages the PDF has.
pub async fn draw_page(pdf: &[u8], page: u32, side: u32) -> AppResult<(Vec<u8>, u32)> {
    let pages = page_count(pdf).await?;
    if page == 0 || page > pages {
        return Err(AppError::bad_request(pdf_has_only(pages)));
    }
    let (page, side) = (page.to_string(), side.to_string());
    let args = [
        "-f",
        &page,
        "-l",
        &page,
        "-singlefile",
        "-png",
        "-scale-to",
        &side,
        "-",
    ];
    Ok((run("pdftoppm", &args, pdf).await?, pages))
}

/// Runs a poppler tool on `input` (its standard input) within the
/// bounds, and gives what it wrote; a failure or an overrun is the PDF's.
async fn run(program: &str, args: &[&str], input: &[u8]) -> AppResult<Vec<u8>> {
    Child::bounded(program, MEMORY_BYTES, CPU_SECONDS)
        .input(input)
        .run(args, TIME_LIMIT)
        .await
        .map_err(|error| {
            if error.is_the_programs() {
                unreadable()
            } else {
                AppError::Internal(error.into())
            }
        })
}

fn unreadable() -> AppError {
    AppError::bad_request(PDF_UNREADABLE)
}
