#!/usr/bin/env bash
# The desktop app end to end: builds it, starts the server in demo mode,
# and drives the app's window under Xvfb through tauri-driver (WebDriver),
# with a real Secret Service keyring in a private D-Bus session.
# Needs the packages of `scripts/system-packages.sh test` and a built UI.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb.sh

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/plytime/target}"
command -v tauri-driver >/dev/null || cargo install tauri-driver --locked
export PATH="$HOME/.cargo/bin:$PATH"
# The same selection as scripts/test's build, so nothing is rebuilt.
cargo build --workspace --lib --bins --tests --examples

work="$(mktemp -d "${TMPDIR:-/tmp}/plytime-desktop.XXXXXX")"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$CARGO_TARGET_DIR/debug/plytime-server" --demo --addr "127.0.0.1:$port" \
  --data-dir "$work/data" --ui-dir ui/dist > "$work/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  # The offline test kills the server and starts another in its place.
  [ -f "$work/restarted-server.pid" ] && kill "$(cat "$work/restarted-server.pid")" 2>/dev/null || true
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
  # The web view may start the document portal, which mounts a FUSE file
  # system under the cache folder; it has to go before the folder can.
  for mount in "$work"/cache-home/doc "$work"/runtime/doc; do
    [ -d "$mount" ] || continue
    fusermount3 -u "$mount" 2>/dev/null || fusermount -u "$mount" 2>/dev/null \
      || umount -l "$mount" 2>/dev/null || true
  done
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

start_xvfb "$work/xvfb.log"
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.1
done

export DISPLAY="$display" PLYTIME_SERVER_URL="http://127.0.0.1:$port"
# Needed only by the kiosk run (started with --kiosk) to be left.
export PLYTIME_KIOSK_PIN=2468
# A first start on a new machine: no stored role, session or keyring from
# earlier runs (the web view and the keyring keep theirs under these).
export XDG_DATA_HOME="$work/data-home" XDG_CONFIG_HOME="$work/config-home" XDG_CACHE_HOME="$work/cache-home"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
screenshot="${PLYTIME_DESKTOP_SCREENSHOT:-/tmp/desktop-signin.png}"
# The "web browser" the app hands live sessions to: it notes the address,
# which the session test then opens in Chromium with a fake camera.
cat > "$work/browser" <<'SCRIPT'
#!/bin/sh
printf '%s\n' "$1" > "$(dirname "$0")/browser-url"
SCRIPT
chmod +x "$work/browser"
export PLYTIME_BROWSER="$work/browser"
# Everything below runs in its own D-Bus session, so the keyring daemon and
# the app's Secret Service client find each other and nothing is left behind.
dbus-run-session -- bash -c '
  set -euo pipefail
  echo -n plytime-test | gnome-keyring-daemon --unlock --components=secrets > /dev/null
  tauri-driver --port 4444 --native-port 4445 > "$1/driver.log" 2>&1 &
  driver=$!
  trap "kill $driver 2>/dev/null || true" EXIT
  for _ in $(seq 1 100); do
    curl -fsS http://127.0.0.1:4444/status > /dev/null 2>&1 && break
    sleep 0.1
  done
  node desktop-e2e/signin.mjs "$2" "$3"
  node desktop-e2e/offline.mjs "$2" "$4" "$5" "$6" "$7" "$1/restarted-server.pid"
  node desktop-e2e/kiosk.mjs "$2" "$PLYTIME_KIOSK_PIN"
  # The offline test ended by stopping its server: one more for the session test.
  "$4" --demo --addr "127.0.0.1:$5" --data-dir "$6" --ui-dir ui/dist > "$1/server-again.log" 2>&1 &
  echo $! > "$1/restarted-server.pid"
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$5/api/health" > /dev/null 2>&1 && break
    sleep 0.1
  done
  node desktop-e2e/session.mjs "$2" "$5" "$6" "$1/browser-url"
' _ "$work" "$CARGO_TARGET_DIR/debug/plytime-desktop" "$screenshot" \
  "$CARGO_TARGET_DIR/debug/plytime-server" "$port" "$work/data" "$server"
