//! Taking payment for subscriptions through one interface (docs/payments.md):
//! Stripe when configured, the built-in test provider in demo mode.
//!
//! A checkout turns a pending subscription into a payment page; the
//! provider later reports payments (first and weekly renewals), which
//! [`crate::subscriptions::activation::activate`] applies once each.

pub mod renewals;
pub mod stripe;
pub mod stripe_webhook;
pub mod test_checkout;
pub mod test_provider;

use anyhow::Context;

use crate::config::Config;

/// What a checkout charges, and where the parent returns to.
pub struct CheckoutRequest<'a> {
    pub subscription_id: &'a str,
    /// Sent as the provider's idempotency key: the same for a retry of one
    /// checkout, different for another checkout of the same subscription
    /// (a new price, a plan change).
    pub attempt: String,
    pub customer_email: &'a str,
    pub description: &'a str,
    pub weekly_pence: i64,
    pub success_url: &'a str,
    pub error_url: &'a str,
}

/// A started checkout: the provider's reference and the page to send the
/// parent to.
pub struct Checkout {
    pub id: String,
    pub redirect_url: String,
}

#[derive(Clone)]
pub enum Payments {
    /// The built-in provider of demo mode: our own payment page.
    Test,
    Stripe(stripe::StripeClient),
    /// Neither configured: subscriptions cannot be bought.
    Unavailable,
}

impl Payments {
    pub fn from_config(config: &Config) -> anyhow::Result<Payments> {
        match (&config.stripe_secret_key, &config.stripe_webhook_secret) {
            (Some(key), Some(webhook)) => Ok(Payments::Stripe(
                stripe::StripeClient::new(&config.stripe_api_base, key, webhook)
                    .context("configuring Stripe")?,
            )),
            (Some(_), None) | (None, Some(_)) => anyhow::bail!(
                "set both PLYTIME_STRIPE_SECRET_KEY and PLYTIME_STRIPE_WEBHOOK_SECRET"
            ),
            (None, None) if config.demo => Ok(Payments::Test),
            (None, None) => Ok(Payments::Unavailable),
        }
    }

    /// The name stored with each subscription.
    pub fn name(&self) -> &'static str {
        match self {
            Payments::Test => test_provider::NAME,
            Payments::Stripe(_) => stripe::NAME,
            Payments::Unavailable => "none",
        }
    }

    pub async fn start_checkout(&self, request: CheckoutRequest<'_>) -> anyhow::Result<Checkout> {
        match self {
            Payments::Test => Ok(test_provider::start_checkout(&request)),
            Payments::Stripe(client) => client.start_checkout(&request).await,
            Payments::Unavailable => anyhow::bail!("no payment provider is configured"),
        }
    }

    /// Stops future charges of a provider subscription.
    pub async fn cancel(&self, provider_subscription_id: &str) -> anyhow::Result<()> {
        match self {
            Payments::Stripe(client) => client.cancel(provider_subscription_id).await,
            // The test provider renews only subscriptions that are not
            // cancelled, so cancelling ours is enough.
            Payments::Test | Payments::Unavailable => Ok(()),
        }
    }
}
