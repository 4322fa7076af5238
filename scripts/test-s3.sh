#!/usr/bin/env bash
# The S3 leg: the file store's tests and the API tests of every route that
# keeps files (pictures, question images, imports, whiteboards, a family's
# closing and the retention schedule), with the server's files in a bucket
# on a local S3-compatible server (scripts/s3-up.sh) instead of a folder;
# and the restore drill with its backups in that bucket.
# Extra arguments go to cargo test, e.g. `-- --nocapture`.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/plytime/target}"
settings="$(scripts/s3-up.sh)"
# One NAME=value a line, none with spaces.
# shellcheck disable=SC2086
exec env $settings cargo test -p plytime-server --lib --test api "$@" -- \
  storage:: pictures:: profile:: content::question_images import:: \
  session_whiteboard:: privacy:: backups::a_restored backups::a_backup_killed
