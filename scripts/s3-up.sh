#!/usr/bin/env bash
# Makes a local S3-compatible server available for the S3 test leg and
# prints its settings as `NAME=value` lines, for `env $(scripts/s3-up.sh) …`.
# Reuses the server an earlier run started while it answers; otherwise
# installs moto (PyPI) in a virtual environment of its own if needed and
# starts its server on a free loopback port. Fails when the server does not
# answer.
set -euo pipefail

moto_version=5.2.5
bucket=plytime-test
state="${PLYTIME_S3_STATE_DIR:-${TMPDIR:-/tmp}/plytime-s3}"
mkdir -p "$state"

# Whether an S3 server answers on the loopback port $1 (with its list of
# buckets, so that another program that took the port is not mistaken for it).
answers() {
  curl -sf --max-time 2 "http://127.0.0.1:$1/" 2>/dev/null | grep -q ListAllMyBucketsResult
}

port="$(cat "$state/port" 2>/dev/null || true)"
# A virtual environment rather than the system's Python: Debian's refuses
# packages installed by pip.
venv="${PLYTIME_MOTO_VENV:-$HOME/.cache/plytime/moto-$moto_version}"
python="$venv/bin/python"
if ! "$python" -c 'import moto.server, flask, flask_cors' 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$python" -m pip install --quiet --disable-pip-version-check "moto[server]==$moto_version" >&2
fi
if [ -z "$port" ] || ! answers "$port"; then
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  # In a session of its own, so that it outlives this script and its caller.
  setsid "$python" -m moto.server -H 127.0.0.1 -p "$port" >"$state/moto.log" 2>&1 </dev/null &
  echo "$!" >"$state/pid"
  for _ in $(seq 1 150); do
    answers "$port" && break
    kill -0 "$(cat "$state/pid")" 2>/dev/null || break
    sleep 0.2
  done
  if ! answers "$port"; then
    echo "the S3 server (moto) did not start on 127.0.0.1:$port; its log:" >&2
    tail -n 20 "$state/moto.log" >&2
    exit 1
  fi
  echo "$port" >"$state/port"
fi

endpoint="http://127.0.0.1:$port"
# The bucket the tests share, each test server in a folder of its own.
# Files of runs over an hour old go, so that a server kept for many runs
# (it holds everything in memory) does not grow without end.
PLYTIME_S3_ENDPOINT="$endpoint" PLYTIME_S3_BUCKET="$bucket" "$python" - >&2 <<'EOF'
import datetime
import os

import boto3

s3 = boto3.client(
    "s3",
    endpoint_url=os.environ["PLYTIME_S3_ENDPOINT"],
    region_name="us-east-1",
    aws_access_key_id="plytime-test",
    aws_secret_access_key="plytime-test",
)
bucket = os.environ["PLYTIME_S3_BUCKET"]
if bucket not in [b["Name"] for b in s3.list_buckets().get("Buckets", [])]:
    s3.create_bucket(Bucket=bucket)
old = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=1)
for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
    stale = [{"Key": o["Key"]} for o in page.get("Contents", []) if o["LastModified"] < old]
    if stale:
        s3.delete_objects(Bucket=bucket, Delete={"Objects": stale})
EOF
echo "PLYTIME_TEST_S3_ENDPOINT=$endpoint"
echo "PLYTIME_TEST_S3_BUCKET=$bucket"
