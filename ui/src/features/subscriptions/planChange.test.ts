import { describe, expect, it } from 'vitest';

import type { ChangeTakesEffect } from '../../generated/api/schemas';
import cases from '../../generated/plan_change_rules.json';
import {
  changeTakesEffect,
  editTakesEffect,
  nextRenewal,
  nextRenewalText,
  poundsToPence,
} from './planChange';
import {
  savedWhileWaitingText,
  STARTS_NOW_TEXT,
  STARTS_ONCE_PAID_TEXT,
  startsText,
  waitingChangeText,
} from './planChangeTexts';
import { LOADING_TEXT } from './pricing';
import { editReviewRows, TUTOR_CHOSEN_ON_PAYING } from './reviewRows';
import { pendingChange, PRODUCTS, subscription } from './testing/fixtures';

/*
 * Every case the Rust rule `change_takes_effect` wrote into
 * plan_change_rules.json, replayed through the TypeScript copy: what the
 * review promises must be what the server does.
 */

interface PlanChangeCase {
  old_sessions: number;
  old_pence: number;
  new_sessions: number;
  new_pence: number;
  takes_effect: ChangeTakesEffect;
}

describe('the rule replays every case of plan_change_rules.json', () => {
  it.each(cases as PlanChangeCase[])(
    '$old_sessions sessions at $old_pence p to $new_sessions at $new_pence p: $takes_effect',
    ({ old_sessions, old_pence, new_sessions, new_pence, takes_effect }) => {
      expect(
        changeTakesEffect(
          { sessions: old_sessions, pence: old_pence },
          { sessions: new_sessions, pence: new_pence },
        ),
      ).toBe(takes_effect);
    },
  );

  it('covers every way a change can take effect', () => {
    const kinds = new Set((cases as PlanChangeCase[]).map((each) => each.takes_effect));
    expect([...kinds].sort()).toEqual(['next_renewal', 'now', 'once_paid']);
  });
});

describe('the next renewal', () => {
  it('is a week after the last payment', () => {
    expect(nextRenewal(subscription())?.toISOString()).toBe('2026-03-09T10:00:00.000Z');
    expect(nextRenewalText(subscription())).toBe('2026/03/09');
  });

  it('is dated on a London calendar, summer time included', () => {
    // 23:30 UTC on 1 April is 00:30 on 2 April in London.
    expect(nextRenewalText({ payment_date: '2026-03-25T23:30:00Z' })).toBe('2026/04/02');
  });

  it('does not exist before the first payment', () => {
    expect(nextRenewal({ payment_date: null })).toBeNull();
    expect(nextRenewalText({ payment_date: null })).toBe('');
  });
});

describe('an edit of a paid plan', () => {
  // subscription(): 2 X 15 mins at £30.00; PRODUCTS: £15.00 a session.
  it.each<[string, string, ChangeTakesEffect]>([
    ['more sessions', '3 X 15 mins', 'once_paid'],
    ['fewer sessions', '1 X 15 mins', 'next_renewal'],
    ['the same plan', '2 X 15 mins', 'now'],
  ])('to %s takes effect %s', (_, plan, takesEffect) => {
    expect(editTakesEffect(subscription(), plan, PRODUCTS.results)).toBe(takesEffect);
  });

  it('compares with what the family pays, not with today’s price list', () => {
    const paysLess = subscription({ payment_amount: '25.00' });
    expect(editTakesEffect(paysLess, '2 X 15 mins', PRODUCTS.results)).toBe('once_paid');
  });

  it('is unknown until the products are', () => {
    expect(editTakesEffect(subscription(), '3 X 15 mins', undefined)).toBeUndefined();
    expect(startsText(undefined, subscription())).toBe(LOADING_TEXT);
  });

  it('reads amounts in pence', () => {
    expect(poundsToPence('34.99')).toBe(3499);
    expect(poundsToPence('5.00')).toBe(500);
    expect(poundsToPence('0.07')).toBe(7);
  });
});

describe('the edit review', () => {
  // Tuesday 3 March 2026, the day after the last payment; the renewal is on Monday 9 March at 10:00.
  const facts = { tutor: null, from: new Date('2026-03-03T10:00:00Z') };
  const rows = (plan: string, slots = [{ day_of_week: 0, time: 960 }]) =>
    editReviewRows(subscription(), plan, slots, PRODUCTS.results, facts);

  it('shows a raise’s old and new weekly price, the tutor kept, and that it starts once paid', () => {
    expect(rows('3 X 15 mins')).toEqual([
      { label: 'Now', value: '2 X 15 mins, £30.00 a week' },
      { label: 'New plan', value: '3 X 15 mins, £45.00 a week' },
      { label: 'Tutor', value: 'Owen Jones' },
      { label: 'Weekly times', value: 'Monday 16:00' },
      { label: 'First session at these times', value: 'Mon 9 Mar 16:00' },
      { label: 'Starts', value: STARTS_ONCE_PAID_TEXT },
    ]);
    // The payment page says the new price applies "from today": the payment starts a new week.
    expect(STARTS_ONCE_PAID_TEXT).toBe(
      'Once you have paid for it: a new week at the new price starts that day',
    );
  });

  it('starts the times of a cheaper plan from the renewal', () => {
    const early = [{ day_of_week: 0, time: 9 * 60 }];
    const first = (plan: string) =>
      rows(plan, early).find((row) => row.label === 'First session at these times')?.value;
    expect(first('3 X 15 mins')).toBe('Mon 9 Mar 09:00');
    expect(first('1 X 15 mins')).toBe('Mon 16 Mar 09:00');
  });

  it('starts a cheaper plan from the next renewal', () => {
    expect(rows('1 X 15 mins').at(-1)).toEqual({
      label: 'Starts',
      value: 'From your next renewal on 2026/03/09',
    });
  });

  it('starts new times on the same plan straight away', () => {
    expect(rows('2 X 15 mins').at(-1)).toEqual({ label: 'Starts', value: STARTS_NOW_TEXT });
    expect(STARTS_NOW_TEXT).toBe('Straight away');
  });

  it('finds a tutor for a plan that had none, from the times chosen', () => {
    const none = subscription({ tutor: null, session_option: 'Platform Only' });
    const withTutor = (tutor: string | null) =>
      editReviewRows(none, '1 X 15 mins', [], PRODUCTS.results, { ...facts, tutor }).find(
        (row) => row.label === 'Tutor',
      )?.value;
    expect(withTutor('Priya Shah')).toBe('Priya Shah');
    expect(withTutor(null)).toBe(TUTOR_CHOSEN_ON_PAYING);
  });

  it('shows no tutor times for Platform Only', () => {
    expect(rows('Platform Only', []).map((row) => row.label)).toEqual([
      'Now',
      'New plan',
      'Starts',
    ]);
  });

  it('says which waiting change the new one replaces', () => {
    const waiting = subscription({ pending_change: pendingChange() });
    expect(editReviewRows(waiting, '1 X 15 mins', [], PRODUCTS.results, facts).at(-1)).toEqual({
      label: 'Replaces',
      value: 'New plan waiting for payment: 3 X 15 mins, £45.00 a week',
    });
  });

  it('says Loading... until the prices are known', () => {
    expect(editReviewRows(subscription(), '3 X 15 mins', [], undefined, facts).slice(1)).toEqual([
      { label: 'New plan', value: '3 X 15 mins, Loading...' },
      { label: 'Tutor', value: 'Owen Jones' },
      { label: 'Weekly times', value: '' },
      { label: 'Starts', value: LOADING_TEXT },
    ]);
  });

  it('of a plan never paid for reads like a new plan: it goes to payment', () => {
    const unpaid = subscription({ payment_date: null, status: 'Pending' });
    expect(editReviewRows(unpaid, '3 X 15 mins', [], PRODUCTS.results, facts)).toEqual([
      { label: 'Plan', value: '3 X 15 mins' },
      { label: 'Tutor', value: 'Owen Jones' },
      { label: 'Weekly times', value: '' },
      { label: 'Weekly cost', value: '£45.00' },
    ]);
  });
});

describe('a waiting change', () => {
  it('waiting for payment reads as such', () => {
    const waiting = subscription({ pending_change: pendingChange() });
    expect(waitingChangeText(waiting)).toBe(
      'New plan waiting for payment: 3 X 15 mins, £45.00 a week',
    );
    expect(savedWhileWaitingText(waiting)).toBe(
      'Saved. The new plan starts once the family has paid for it.',
    );
  });

  it('waiting for the renewal reads with its date', () => {
    const cheaper = pendingChange({
      session_option: '1 X 15 mins',
      payment_amount: '15.00',
      takes_effect: 'next_renewal',
      checkout_url: null,
    });
    const waiting = subscription({ pending_change: cheaper });
    expect(waitingChangeText(waiting)).toBe('From 2026/03/09: 1 X 15 mins, £15.00 a week');
    expect(savedWhileWaitingText(waiting)).toBe(
      'Saved. The new plan starts from the next renewal on 2026/03/09.',
    );
  });

  it('is not there when nothing waits', () => {
    expect(waitingChangeText(subscription())).toBeNull();
    expect(savedWhileWaitingText(subscription())).toBeNull();
  });
});
