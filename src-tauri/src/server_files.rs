//! The `server-files` protocol: the window's pictures from the server
//! (docs/desktop-ipc.md). The bundled pages cannot name the server, whose
//! address is only known at run time, so the UI points its server paths
//! here and the core fetches them.

use plytime_desktop_core::server_files::{ServerFile, requested_path};
use tauri::http::{Request, Response, StatusCode, header::CONTENT_TYPE};
use tauri::{Manager, Runtime, UriSchemeContext, UriSchemeResponder};

use crate::desktop::Desktop;

/// The scheme the UI's `serverFileUrl` asks (`ui/src/lib/serverFiles.ts`).
pub const SCHEME: &str = "server-files";

/// Answers off the window's thread: the fetch waits on the network.
pub fn handle<R: Runtime>(
    context: UriSchemeContext<'_, R>,
    request: Request<Vec<u8>>,
    responder: UriSchemeResponder,
) {
    let app = context.app_handle().clone();
    let path = requested_path(request.uri().path());
    tauri::async_runtime::spawn(async move {
        let file = match app.try_state::<Desktop>() {
            Some(desktop) => desktop.session.server_file(&path).await,
            // Still starting: there is no session to fetch with yet.
            None => ServerFile::status_only(503),
        };
        responder.respond(response(file));
    });
}

fn response(file: ServerFile) -> Response<Vec<u8>> {
    let mut builder = Response::builder().status(file.status);
    if let Some(content_type) = &file.content_type {
        builder = builder.header(CONTENT_TYPE, content_type);
    }
    builder.body(file.bytes).unwrap_or_else(|_| {
        let mut unreadable = Response::new(Vec::new());
        *unreadable.status_mut() = StatusCode::BAD_GATEWAY;
        unreadable
    })
}
