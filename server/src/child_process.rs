//! Other programs run as child processes, always within a wall-time limit:
//! the media tools recordings are made with (recordings/tools.rs) at the
//! lowest priority, and poppler's PDF tools (http/pdf_pages.rs) under
//! limits on memory and processor time. A program that overruns is killed.

use std::ffi::OsStr;
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use tokio::io::AsyncWriteExt;
use tokio::process::Command;

/// How much of a failed program's own words its failure carries.
const STDERR_TAIL: usize = 600;

/// Why a program gave no output.
#[derive(Debug, thiserror::Error)]
pub enum ChildError {
    #[error("starting {program}: {source}")]
    Start {
        program: String,
        source: std::io::Error,
    },
    #[error("running {program}: {source}")]
    Wait {
        program: String,
        source: std::io::Error,
    },
    #[error("{program} took longer than {} s", limit.as_secs())]
    TimedOut { program: String, limit: Duration },
    #[error("{program} failed ({status}): {stderr_tail}")]
    Failed {
        program: String,
        status: ExitStatus,
        stderr_tail: String,
    },
}

impl ChildError {
    /// Whether the program itself failed or overran, rather than the
    /// machine failing to run it.
    pub fn is_the_programs(&self) -> bool {
        matches!(self, Self::TimedOut { .. } | Self::Failed { .. })
    }
}

/// A program to run, and how it is bounded.
pub struct Child<'a> {
    program: &'a str,
    /// What the program runs under (`nice`, `prlimit`), with its arguments.
    wrapper: Vec<String>,
    input: Option<&'a [u8]>,
    keep_stderr: bool,
}

impl<'a> Child<'a> {
    /// `program` at the lowest priority, so that on a small machine the
    /// server's own work always goes first; its error output is kept for
    /// the failure.
    pub fn nice(program: &'a str) -> Self {
        Self {
            program,
            wrapper: ["nice", "-n", "19"].map(String::from).to_vec(),
            input: None,
            keep_stderr: true,
        }
    }

    /// `program` within `memory_bytes` of address space and `cpu_seconds`
    /// of processor time, for one that reads untrusted input. Its error
    /// output, which such input can make as long as it likes, is dropped.
    pub fn bounded(program: &'a str, memory_bytes: u64, cpu_seconds: u32) -> Self {
        Self {
            program,
            wrapper: vec![
                "prlimit".into(),
                format!("--as={memory_bytes}"),
                format!("--cpu={cpu_seconds}"),
                "--".into(),
            ],
            input: None,
            keep_stderr: false,
        }
    }

    /// Gives `input` to the program as its standard input.
    pub fn input(mut self, input: &'a [u8]) -> Self {
        self.input = Some(input);
        self
    }

    /// Runs the program with `args`, and answers what it printed on its
    /// standard output.
    pub async fn run<I, S>(self, args: I, limit: Duration) -> Result<Vec<u8>, ChildError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let program = self.program.to_owned();
        let (launcher, wrapper_args) = self
            .wrapper
            .split_first()
            .expect("every child runs under a wrapper");
        let mut child = Command::new(launcher)
            .args(wrapper_args)
            .arg(self.program)
            .args(args)
            .stdin(if self.input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(if self.keep_stderr {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            // One that overran is killed when its future is dropped.
            .kill_on_drop(true)
            .spawn()
            .map_err(|source| ChildError::Start {
                program: program.clone(),
                source,
            })?;
        // The input is written while the output is read, so that neither
        // side waits on a full pipe; a program that stops reading early
        // ends the writing.
        let writing = match (child.stdin.take(), self.input) {
            (Some(mut stdin), Some(input)) => {
                let input = input.to_vec();
                Some(tokio::spawn(async move {
                    let _ = stdin.write_all(&input).await;
                }))
            }
            _ => None,
        };
        let output = tokio::time::timeout(limit, child.wait_with_output()).await;
        if let Some(writing) = writing {
            writing.abort();
        }
        let output = output
            .map_err(|_| ChildError::TimedOut {
                program: program.clone(),
                limit,
            })?
            .map_err(|source| ChildError::Wait {
                program: program.clone(),
                source,
            })?;
        if !output.status.success() {
            return Err(ChildError::Failed {
                program,
                status: output.status,
                stderr_tail: tail(&String::from_utf8_lossy(&output.stderr)),
            });
        }
        Ok(output.stdout)
    }
}

/// The last [`STDERR_TAIL`] characters of `text`, trimmed.
fn tail(text: &str) -> String {
    let chars: Vec<char> = text.trim().chars().collect();
    chars[chars.len().saturating_sub(STDERR_TAIL)..]
        .iter()
        .collect()
}
