#!/usr/bin/env bash
# How many concurrent recorded one-to-one sessions one Janus carries on
# this machine: CPU per session, packet loss, and the sessions that fit
# before loss passes 1% (docs/recordings.md#capacity).
#
#   scripts/bench-recorded-sessions.sh [--steps 1,5,10 --warmup 6 --window 15 --workers 2]
#
# Arguments go to scripts/bench_recorded_sessions (--help lists them).
# Installs aiortc in a virtual environment of its own, then runs Janus
# (scripts/janus-up.sh) and the load generator in a network namespace of
# their own: Janus gathers ICE candidates on no loopback interface, so the
# namespace gives it one address on a veth pair, and nothing leaves it.
# Needs root, for the namespace.
set -euo pipefail
cd "$(dirname "$0")/.."

aiortc_version=1.16.0
aiohttp_version=3.14.5
venv="${PLYTIME_BENCH_VENV:-$HOME/.cache/plytime/bench-venv}"
python="$venv/bin/python"
address=198.18.0.1 # the range set aside for benchmarks (RFC 2544)

if [ -z "${PLYTIME_BENCH_NAMESPACE:-}" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "run as root: the benchmark makes a network namespace" >&2; exit 1; }
  scripts/system-packages.sh run
  command -v ip >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq iproute2
  pinned="import importlib.metadata as m
assert m.version('aiortc') == '$aiortc_version' and m.version('aiohttp') == '$aiohttp_version'"
  if ! "$python" -c "$pinned" 2>/dev/null; then
    # Debian's Python has no venv module without python3-venv.
    python3 -m venv "$venv" 2>/dev/null || {
      rm -rf "$venv"
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
      python3 -m venv "$venv"
    }
    "$python" -m pip install --quiet --disable-pip-version-check \
      "aiortc==$aiortc_version" "aiohttp==$aiohttp_version"
  fi
  PLYTIME_BENCH_NAMESPACE=1 exec unshare --net -- scripts/bench-recorded-sessions.sh "$@"
fi

ip link set lo up
ip link add media0 type veth peer name media1
ip addr add "$address/32" dev media0
ip link set media0 up
ip link set media1 up

work="$(mktemp -d "${TMPDIR:-/tmp}/plytime-sessions.XXXXXX")"
cleanup() {
  if [ -f "$work/janus/janus.pid" ]; then
    pid="$(cat "$work/janus/janus.pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$work"
}
trap cleanup EXIT

secret="$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
url="$(PLYTIME_JANUS_INTERFACES=media0 PLYTIME_JANUS_RTP_PORTS=41000-49000 \
  scripts/janus-up.sh "$work/janus" 18388 "$secret")"
# No __pycache__ left in scripts/.
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=scripts "$python" -m bench_recorded_sessions \
  --url "$url" --secret "$secret" \
  --janus-pid "$(cat "$work/janus/janus.pid")" --address "$address" \
  --folder "$work/recordings" --media "$HOME/.cache/plytime/bench-media" "$@"
