#!/usr/bin/env bash
# Two replicas of the server on one PostgreSQL database behind HAProxy, with
# their files in one S3 bucket, and the game load benchmark played through
# the load balancer (docs/scaling.md):
#
#   scripts/scale-out.sh [seconds per phase] [students]
#
# Installs what it needs (HAProxy and PostgreSQL from Debian, moto from
# PyPI), builds the release server, starts everything on loopback, prints
# the benchmark's figures, how the requests were spread over the replicas
# and which replica holds each background job's lease, then stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
students="${2:-1000}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/plytime/target}"

if ! command -v haproxy >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
fi
postgres_server="$(scripts/postgres-up.sh)"
s3_settings="$(scripts/s3-up.sh)"
cargo build -q --release -p plytime-server

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

work="$(mktemp -d "${TMPDIR:-/tmp}/plytime-scale-out.XXXXXX")"
database="plytime_scale_out_$$"
database_url="${postgres_server%/*}/$database"
secret="scale-out-$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql "$postgres_server" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop_all EXIT
psql "$postgres_server" -qc "CREATE DATABASE $database"

# The replicas share the database, the token secret and the bucket (a
# folder of its own per run); each has its own data folder and port.
# shellcheck disable=SC2046 # one NAME=value word per setting
export $(echo "$s3_settings" | sed 's/^PLYTIME_TEST_/PLYTIME_/')
export PLYTIME_S3_PREFIX="scale-out-$$" PLYTIME_S3_ALLOW_HTTP=1 PLYTIME_S3_REGION=us-east-1 \
  PLYTIME_S3_ACCESS_KEY_ID=plytime-test PLYTIME_S3_SECRET_ACCESS_KEY=plytime-test
replica() { # replica NUMBER PORT [--demo]
  local number="$1" port="$2"; shift 2
  "$CARGO_TARGET_DIR/release/plytime-server" --addr "127.0.0.1:$port" \
    --database-url "$database_url" --jwt-secret "$secret" \
    --data-dir "$work/replica$number" --content-dir server/content --ui-dir ui/dist "$@" \
    >"$work/replica$number.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 600); do
    curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && return
    sleep 0.1
  done
  echo "replica $number did not start; its log:" >&2
  tail -n 20 "$work/replica$number.log" >&2
  exit 1
}
port1="$(free_port)"
port2="$(free_port)"
# The first seeds the demo data and the starter bank; the second joins it.
replica 1 "$port1" --demo
replica 2 "$port2"

balancer="$(free_port)"
stats="$(free_port)"
cat >"$work/haproxy.cfg" <<EOF
global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # The live session channel is a WebSocket.
  timeout tunnel 1h
frontend plytime
  bind 127.0.0.1:$balancer
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /api/health
  server replica1 127.0.0.1:$port1 check
  server replica2 127.0.0.1:$port2 check
listen stats
  bind 127.0.0.1:$stats
  stats enable
  stats uri /
EOF
haproxy -f "$work/haproxy.cfg" -db >"$work/haproxy.log" 2>&1 &
pids+=("$!")
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$balancer/api/health" >/dev/null && break
  sleep 0.1
done

echo "two replicas (127.0.0.1:$port1, 127.0.0.1:$port2) behind HAProxy on 127.0.0.1:$balancer, PostgreSQL $database"
PLYTIME_LOAD_BASE="http://127.0.0.1:$balancer" PLYTIME_LOAD_DATABASE_URL="$database_url" \
  PLYTIME_LOAD_JWT_SECRET="$secret" PLYTIME_LOAD_LABEL="2 replicas" \
  PLYTIME_LOAD_SECONDS="$seconds" PLYTIME_LOAD_STUDENTS="$students" \
  cargo bench -q -p plytime-server --bench game_load

echo "requests answered by each replica (HAProxy):"
curl -sf "http://127.0.0.1:$stats/;csv" | python3 -c '
import csv, sys
rows = csv.DictReader(line.lstrip("# ") for line in sys.stdin)
for row in rows:
    if row["pxname"] == "replicas" and row["svname"].startswith("replica"):
        errors = int(row["econ"] or 0) + int(row["eresp"] or 0)
        print("  %s: %s requests, %d errors, %s" % (row["svname"], row["req_tot"], errors, row["status"]))
'
echo "background job leases (each job runs on the one replica holding its lease):"
psql "$database_url" -At -F ' ' -c "SELECT name, holder FROM job_leases ORDER BY name" \
  | while read -r job holder; do
      echo "  $job: $(grep -l "$holder" "$work"/replica*.log | xargs -n1 basename | sed 's/\.log$//')"
    done
