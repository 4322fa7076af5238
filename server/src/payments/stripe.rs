//! Stripe: Checkout Sessions in subscription mode, weekly prices, and the
//! webhook's signature check (docs/payments.md).

use anyhow::Context;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::{Checkout, CheckoutRequest};

pub const NAME: &str = "stripe";
/// Webhook timestamps older or newer than this are refused as replays.
pub const TOLERANCE_SECONDS: i64 = 300;

#[derive(Clone)]
pub struct StripeClient {
    http: reqwest::Client,
    api_base: String,
    secret_key: String,
    webhook_secret: String,
}

impl StripeClient {
    pub fn new(api_base: &str, secret_key: &str, webhook_secret: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(20))
            .build()?;
        Ok(StripeClient {
            http,
            api_base: api_base.trim_end_matches('/').to_string(),
            secret_key: secret_key.to_string(),
            webhook_secret: webhook_secret.to_string(),
        })
    }

    /// A Checkout Session charging the weekly price until cancelled. Our
    /// subscription id travels as the client reference and as metadata of
    /// the Stripe subscription, so every later event can be matched.
    pub async fn start_checkout(&self, request: &CheckoutRequest<'_>) -> anyhow::Result<Checkout> {
        let amount = request.weekly_pence.to_string();
        let form = [
            ("mode", "subscription"),
            ("client_reference_id", request.subscription_id),
            ("customer_email", request.customer_email),
            ("success_url", request.success_url),
            ("cancel_url", request.error_url),
            ("line_items[0][quantity]", "1"),
            ("line_items[0][price_data][currency]", "gbp"),
            ("line_items[0][price_data][unit_amount]", &amount),
            ("line_items[0][price_data][recurring][interval]", "week"),
            (
                "line_items[0][price_data][product_data][name]",
                request.description,
            ),
            (
                "subscription_data[metadata][plytime_subscription_id]",
                request.subscription_id,
            ),
        ];
        let response = self
            .http
            .post(format!("{}/v1/checkout/sessions", self.api_base))
            .bearer_auth(&self.secret_key)
            .header("Idempotency-Key", format!("checkout-{}", request.attempt))
            .form(&form)
            .send()
            .await
            .context("calling Stripe")?;
        let status = response.status();
        let body: serde_json::Value = response.json().await.context("reading Stripe's answer")?;
        anyhow::ensure!(
            status.is_success(),
            "Stripe refused the checkout: {status} {body}"
        );
        let id = body["id"].as_str().context("a checkout session id")?;
        let url = body["url"].as_str().context("a checkout session url")?;
        Ok(Checkout {
            id: id.to_string(),
            redirect_url: url.to_string(),
        })
    }

    /// Cancels a Stripe subscription at once (no further charges).
    pub async fn cancel(&self, subscription_id: &str) -> anyhow::Result<()> {
        let response = self
            .http
            .delete(format!(
                "{}/v1/subscriptions/{subscription_id}",
                self.api_base
            ))
            .bearer_auth(&self.secret_key)
            .send()
            .await
            .context("calling Stripe")?;
        let status = response.status();
        anyhow::ensure!(
            status.is_success() || status == reqwest::StatusCode::NOT_FOUND,
            "Stripe refused the cancellation: {status}"
        );
        Ok(())
    }

    /// Charges a new weekly price from the next renewal on (no proration:
    /// the week already paid stays as it was).
    pub async fn change_weekly_price(
        &self,
        subscription_id: &str,
        pence: i64,
    ) -> anyhow::Result<()> {
        let url = format!("{}/v1/subscriptions/{subscription_id}", self.api_base);
        let current: serde_json::Value = self
            .http
            .get(&url)
            .bearer_auth(&self.secret_key)
            .send()
            .await
            .context("calling Stripe")?
            .error_for_status()
            .context("Stripe refused to show the subscription")?
            .json()
            .await?;
        let item = current["items"]["data"][0]["id"]
            .as_str()
            .context("a subscription item")?;
        let product = current["items"]["data"][0]["price"]["product"]
            .as_str()
            .context("the item's product")?;
        let amount = pence.to_string();
        let form = [
            ("items[0][id]", item),
            ("items[0][price_data][currency]", "gbp"),
            ("items[0][price_data][unit_amount]", &amount),
            ("items[0][price_data][recurring][interval]", "week"),
            ("items[0][price_data][product]", product),
            ("proration_behavior", "none"),
        ];
        self.http
            .post(&url)
            .bearer_auth(&self.secret_key)
            .form(&form)
            .send()
            .await
            .context("calling Stripe")?
            .error_for_status()
            .context("Stripe refused the new price")?;
        Ok(())
    }

    pub fn verify(&self, payload: &[u8], header: &str, now: i64) -> Result<(), SignatureError> {
        verify_signature(&self.webhook_secret, payload, header, now)
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("missing or malformed Stripe-Signature header")]
    Malformed,
    #[error("signature timestamp outside the tolerance")]
    Stale,
    #[error("no matching signature")]
    Mismatch,
}

/// Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): an HMAC-SHA256
/// of `{t}.{payload}` with the endpoint secret, within the tolerance of
/// `now` (seconds).
pub fn verify_signature(
    secret: &str,
    payload: &[u8],
    header: &str,
    now: i64,
) -> Result<(), SignatureError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
            Some(("v1", value)) => signatures.push(value),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(SignatureError::Malformed)?;
    if signatures.is_empty() {
        return Err(SignatureError::Malformed);
    }
    if (now - timestamp).abs() > TOLERANCE_SECONDS {
        return Err(SignatureError::Stale);
    }
    // verify_slice compares in constant time.
    let matches = signatures.iter().any(|signature| {
        hex::decode(signature).is_ok_and(|expected| {
            mac(secret, timestamp, payload)
                .verify_slice(&expected)
                .is_ok()
        })
    });
    if matches {
        Ok(())
    } else {
        Err(SignatureError::Mismatch)
    }
}

fn mac(secret: &str, timestamp: i64, payload: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    mac
}

/// The header Stripe would send for `payload` at `timestamp`: used by the
/// tests' stand-in, and documents the scheme.
pub fn sign(secret: &str, payload: &[u8], timestamp: i64) -> String {
    let signature = hex::encode(mac(secret, timestamp, payload).finalize().into_bytes());
    format!("t={timestamp},v1={signature}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_verify_within_the_tolerance_only() {
        let payload = br#"{"id":"evt_1"}"#;
        let header = sign("whsec_test", payload, 1_000_000);
        assert_eq!(
            verify_signature("whsec_test", payload, &header, 1_000_000),
            Ok(())
        );
        assert_eq!(
            verify_signature("whsec_test", payload, &header, 1_000_300),
            Ok(())
        );
        assert_eq!(
            verify_signature("whsec_test", payload, &header, 1_000_301),
            Err(SignatureError::Stale)
        );
        assert_eq!(
            verify_signature("whsec_other", payload, &header, 1_000_000),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify_signature("whsec_test", br#"{"id":"evt_2"}"#, &header, 1_000_000),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify_signature("whsec_test", payload, "v1=abc", 1_000_000),
            Err(SignatureError::Malformed)
        );
        // A rotated secret: one of several signatures matches.
        let rotated = format!("{header},v1=00ff");
        assert_eq!(
            verify_signature("whsec_test", payload, &rotated, 1_000_000),
            Ok(())
        );
    }
}
