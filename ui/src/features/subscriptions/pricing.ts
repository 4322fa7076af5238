import type { SubscriptionProduct } from '../../generated/api/schemas';

export const LOADING_TEXT = 'Loading...';

export function productOf(products: readonly SubscriptionProduct[] | undefined, plan: string) {
  return products?.find((product) => product.label === plan);
}

/** How many weekly sessions a plan has; undefined until the products are known. */
export function sessionsOf(products: readonly SubscriptionProduct[] | undefined, plan: string) {
  return productOf(products, plan)?.sessions;
}

/** '£34.99' for 3499, as the server's `pounds` (replayed in pricing.test.ts). */
export function penceAsPounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** The weekly cost in pounds with 2 decimals, or 'Loading...'. */
export function weeklyCostText(
  products: readonly SubscriptionProduct[] | undefined,
  plan: string,
): string {
  const product = productOf(products, plan);
  return product ? penceAsPounds(product.weekly_cost_in_pence) : LOADING_TEXT;
}

/** An amount as the server sends it ('34.99', pounds with two decimals) with its sign. */
export function amountText(amount: string): string {
  return `£${amount}`;
}
