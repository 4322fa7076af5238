#!/usr/bin/env bash
# Runs the tests' real SMTP relay, aiosmtpd from PyPI, with STARTTLS and
# authentication required (scripts/smtp_relay.py; docs/email.md).
#
#   scripts/smtp-relay.sh install          # the virtual environment only
#   scripts/smtp-relay.sh FOLDER PORT LOGIN PASSWORD
#
# Installs aiosmtpd in a virtual environment of its own if needed. With a
# folder, makes a certificate authority and the relay's certificate for
# 127.0.0.1 in FOLDER/tls (once), then runs the relay on 127.0.0.1:PORT,
# writing what it accepts to FOLDER; it prints "ready" once it listens.
set -euo pipefail
cd "$(dirname "$0")/.."

aiosmtpd_version=1.4.6
venv="${PLYTIME_SMTP_VENV:-$HOME/.cache/plytime/aiosmtpd-$aiosmtpd_version}"
python="$venv/bin/python"
if ! "$python" -c 'import aiosmtpd' 2>/dev/null; then
  # Debian's Python has no venv module without python3-venv.
  python3 -m venv "$venv" >&2 2>/dev/null || {
    rm -rf "$venv"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >&2
    python3 -m venv "$venv" >&2
  }
  "$python" -m pip install --quiet --disable-pip-version-check "aiosmtpd==$aiosmtpd_version" >&2
fi
[ "$1" = install ] && exit 0

folder="$1" port="$2" login="$3" password="$4"
tls="$folder/tls"
if [ ! -f "$tls/relay.pem" ]; then
  mkdir -p "$tls"
  # A certificate authority of the test's own, which the server is told
  # to trust (PLYTIME_SMTP_CA_FILE), and the relay's certificate from it.
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj "/CN=Plytime test relay CA" -keyout "$tls/ca.key" -out "$tls/ca.pem" 2>/dev/null
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
    -subj "/CN=127.0.0.1" -keyout "$tls/relay.key" -out "$tls/relay.csr" 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' >"$tls/relay.ext"
  openssl x509 -req -in "$tls/relay.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca.key" \
    -CAcreateserial -days 2 -extfile "$tls/relay.ext" -out "$tls/relay.pem" 2>/dev/null
fi
exec "$python" scripts/smtp_relay.py --folder "$folder" --port "$port" \
  --cert "$tls/relay.pem" --key "$tls/relay.key" --login "$login" --password "$password"
