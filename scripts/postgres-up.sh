#!/usr/bin/env bash
# Makes a local PostgreSQL server available for the PostgreSQL test leg and
# prints its URL. Uses the server on 127.0.0.1:5432 when one answers;
# otherwise installs Debian's PostgreSQL if needed and starts its cluster.
set -euo pipefail

url="${PLYTIME_TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/test}"

answers() { psql "$url" -Atc 'SELECT 1' >/dev/null 2>&1; }

if ! answers; then
  if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
  read -r version cluster _ < <(pg_lsclusters -h | head -n 1)
  pg_ctlcluster "$version" "$cluster" start >&2 || true
  for _ in $(seq 1 50); do
    su postgres -c "psql -Atc 'SELECT 1'" >/dev/null 2>&1 && break
    sleep 0.2
  done
  # A password for the superuser lets loopback TCP in under the default
  # scram-sha-256 rule; the database `test` is where test databases are made from.
  su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\"" >&2
  su postgres -c "psql -Atc \"SELECT 1 FROM pg_database WHERE datname = 'test'\"" | grep -q 1 \
    || su postgres -c "createdb test" >&2
fi
answers || { echo "PostgreSQL at $url does not answer" >&2; exit 1; }
# Databases left by an interrupted earlier run.
psql "$url" -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'plytime_test_%'" \
  | while read -r name; do psql "$url" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)" >&2; done
echo "$url"
