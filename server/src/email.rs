//! Outgoing e-mail. Every message is first recorded in the `emails` table
//! (the outbox), in the same transaction as the change it reports, so a
//! one-time password is never lost to a failed send. With SMTP configured
//! a background task then delivers it and marks it sent; without, the log
//! carries it for whoever runs the server.

use anyhow::Context;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::db::{Db, emails};

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
    pub fn new(smtp_url: Option<&str>, from: &str) -> anyhow::Result<Mailer> {
        let from = from.parse().context("PLYTIME_MAIL_FROM is not a mailbox")?;
        let smtp = smtp_url
            .map(|url| AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map(|b| b.build()))
            .transpose()
            .context("PLYTIME_SMTP_URL is not an SMTP URL")?;
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

    /// Sends a recorded message in the background.
    pub fn deliver(&self, db: &Db, id: String, message: Outgoing<'_>) {
        let Some(smtp) = self.smtp.clone() else {
            tracing::info!(to = message.to, subject = message.subject, body = %message.body,
                "e-mail kept in the outbox (no SMTP configured)");
            return;
        };
        let kept_body = without_one_time_passwords(&message.body);
        let email = message
            .to
            .parse::<Mailbox>()
            .map_err(anyhow::Error::from)
            .and_then(|to| {
                Message::builder()
                    .from(self.from.clone())
                    .to(to)
                    .subject(message.subject)
                    .body(message.body)
                    .map_err(anyhow::Error::from)
            });
        let email = match email {
            Ok(email) => email,
            Err(error) => {
                tracing::error!(%error, to = message.to, "e-mail not sent; kept in the outbox");
                return;
            }
        };
        let db = db.clone();
        tokio::spawn(async move {
            match smtp.send(email).await {
                Ok(_) => {
                    if let Err(error) = emails::mark_sent(&db, &id, &kept_body).await {
                        tracing::error!(%error, "e-mail sent but not marked");
                    }
                }
                Err(error) => tracing::error!(%error, id, "e-mail not sent; kept in the outbox"),
            }
        });
    }
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
}
