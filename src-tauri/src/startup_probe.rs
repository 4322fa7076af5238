//! Start-up timing from outside the app. With `PLYTIME_STARTUP_PROBE` set,
//! the window prints `first paint` on standard output in the first frame
//! that shows any text, and `first screen` in the first frame with
//! something to press or fill in, so that a benchmark can time the app
//! from its launch (examples/startup_bench.rs, which compares it with a
//! hello-world Tauri app probed the same way). Without the variable
//! nothing is added.

use tauri::webview::WebviewWindowBuilder;
use tauri::{Manager, Runtime};

pub const ENV: &str = "PLYTIME_STARTUP_PROBE";
/// What the probe prints.
pub const FIRST_PAINT: &str = "first paint";
pub const FIRST_SCREEN: &str = "first screen";
const TITLE_MARK: &str = "plytime-startup-probe:";

/// Looks at every frame until the page holds text, then until it holds a
/// control; each time it waits one frame more (the one that drew it) and
/// says so through the document title, which reaches Rust without IPC or
/// permissions.
const SCRIPT: &str = r#"
(() => {
  if (window.top !== window) return;
  const say = (what) => { document.title = "{mark}" + what; };
  const controls = "button, input, select, textarea, a[href]";
  const look = (shown, what, then) => {
    if (shown()) requestAnimationFrame(() => { say(what); if (then) then(); });
    else requestAnimationFrame(() => look(shown, what, then));
  };
  const text = () => document.body && document.body.innerText.trim() !== "";
  const control = () => document.querySelector(controls) !== null;
  requestAnimationFrame(() =>
    look(text, "{paint}", () => look(control, "{screen}")));
})();
"#;

pub fn attach<'a, R: Runtime, M: Manager<R>>(
    builder: WebviewWindowBuilder<'a, R, M>,
) -> WebviewWindowBuilder<'a, R, M> {
    if std::env::var_os(ENV).is_none() {
        return builder;
    }
    let script = SCRIPT
        .replace("{mark}", TITLE_MARK)
        .replace("{paint}", FIRST_PAINT)
        .replace("{screen}", FIRST_SCREEN);
    builder
        .initialization_script(script)
        .on_document_title_changed(|_, title| {
            if let Some(event) = title.strip_prefix(TITLE_MARK) {
                // The probe reports on standard output.
                #[allow(clippy::print_stdout)]
                {
                    println!("{event}");
                }
            }
        })
}
