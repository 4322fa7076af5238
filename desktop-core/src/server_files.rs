//! Files the server serves under `/static-data/` (question images, profile
//! pictures), fetched for the desktop window. Its pages come from the app
//! itself, so a server path in them would not reach the server; the window
//! asks the `server-files` protocol instead (docs/desktop-ipc.md).

use reqwest::header::CONTENT_TYPE;

/// The only server paths fetched: everything under it is served to anyone
/// who has its address (docs/authorization.md).
pub const PREFIX: &str = "/static-data/";

/// What the window is answered: the server's status, type and bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerFile {
    pub status: u16,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl ServerFile {
    /// An answer with no file, such as 404 for a path that is not one.
    pub fn status_only(status: u16) -> ServerFile {
        ServerFile {
            status,
            content_type: None,
            bytes: Vec::new(),
        }
    }
}

/// The server path (and query) a protocol URL names. The UI's
/// `convertFileSrc` puts it after the host as one component encoded with
/// `encodeURIComponent`, which leaves no raw `+`, `&` or `=`, so decoding
/// it as a form field gives it back unchanged.
pub fn requested_path(uri_path: &str) -> String {
    let encoded = uri_path.strip_prefix('/').unwrap_or(uri_path);
    url::form_urlencoded::parse(encoded.as_bytes())
        .next()
        .map(|(path, _)| path.into_owned())
        .unwrap_or_default()
}

/// The server's address for `path`, or `None` when it names no server file.
fn file_url(server: &url::Url, path: &str) -> Option<url::Url> {
    let file = path.split_once('?').map_or(path, |(file, _query)| file);
    if !file.starts_with(PREFIX) || file.contains("..") || path.contains(['\\', '#']) {
        return None;
    }
    // Relative, like the API's paths, so a server below a folder keeps it.
    let url = server.join(path.trim_start_matches('/')).ok()?;
    let folder = server.join(PREFIX.trim_start_matches('/')).ok()?;
    // Whatever the path held (encoded dots, say), the address stays in the
    // server's folder.
    (url.origin() == folder.origin() && url.path().starts_with(folder.path())).then_some(url)
}

/// Fetches the server file at `path` (its query kept: a profile picture's
/// carries its access token). No request is made for other paths (404);
/// a server out of reach is a 502.
pub async fn fetch(http: &reqwest::Client, server: &url::Url, path: &str) -> ServerFile {
    let Some(url) = file_url(server, path) else {
        return ServerFile::status_only(404);
    };
    let response = match http.get(url).send().await {
        Ok(response) => response,
        Err(error) => {
            tracing::debug!(%error, path, "server file out of reach");
            return ServerFile::status_only(502);
        }
    };
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned);
    match response.bytes().await {
        Ok(bytes) => ServerFile {
            status,
            content_type,
            bytes: bytes.to_vec(),
        },
        Err(_) => ServerFile::status_only(502),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server() -> url::Url {
        url::Url::parse("http://127.0.0.1:8080/").unwrap()
    }

    #[test]
    fn reads_the_path_convert_file_src_encoded() {
        assert_eq!(
            requested_path("/%2Fstatic-data%2Fpictures%2Fa%2Bb.png%3Faccess%3D17.c0ffee"),
            "/static-data/pictures/a+b.png?access=17.c0ffee"
        );
    }

    #[test]
    fn only_server_files_have_an_address() {
        assert_eq!(
            file_url(&server(), "/static-data/pictures/a.png?access=17.c0ffee")
                .unwrap()
                .as_str(),
            "http://127.0.0.1:8080/static-data/pictures/a.png?access=17.c0ffee"
        );
        for elsewhere in [
            "/api/profile/me",
            "/static-data/../api/profile/me",
            "/static-data/%2e%2e/api/profile/me",
            "/static-data/a\\..\\b",
            "//example.com/static-data/a.png",
            "static-data/a.png",
            "",
        ] {
            assert_eq!(file_url(&server(), elsewhere), None, "{elsewhere}");
        }
    }

    #[test]
    fn a_server_below_a_folder_keeps_it() {
        let server = url::Url::parse("https://example.com/plytime/").unwrap();
        assert_eq!(
            file_url(&server, "/static-data/attachments/1")
                .unwrap()
                .as_str(),
            "https://example.com/plytime/static-data/attachments/1"
        );
    }
}
