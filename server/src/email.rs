//! Outgoing e-mail (docs/email.md). Every message is first recorded in the
//! `emails` table (the outbox), in the same transaction as the change it
//! reports, so a one-time password is never lost to a failed send. With
//! SMTP configured a background task then delivers it and marks it sent,
//! and a message the relay did not take is tried again later; without,
//! the log carries it for whoever runs the server.

use std::time::Duration;

use anyhow::Context;
use axum::http::Uri;
use lettre::message::{Mailbox, SinglePart};
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use plytime_shared::game::clock::DAY_MILLIS;

use crate::db::{Db, emails, now_millis};

/// How an e-mail labels a one-time password. Once the message is
/// delivered, and in every export, the password after it is blanked out: a
/// family's records never carry a secret that still opens an account
/// (docs/privacy.md).
pub const ONE_TIME_PASSWORD_LABEL: &str = "One-time password: ";

/// The line of an e-mail that gives a one-time password.
pub fn one_time_password_line(password: &str) -> String {
    format!("{ONE_TIME_PASSWORD_LABEL}{password}")
}

/// `body` with any one-time password blanked out.
pub fn without_one_time_passwords(body: &str) -> String {
    body.split('\n')
        .map(|line| match line.strip_prefix(ONE_TIME_PASSWORD_LABEL) {
            Some(_) => format!("{ONE_TIME_PASSWORD_LABEL}(not kept)"),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[derive(Clone)]
pub struct Mailer {
    from: Mailbox,
    smtp: Option<AsyncSmtpTransport<Tokio1Executor>>,
}

/// A message to record and send.
pub struct Outgoing<'a> {
    pub to: &'a str,
    pub subject: &'a str,
    pub body: String,
}

impl Mailer {
    /// A mailer sending through the relay at `smtp_url`, trusting the
    /// certificate authority `relay_ca` (PEM) for it besides the public
    /// ones; without a relay, messages stay in the outbox.
    pub fn new(
        smtp_url: Option<&str>,
        relay_ca: Option<&[u8]>,
        from: &str,
    ) -> anyhow::Result<Mailer> {
        let from = from.parse().context("PLYTIME_MAIL_FROM is not a mailbox")?;
        let smtp = smtp_url.map(|url| relay(url, relay_ca)).transpose()?;
        Ok(Mailer { from, smtp })
    }

    /// Records the message within the caller's transaction; call
    /// [`Mailer::deliver`] with the returned id once it has committed.
    pub async fn record(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        message: &Outgoing<'_>,
    ) -> sqlx::Result<String> {
        emails::insert(&mut **tx, message.to, message.subject, &message.body).await
    }

    /// Sends a recorded message in the background; if that fails, the
    /// retry job tries again ([`Mailer::retry_due`]).
    pub fn deliver(&self, db: &Db, id: String, message: Outgoing<'_>) {
        if self.smtp.is_none() {
            tracing::info!(to = message.to, subject = message.subject, body = %message.body,
                "e-mail kept in the outbox (no SMTP configured)");
            return;
        }
        let recorded = Recorded {
            id,
            to: message.to.to_string(),
            subject: message.subject.to_string(),
            body: message.body,
        };
        let (mailer, db) = (self.clone(), db.clone());
        tokio::spawn(async move {
            if let Err(error) = mailer.attempt(&db, &recorded, now_millis()).await {
                tracing::error!(
                    error = format!("{error:#}"),
                    id = recorded.id,
                    "e-mail not sent yet"
                );
            }
        });
    }

    /// Tries again the messages of the last two days that are due (each
    /// waits longer after each failure) and not given up; how many went.
    /// Without SMTP there is nothing to try.
    pub async fn retry_due(&self, db: &Db, now: i64) -> anyhow::Result<usize> {
        if self.smtp.is_none() {
            return Ok(0);
        }
        let due = emails::due(db, now, now - RETRY_FOR_MS, MAX_ATTEMPTS, RETRY_BATCH).await?;
        let mut sent = 0;
        for email in due {
            let recorded = Recorded {
                id: email.id,
                to: email.recipient,
                subject: email.subject,
                body: email.body,
            };
            if self.attempt(db, &recorded, now).await? {
                sent += 1;
            }
        }
        Ok(sent)
    }

    /// One attempt at a recorded message, if this sending claims it: true
    /// when the relay took it. A failure is kept for the next attempt; an
    /// error is the database's.
    async fn attempt(&self, db: &Db, recorded: &Recorded, now: i64) -> anyhow::Result<bool> {
        let Some(smtp) = &self.smtp else {
            return Ok(false);
        };
        let Some(attempt) = emails::claim(db, &recorded.id, now, now + CLAIM_MS).await? else {
            return Ok(false);
        };
        let email = recorded
            .to
            .parse::<Mailbox>()
            .map_err(anyhow::Error::from)
            .and_then(|to| {
                // A MIME part names its charset: a bare body has none,
                // and a reader takes its "×" or "£" for ASCII garbage.
                Message::builder()
                    .from(self.from.clone())
                    .to(to)
                    .subject(&recorded.subject)
                    .singlepart(SinglePart::plain(recorded.body.clone()))
                    .map_err(anyhow::Error::from)
            });
        let outcome = match email {
            Ok(email) => smtp.send(email).await.map_err(anyhow::Error::from),
            Err(error) => Err(error),
        };
        match outcome {
            Ok(_) => {
                emails::mark_sent(
                    db,
                    &recorded.id,
                    &without_one_time_passwords(&recorded.body),
                )
                .await?;
                Ok(true)
            }
            Err(error) if attempt >= MAX_ATTEMPTS => {
                tracing::error!(
                    error = format!("{error:#}"),
                    id = recorded.id,
                    attempt,
                    "e-mail given up after its last attempt; kept in the outbox"
                );
                Ok(false)
            }
            Err(error) => {
                let next = now + retry_after(attempt);
                emails::retry_at(db, &recorded.id, next).await?;
                tracing::warn!(
                    error = format!("{error:#}"),
                    id = recorded.id,
                    attempt,
                    "e-mail not sent; tried again later"
                );
                Ok(false)
            }
        }
    }
}

/// The transport to the relay at `url`. With a certificate authority of
/// its own, TLS is required and checked against it as well.
fn relay(url: &str, ca: Option<&[u8]>) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let builder = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
        .context("PLYTIME_SMTP_URL is not an SMTP URL")?;
    let Some(ca) = ca else {
        return Ok(builder.build());
    };
    let uri: Uri = url.parse().context("PLYTIME_SMTP_URL is not an SMTP URL")?;
    let host = uri.host().context("PLYTIME_SMTP_URL names no host")?;
    let certificate =
        Certificate::from_pem(ca).context("PLYTIME_SMTP_CA_FILE is not a PEM certificate")?;
    let parameters = TlsParameters::builder(host.to_string())
        .add_root_certificate(certificate)
        .build()
        .context("the relay's TLS settings")?;
    let tls = if uri.scheme_str() == Some("smtps") {
        Tls::Wrapper(parameters)
    } else {
        Tls::Required(parameters)
    };
    Ok(builder.tls(tls).build())
}

/// A message as the outbox holds it.
struct Recorded {
    id: String,
    to: String,
    subject: String,
    body: String,
}

/// How long an attempt holds its message: a replica that stops while
/// sending leaves it to be tried again after this.
const CLAIM_MS: i64 = 5 * 60_000;

/// Attempts at a message before it is given up: with [`retry_after`],
/// some six hours of a relay being down.
const MAX_ATTEMPTS: i64 = 12;

/// Messages older than this are not tried again: a one-time password or a
/// notice two days late would mislead more than help.
const RETRY_FOR_MS: i64 = 2 * DAY_MILLIS;

/// Messages each retry run tries at most, so a long outage's backlog goes
/// out over several runs.
const RETRY_BATCH: i64 = 100;

/// How often the retry job looks for messages due.
pub const RETRY_EVERY: Duration = Duration::from_secs(30);

/// The wait after failed attempt `attempt` (1 first): 30 seconds, doubling
/// each time, at most an hour.
fn retry_after(attempt: i64) -> i64 {
    let doublings = (attempt - 1).clamp(0, 7) as u32;
    (30_000 * 2_i64.pow(doublings)).min(60 * 60_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_time_password_is_blanked_out_and_nothing_else() {
        let body = format!(
            "Hello,\n\nUsername: ada\n{}\n\nBye\n",
            one_time_password_line("s3cret")
        );
        assert_eq!(
            without_one_time_passwords(&body),
            "Hello,\n\nUsername: ada\nOne-time password: (not kept)\n\nBye\n"
        );
        assert_eq!(without_one_time_passwords("No secret"), "No secret");
    }

    #[test]
    fn a_failed_message_waits_longer_after_each_attempt_up_to_an_hour() {
        let waits: Vec<i64> = (1..=MAX_ATTEMPTS).map(retry_after).collect();
        assert_eq!(&waits[..4], [30_000, 60_000, 120_000, 240_000]);
        assert!(waits.windows(2).all(|pair| pair[0] <= pair[1]));
        assert_eq!(waits.last(), Some(&3_600_000));
        let total: i64 = waits.iter().sum();
        assert!((5 * 3_600_000..8 * 3_600_000).contains(&total), "{total}");
    }
}
