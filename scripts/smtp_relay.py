"""A real SMTP relay for the tests (docs/email.md, "Tested against a
real relay"): aiosmtpd, requiring STARTTLS before anything else and
authentication after it, as a relay on the internet does. Each message
it accepts becomes one JSON file in the folder it is given: the envelope
sender and recipients, the message as sent and as a reader sees it (its
From, To and Subject, its text and any HTML part, decoded), and whether
it came over TLS and by which login.

    python smtp_relay.py --folder DIR --port PORT --cert C --key K --login L --password P

Prints "ready" once it listens, and runs until it is stopped.
"""

import argparse
import email
import email.policy
import json
import os
import signal
import ssl
import threading
import uuid

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Keep:
    """Writes each accepted message to the folder, whole or not at all."""

    def __init__(self, folder):
        self.folder = folder

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        html = message.get_body(preferencelist=("html",))
        record = {
            "from": envelope.mail_from,
            "to": envelope.rcpt_tos,
            "data": envelope.content.decode("utf-8", "replace"),
            # The message as a reader sees it: headers and parts decoded.
            "header_from": str(message["From"]),
            "header_to": str(message["To"]),
            "subject": str(message["Subject"]),
            "text": lines(message.get_body(preferencelist=("plain",)).get_content()),
            "html": lines(html.get_content()) if html is not None else None,
            "tls": session.ssl is not None,
            "login": (session.auth_data.login.decode() if session.auth_data else None),
        }
        name = uuid.uuid4().hex
        partial = os.path.join(self.folder, f".{name}.partial")
        with open(partial, "w", encoding="utf-8") as file:
            json.dump(record, file)
        os.rename(partial, os.path.join(self.folder, f"{name}.json"))
        return "250 Message accepted"


def lines(text):
    """Text with its lines ending as a reader's do, not as SMTP sends them."""
    return text.replace("\r\n", "\n")


def only(login, password):
    """Accepts the one login with its password."""

    def check(server, session, envelope, mechanism, auth_data):
        good = (
            isinstance(auth_data, LoginPassword)
            and auth_data.login == login.encode()
            and auth_data.password == password.encode()
        )
        # Kept on the session, for the record of what it then sends.
        return AuthResult(success=good, auth_data=auth_data if good else None)

    return check


def main():
    arguments = argparse.ArgumentParser()
    for name in ("folder", "cert", "key", "login", "password"):
        arguments.add_argument(f"--{name}", required=True)
    arguments.add_argument("--port", type=int, required=True)
    options = arguments.parse_args()

    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(options.cert, options.key)
    controller = Controller(
        Keep(options.folder),
        hostname="127.0.0.1",
        port=options.port,
        server_hostname="relay.plytime.test",
        tls_context=tls,
        require_starttls=True,
        authenticator=only(options.login, options.password),
        auth_required=True,
        auth_require_tls=True,
    )
    controller.start()
    print("ready", flush=True)
    stopped = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stopped.set())
    stopped.wait()
    controller.stop()


if __name__ == "__main__":
    main()
