//! A page of an uploaded PDF drawn as a PNG, by poppler's `pdfinfo` and
//! `pdftoppm` (Debian's poppler-utils, which scripts/system-packages.sh
//! installs). A PDF is nearly a program: each reading runs in a process
//! of its own, bounded in memory, processor time and wall time, so a PDF
//! made to exhaust the machine (a "PDF bomb") fails only its own upload.

use std::process::Stdio;
use std::time::Duration;

use plytime_shared::api::board_pictures::{PDF_UNREADABLE, pdf_has_only};
use tokio::io::AsyncWriteExt;
use tokio::process::Command;

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
    let address_space = format!("--as={MEMORY_BYTES}");
    let cpu = format!("--cpu={CPU_SECONDS}");
    let mut child = Command::new("prlimit")
        .args([address_space.as_str(), cpu.as_str(), "--", program])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|error| AppError::Internal(anyhow::anyhow!("starting {program}: {error}")))?;
    let mut stdin = child.stdin.take().expect("standard input is piped");
    let input = input.to_vec();
    // Written while the output is read, so that neither side waits on a
    // full pipe. A tool that stops reading early ends the writing.
    let writing = tokio::spawn(async move {
        let _ = stdin.write_all(&input).await;
    });
    let output = tokio::time::timeout(TIME_LIMIT, child.wait_with_output()).await;
    writing.abort();
    match output {
        Ok(Ok(output)) if output.status.success() => Ok(output.stdout),
        Ok(Ok(_)) | Err(_) => Err(unreadable()),
        Ok(Err(error)) => Err(AppError::Internal(anyhow::anyhow!(
            "running {program}: {error}"
        ))),
    }
}

fn unreadable() -> AppError {
    AppError::bad_request(PDF_UNREADABLE)
}
