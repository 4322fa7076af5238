# Sourced by the scripts that open windows: `start_xvfb <log file>` starts
# a virtual screen on a free-looking display number and waits until it
# answers; it sets `display` and `xvfb` (its pid, for the caller to kill).
start_xvfb() {
  display=":$((90 + RANDOM % 200))"
  Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp > "$1" 2>&1 &
  xvfb=$!
  for _ in $(seq 1 100); do
    DISPLAY="$display" xdpyinfo >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "Xvfb did not start on $display (see $1)" >&2
  return 1
}
