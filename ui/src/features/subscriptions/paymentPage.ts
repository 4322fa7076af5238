/**
 * Leaves the app for the payment page (the server's test page or
 * Stripe's). A module of its own so tests can stand in for the browser's
 * navigation, which jsdom cannot do.
 */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
