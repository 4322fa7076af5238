#!/usr/bin/env bash
# The desktop app's start-up time and idle memory against a hello-world
# Tauri app (src-tauri/hello-window), both release builds, in turns under
# Xvfb with a Secret Service keyring, as on a desktop: prints each app's
# medians and the ratios (src-tauri/examples/startup_bench.rs).
#
#   scripts/bench-desktop-startup.sh [runs]    (10 by default)
#   PLYTIME_BENCH_PROFILE=debug                debug builds, for a quick look
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb.sh

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/plytime/target}"
profile="${PLYTIME_BENCH_PROFILE:-release}"
runs="${1:-10}"
[ -f ui/dist/index.html ] || npm run build
release=()
[ "$profile" = release ] && release=(--release)
cargo build "${release[@]}" -p plytime-desktop -p plytime-hello-window --bins
cargo build -p plytime-desktop --example startup_bench

work="$(mktemp -d "${TMPDIR:-/tmp}/plytime-startup.XXXXXX")"
cleanup() {
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT
start_xvfb "$work/xvfb.log"
export DISPLAY="$display" XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
dbus-run-session -- bash -c '
  set -euo pipefail
  echo -n plytime-bench | gnome-keyring-daemon --unlock --components=secrets > /dev/null
  "$1/debug/examples/startup_bench" "$1/$2/plytime-desktop" "$1/$2/plytime-hello-window" "$3"
' _ "$CARGO_TARGET_DIR" "$profile" "$runs"
