#!/usr/bin/env bash
# Installs the Debian packages a purpose needs, skipping those present.
#   run   - building and running the server and web UI, and its media server
#   test  - everything the test suites use: the desktop build, Xvfb and
#           WebDriver for the desktop app, Chromium for browser tests
set -euo pipefail

build=(build-essential pkg-config)
desktop=(libwebkit2gtk-4.1-dev libgtk-3-dev libayatana-appindicator3-dev librsvg2-dev libssl-dev
  libxdo-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev file)
desktop_test=(xvfb xauth x11-utils dbus-x11 at-spi2-core webkit2gtk-driver gnome-keyring)
browser_test=(chromium fonts-liberation)
# Janus carries and records the built-in calls; janus-pp-rec and ffmpeg
# turn its raw recordings into one file per session (docs/recordings.md).
media=(janus janus-tools ffmpeg curl)
# pdftoppm and pdfinfo draw a PDF's page for the whiteboard (docs/whiteboard.md).
documents=(poppler-utils)
# The local S3 server of the S3 test leg and the SMTP relay of the e-mail
# tests run in virtual environments; coturn is the TURN relay the room's
# credentials are tried against (docs/live-sessions.md).
service_test=(python3-venv coturn)

case "${1:-run}" in
  run) wanted=("${build[@]}" "${media[@]}" "${documents[@]}") ;;
  test) wanted=("${build[@]}" "${media[@]}" "${documents[@]}" "${desktop[@]}" "${desktop_test[@]}" "${browser_test[@]}" "${service_test[@]}") ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi
