//! What a session-only sign-in may do: the calls of one session's page
//! (docs/live-sessions.md). The desktop app hands a session to a web
//! browser with such a sign-in, so that the link it opens is good for that
//! session and nothing else in the account.

use axum::http::Method;

pub const SESSION_ONLY: &str = "This sign-in opens one session only";

/// Whether a session-only sign-in for `session_id` may make this call;
/// `path` is under `/api`, without it.
pub fn allows(session_id: &str, method: &Method, path: &str) -> bool {
    let own = |rest: &str| {
        path.strip_prefix("/session/")
            .and_then(|tail| tail.strip_prefix(session_id))
            .is_some_and(|tail| tail == rest)
    };
    match *method {
        Method::GET => path == "/profile/me" || own("") || own("/room") || own("/whiteboard"),
        Method::PUT => own("/register"),
        Method::POST => path == "/util/log",
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_calls_of_the_one_session_page_pass() {
        let allowed = [
            (Method::GET, "/profile/me"),
            (Method::GET, "/session/s1"),
            (Method::GET, "/session/s1/room"),
            (Method::GET, "/session/s1/whiteboard"),
            (Method::PUT, "/session/s1/register"),
            (Method::POST, "/util/log"),
        ];
        for (method, path) in allowed {
            assert!(allows("s1", &method, path), "{method} {path}");
        }
        let refused = [
            (Method::GET, "/session/s2"),
            (Method::GET, "/session/s10/room"),
            (Method::GET, "/session/s1/room/x"),
            (Method::PUT, "/session/s1"),
            (Method::GET, "/session/list/upcoming"),
            (Method::GET, "/tutor"),
            (Method::POST, "/session/s1/handoff"),
            (Method::GET, "/student/s1/current_stats"),
            (Method::DELETE, "/session/s1"),
        ];
        for (method, path) in refused {
            assert!(!allows("s1", &method, path), "{method} {path}");
        }
    }
}
