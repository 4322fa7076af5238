//! The built-in payment provider of demo mode: a checkout page on this
//! server with Pay and Decline (served by `crate::http::test_payments`),
//! which then returns the parent to the success or error address the
//! subscription gave. What paying and declining do is in
//! [`super::test_checkout`]; renewal is weekly and automatic (see
//! [`super::renewals`]).

use super::{Checkout, CheckoutRequest};

pub const NAME: &str = "test";
/// Where the payment pages are: `{PAGE}/{checkout_id}`.
pub const PAGE: &str = "/pay/test";

/// The provider's reference for a paid subscription, as a card provider
/// would give one.
pub fn new_subscription_id() -> String {
    format!("test_sub_{}", uuid::Uuid::new_v4().simple())
}

pub fn start_checkout(_request: &CheckoutRequest<'_>) -> Checkout {
    let id = format!("test_cs_{}", uuid::Uuid::new_v4().simple());
    Checkout {
        redirect_url: format!("{PAGE}/{id}"),
        id,
    }
}
