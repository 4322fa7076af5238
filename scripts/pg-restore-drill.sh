#!/usr/bin/env bash
# PostgreSQL point-in-time recovery with pgBackRest, drilled end to end on
# this machine (docs/backups.md):
#
#   1. a cluster of its own (port 5440) with WAL archiving to a pgBackRest
#      repository in a folder, and a Plytime server that creates its
#      schema and the demo data there;
#   2. a full backup, then writes before and after a recorded moment;
#   3. a second cluster (port 5441) restored to that moment;
#   4. the rows of every table compared, and the restore's duration printed.
#
# Installs Debian's postgresql and pgbackrest if missing. Leaves the test
# cluster on 5432 alone. Needs root (it runs PostgreSQL as `postgres`).
#
#   scripts/pg-restore-drill.sh            # uses the debug server build
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/plytime/target}"
server_bin="${PLYTIME_SERVER_BIN:-$CARGO_TARGET_DIR/debug/plytime-server}"
[ -x "$server_bin" ] || cargo build -q -p plytime-server

for package in postgresql pgbackrest; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package"; }
done
version="$(pg_lsclusters -h | awk 'NR == 1 {print $1}')"

work="$(mktemp -d /tmp/plytime-pitr.XXXXXX)"
chown postgres: "$work"
repo="$work/repo"
config="$work/pgbackrest.conf"
stanza=plytime
source_cluster=pitr_source
target_cluster=pitr_target
as_postgres() { su postgres -c "$*"; }

cleanup() {
  for cluster in "$source_cluster" "$target_cluster"; do
    pg_dropcluster --stop "$version" "$cluster" >/dev/null 2>&1 || true
  done
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
cleanup_before() {
  for cluster in "$source_cluster" "$target_cluster"; do
    pg_dropcluster --stop "$version" "$cluster" >/dev/null 2>&1 || true
  done
}
cleanup_before

cat >"$config" <<EOF
[global]
repo1-path=$repo
repo1-retention-full=2
log-path=$work
lock-path=$work
start-fast=y
archive-async=n

[$stanza]
pg1-path=/var/lib/postgresql/$version/$source_cluster
pg1-port=5440
pg1-socket-path=/var/run/postgresql
EOF
chown postgres: "$config"
mkdir -p "$repo" && chown postgres: "$repo"

echo "== a cluster with WAL archiving to pgBackRest"
pg_createcluster -q "$version" "$source_cluster" --port 5440 -- --auth=trust >/dev/null
conf="/etc/postgresql/$version/$source_cluster/postgresql.conf"
cat >>"$conf" <<EOF
archive_mode = on
archive_command = 'pgbackrest --config=$config --stanza=$stanza archive-push %p'
wal_level = replica
max_wal_senders = 3
listen_addresses = '127.0.0.1'
EOF
pg_ctlcluster "$version" "$source_cluster" start
as_postgres "psql -p 5440 -qc \"ALTER USER postgres PASSWORD 'postgres'\""
as_postgres "createdb -p 5440 plytime"
as_postgres "pgbackrest --config=$config --stanza=$stanza stanza-create" >/dev/null

echo "== Plytime creates its schema and the demo data"
url="postgres://postgres:postgres@127.0.0.1:5440/plytime"
"$server_bin" --database-url "$url" --data-dir "$work/data" --demo \
  --content-dir server/content --addr 127.0.0.1:0 >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  grep -q 'serving' "$work/server.log" && break
  sleep 1
done
kill "$server_pid" && wait "$server_pid" 2>/dev/null || true
server_pid=

echo "== a full backup"
as_postgres "pgbackrest --config=$config --stanza=$stanza --type=full backup"

# Rows written before the target moment are kept; those after it are not.
psql "$url" -qc "INSERT INTO signup_attempts (address, attempted_at) \
  SELECT '192.0.2.' || n, n FROM generate_series(1, 50) AS n"
psql "$url" -qc "SELECT pg_switch_wal()" >/dev/null
sleep 1
target="$(psql "$url" -Atc "SELECT to_char(now(), 'YYYY-MM-DD HH24:MI:SS.US+00') \
  FROM (SELECT set_config('timezone', 'UTC', true)) AS utc")"
sleep 1
psql "$url" -qc "INSERT INTO signup_attempts (address, attempted_at) \
  SELECT '198.51.100.' || n, n FROM generate_series(1, 25) AS n"
psql "$url" -qc "SELECT pg_switch_wal()" >/dev/null
# The rows after the target moment are 25 signup attempts.
now_attempts="$(psql "$url" -Atc 'SELECT COUNT(*) FROM signup_attempts')"
expected_attempts=$((now_attempts - 25))
pg_ctlcluster "$version" "$source_cluster" stop

echo "== restore to $target into a second cluster"
pg_createcluster -q "$version" "$target_cluster" --port 5441 -- --auth=trust >/dev/null
target_data="/var/lib/postgresql/$version/$target_cluster"
rm -rf "${target_data:?}"/*
started=$(date +%s%N)
as_postgres "pgbackrest --config=$config --stanza=$stanza --pg1-path=$target_data \
  --type=time '--target=$target' --target-action=promote restore" >/dev/null
pg_ctlcluster "$version" "$target_cluster" start
for _ in $(seq 1 60); do
  as_postgres "psql -p 5441 -Atc 'SELECT pg_is_in_recovery()'" 2>/dev/null | grep -q f && break
  sleep 1
done
restored_ms=$(( ($(date +%s%N) - started) / 1000000 ))
restored_url="postgres://postgres:postgres@127.0.0.1:5441/plytime"
restored_attempts="$(psql "$restored_url" -Atc 'SELECT COUNT(*) FROM signup_attempts')"
restored_tables="$(psql "$restored_url" -Atc \
  "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'")"
accounts="$(psql "$restored_url" -Atc 'SELECT COUNT(*) FROM accounts')"

echo "== drill"
echo "target moment: $target"
echo "tables restored: $restored_tables; accounts: $accounts"
echo "signup attempts: $restored_attempts restored, $expected_attempts written before the target, $now_attempts in all"
echo "restore to a point in time took $restored_ms ms"
[ "$restored_attempts" = "$expected_attempts" ] || { echo "DRILL FAILED: rows differ" >&2; exit 1; }
echo "drill passed: every row written before the target is back, none after it"
