#!/usr/bin/env bash
# Starts the Janus media server on loopback for the built-in call's
# recorded path (docs/recordings.md) and prints its API URL.
#   scripts/janus-up.sh <folder> <http-port> <api-secret>
# The folder gets Janus's configuration, its log and its pid file. Only the
# HTTP transport (loopback) and the VideoRoom plugin are loaded. Janus never
# offers loopback addresses for media: with the default list (`lo`, which
# then matches nothing) it offers the machine's other interfaces, which
# browsers on the same machine reach; PLYTIME_JANUS_INTERFACES names the
# interfaces to offer on a server with several.
set -euo pipefail

folder="$1" port="$2" secret="$3"
mkdir -p "$folder"
folder="$(cd "$folder" && pwd)"
libs=/usr/lib/x86_64-linux-gnu/janus
[ -d "$libs" ] || libs="$(dirname "$(dpkg -L janus | grep -m1 '/janus/plugins$')")"

others() { # every library in $1 but the one named $2, comma separated
  find "$libs/$1" -name 'libjanus_*.so' -printf '%f\n' | grep -vx "$2" | paste -sd, -
}

cat >"$folder/janus.jcfg" <<CONF
general: {
  configs_folder = "$folder"
  plugins_folder = "$libs/plugins"
  transports_folder = "$libs/transports"
  events_folder = "$libs/events"
  loggers_folder = "$libs/loggers"
  debug_level = 3
  api_secret = "$secret"
  server_name = "plytime-media"
}
media: {
  rtp_port_range = "${PLYTIME_JANUS_RTP_PORTS:-20000-40000}"
}
nat: {
  ice_enforce_list = "${PLYTIME_JANUS_INTERFACES:-lo}"
}
plugins: {
  disable = "$(others plugins libjanus_videoroom.so)"
}
transports: {
  disable = "$(others transports libjanus_http.so)"
}
events: {
  broadcast = false
}
CONF
cat >"$folder/janus.transport.http.jcfg" <<CONF
general: {
  json = "plain"
  base_path = "/janus"
  http = true
  port = $port
  interface = "lo"
  https = false
}
admin: {
  admin_http = false
}
CONF
# No rooms are configured: the server creates one per session, with a secret.
cat >"$folder/janus.plugin.videoroom.jcfg" <<CONF
general: {
  lock_rtp_forward = true
}
CONF

url="http://127.0.0.1:$port/janus"
if ! curl -fsS "$url/info" >/dev/null 2>&1; then
  janus --configs-folder="$folder" --config="$folder/janus.jcfg" --disable-colors \
    --log-file="$folder/janus.log" --disable-stdout --pid-file="$folder/janus.pid" \
    --daemon >/dev/null
  for _ in $(seq 1 100); do
    curl -fsS "$url/info" >/dev/null 2>&1 && break
    sleep 0.1
  done
fi
curl -fsS "$url/info" >/dev/null || { echo "Janus did not start: see $folder/janus.log" >&2; exit 1; }
echo "$url"
