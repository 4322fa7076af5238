import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/apiError';
import { LOADING_TEXT, weeklyCostText } from './pricing';
import {
  INVALID_CODE_TEXT,
  NO_SLOTS_TEXT,
  REFERRED_TUTOR_HAS_NO_SLOTS_TEXT,
  slotOfferProblem,
  tutorOfChosen,
} from './slotOffer';
import { preferredTimes, slotLabel, withSlots } from './slots';
import { PRODUCTS, slot } from './testing/fixtures';

describe('slot labels', () => {
  it.each([
    [0, 0, 'Monday 00:00'],
    [0, 9 * 60 + 15, 'Monday 09:15'],
    [3, 16 * 60 + 45, 'Thursday 16:45'],
    [6, 23 * 60 + 45, 'Sunday 23:45'],
  ])('day %i at minute %i reads %j', (day_of_week, time, label) => {
    expect(slotLabel({ day_of_week, time })).toBe(label);
  });
});

describe('the tutor of the chosen times', () => {
  const offered = [slot(0, 960), slot(0, 975), slot(3, 1020, 'tutor-priya')];
  const at = (day_of_week: number, time: number) => ({ day_of_week, time });

  it('is the tutor whose times they all are, by name', () => {
    expect(tutorOfChosen(offered, [at(0, 960), at(0, 975)])).toBe('Owen Jones');
  });

  it.each([
    ['different tutors’ times', [at(0, 960), at(3, 1020)]],
    ['a time not on offer', [at(0, 960), at(5, 600)]],
    ['no times yet', []],
  ])('is not known for %s', (_, chosen) => {
    expect(tutorOfChosen(offered, chosen)).toBeNull();
  });

  it('is not known before the offer arrives', () => {
    expect(tutorOfChosen(undefined, [at(0, 960)])).toBeNull();
  });
});

describe('the weekly cost', () => {
  it.each([
    ['Platform Only', '£5.00'],
    ['1 X 15 mins', '£15.00'],
    ['7 X 15 mins', '£105.00'],
  ])('of %s is %s', (plan, text) => {
    expect(weeklyCostText(PRODUCTS.results, plan)).toBe(text);
  });

  it("is 'Loading...' until the plans are known", () => {
    expect(weeklyCostText(undefined, '2 X 15 mins')).toBe(LOADING_TEXT);
    expect(LOADING_TEXT).toBe('Loading...');
  });

  it('shows pence with two decimals', () => {
    expect(weeklyCostText([{ label: 'Odd', sessions: 1, weekly_cost_in_pence: 1234 }], 'Odd')).toBe(
      '£12.34',
    );
  });
});

describe('preferred times and offered slots', () => {
  it('asks for every chosen day at every chosen time', () => {
    expect(preferredTimes([0, 2], ['Morning (08:00-11:45)', 'Late Evening (21:00-23:45)'])).toEqual(
      [
        { day: 0, approx_time: 'Morning (08:00-11:45)' },
        { day: 0, approx_time: 'Late Evening (21:00-23:45)' },
        { day: 2, approx_time: 'Morning (08:00-11:45)' },
        { day: 2, approx_time: 'Late Evening (21:00-23:45)' },
      ],
    );
  });

  it('adds a subscription’s own times to the offer once each, in week order', () => {
    const offered = [{ day_of_week: 2, time: 600 }];
    const own = [
      { day_of_week: 2, time: 600 },
      { day_of_week: 0, time: 960 },
    ];
    expect(withSlots(offered, own)).toEqual([
      { day_of_week: 0, time: 960 },
      { day_of_week: 2, time: 600 },
    ]);
  });
});

describe('why no slots are offered', () => {
  const unknownCode = new ApiError(404, ['No such referral code']);
  it.each<[string, Parameters<typeof slotOfferProblem>[0], string | null]>([
    [
      'slots to choose',
      { slots: [{ day_of_week: 0, time: 0 }], error: null, referredTutorOnly: false },
      null,
    ],
    ['still loading', { slots: undefined, error: null, referredTutorOnly: true }, null],
    ['none from any tutor', { slots: [], error: null, referredTutorOnly: false }, NO_SLOTS_TEXT],
    [
      'none from the referred tutor',
      { slots: [], error: null, referredTutorOnly: true },
      REFERRED_TUTOR_HAS_NO_SLOTS_TEXT,
    ],
    [
      'an unknown code',
      { slots: undefined, error: unknownCode, referredTutorOnly: true },
      INVALID_CODE_TEXT,
    ],
    [
      'an unknown code with the tutor box unticked',
      { slots: undefined, error: unknownCode, referredTutorOnly: false, codeGiven: true },
      INVALID_CODE_TEXT,
    ],
    [
      'another failure',
      { slots: undefined, error: new ApiError(500, ['Down']), referredTutorOnly: false },
      'Error: Down',
    ],
  ])('%s', (_, offer, problem) => {
    expect(slotOfferProblem(offer)).toBe(problem);
  });

  it('uses the product’s words', () => {
    expect(NO_SLOTS_TEXT).toBe(
      "We're sorry. There are no tutors with availability matching your requirements.",
    );
    expect(INVALID_CODE_TEXT).toBe(
      "We're sorry. The code you used was invalid. Please go back and try again with a different code.",
    );
  });
});
