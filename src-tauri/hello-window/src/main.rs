//! A hello-world Tauri app: one window, one line of text. It opens its
//! window the way the Plytime app does, with the same start-up probe, so
//! that `examples/startup_bench.rs` can measure the app against it.

use tauri::{WebviewUrl, WebviewWindowBuilder};

fn main() {
    tauri::Builder::default()
        .setup(|app| {
            let window =
                WebviewWindowBuilder::new(app, "main", WebviewUrl::App("index.html".into()));
            plytime_desktop::startup_probe::attach(window)
                .title("Hello")
                .inner_size(1200.0, 800.0)
                .build()?;
            Ok(())
        })
        .run(tauri::generate_context!())
        .expect("the hello-world app failed to start");
}
