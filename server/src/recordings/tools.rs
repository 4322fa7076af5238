//! The media tools a recording is made with, run as child processes:
//! `janus-pp-rec` (Debian's janus-tools) and `ffmpeg`/`ffprobe`. They run
//! at the lowest priority, and with a time limit, so that a tool that
//! hangs does not stop every later recording (child_process.rs).

use std::ffi::OsStr;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::process::Command;

use crate::child_process::Child;

/// Runs `program` with `args` at the lowest priority and answers what it
/// printed; a failure names the tool, its exit status and the end of its
/// error output.
pub async fn run<I, S>(program: &str, args: I, limit: Duration) -> anyhow::Result<Vec<u8>>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    Ok(Child::nice(program).run(args, limit).await?)
}

/// Whether `program` can be run here: it answers `asked` (`-version`,
/// `--help`) without failing.
pub async fn available(program: &str, asked: &str) -> bool {
    Command::new(program)
        .arg(asked)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .await
        .is_ok_and(|status| status.success())
}

/// A media file's duration in milliseconds, as `ffprobe` reads its
/// container; `None` when it holds no media.
pub async fn duration_ms(path: &Path) -> anyhow::Result<Option<i64>> {
    let out = run(
        "ffprobe",
        [
            OsStr::new("-v"),
            OsStr::new("error"),
            OsStr::new("-show_entries"),
            OsStr::new("format=duration"),
            OsStr::new("-of"),
            OsStr::new("default=noprint_wrappers=1:nokey=1"),
            path.as_os_str(),
        ],
        Duration::from_secs(60),
    )
    .await?;
    let text = String::from_utf8_lossy(&out);
    Ok(text
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| seconds.is_finite() && *seconds > 0.0)
        .map(|seconds| (seconds * 1000.0).round() as i64))
}
