//! Opening a session in the computer's web browser: the Linux webview
//! (WebKitGTK as Debian builds it) has no WebRTC, so the desktop app hands
//! a live session to the browser, signed in for that session only with a
//! one-time code (docs/live-sessions.md).
//!
//! The address is built here, always on the app's own server, so the UI
//! cannot make the app open anything else.

use std::process::{Command, Stdio};

use url::Url;

use crate::{AppConfig, DesktopError};

/// The page of the server that redeems a handoff code; the code and the
/// session travel after the `#`, which browsers never send to a server.
const HANDOFF_PATH: &str = "/session_handoff";

/// The browser command: `PLYTIME_BROWSER` when set (a program taking the
/// address as its one argument), otherwise the platform's opener.
fn browser_command() -> String {
    std::env::var("PLYTIME_BROWSER").unwrap_or_else(|_| {
        if cfg!(target_os = "macos") {
            "open".into()
        } else if cfg!(target_os = "windows") {
            "explorer".into()
        } else {
            "xdg-open".into()
        }
    })
}

fn is_plain(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 128
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// The handoff address for `session_id` on the app's server.
pub fn handoff_url(server: &Url, session_id: &str, code: &str) -> Result<Url, DesktopError> {
    if !is_plain(session_id) || !is_plain(code) {
        return Err(DesktopError::Config("not a session handoff".into()));
    }
    let mut url = server
        .join(HANDOFF_PATH)
        .map_err(|error| DesktopError::Config(error.to_string()))?;
    url.set_fragment(Some(&format!("code={code}&session={session_id}")));
    Ok(url)
}

/// Opens the session in the web browser; refused in kiosk mode, which a
/// child must not be taken out of.
pub fn open_session(config: &AppConfig, session_id: &str, code: &str) -> Result<(), DesktopError> {
    if config.kiosk {
        return Err(DesktopError::Kiosk(
            "A kiosk does not open the web browser".into(),
        ));
    }
    let url = handoff_url(&config.server_url, session_id, code)?;
    let command = browser_command();
    Command::new(&command)
        .arg(url.as_str())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|error| DesktopError::Config(format!("could not start {command}: {error}")))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_is_on_the_apps_server_with_the_code_after_the_hash() {
        let server = Url::parse("https://plytime.example.org/").unwrap();
        let url = handoff_url(&server, "5e1c-42", "ab12").unwrap();
        assert_eq!(
            url.as_str(),
            "https://plytime.example.org/session_handoff#code=ab12&session=5e1c-42"
        );
    }

    #[test]
    fn nothing_but_a_plain_id_and_code_goes_into_it() {
        let server = Url::parse("http://127.0.0.1:8080").unwrap();
        for (session, code) in [("a&b", "c"), ("a", "c#d"), ("", "c"), ("a", "x/../y")] {
            assert!(
                handoff_url(&server, session, code).is_err(),
                "{session} {code}"
            );
        }
    }
}
