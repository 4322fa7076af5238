import { describe, expect, it } from 'vitest';

import cases from '../../generated/currency_rules.json';
import { poundsToPence } from './planChange';
import { amountText, penceAsPounds } from './pricing';

/*
 * Every case the Rust rule `pounds` (shared/src/api/subscriptions.rs) wrote
 * into currency_rules.json, replayed through this copy: a price the UI
 * works out reads as the amount the server sends for it.
 */

describe('pence as pounds replays every case of currency_rules.json', () => {
  it.each(cases)('$pence p reads £$pounds', ({ pence, pounds }) => {
    expect(penceAsPounds(pence)).toBe(`£${pounds}`);
  });

  it.each(cases)('the server’s $pounds reads as $pence p would', ({ pence, pounds }) => {
    expect(amountText(pounds)).toBe(penceAsPounds(pence));
  });

  it.each(cases)('the server’s $pounds is $pence p', ({ pence, pounds }) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });
});
