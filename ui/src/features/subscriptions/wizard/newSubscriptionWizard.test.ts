import { describe, expect, it } from 'vitest';

import { subscription } from '../testing/fixtures';
import {
  canGoNext,
  currentNewStep,
  isReferralCodeWellFormed,
  NEW_WIZARD_START,
  type NewStepId,
  type NewSubscriptionChoices,
  newSubscriptionSteps,
  type NewWizardAction,
  newWizardReducer,
  type NewWizardState,
  studentsToOffer,
  waitingPlanFor,
} from './newSubscriptionWizard';

const MONDAY_4PM = { day_of_week: 0, time: 960 };
const WEDNESDAY_4PM = { day_of_week: 2, time: 960 };

function at(step: NewStepId, choices: Partial<NewSubscriptionChoices> = {}): NewWizardState {
  const merged = { ...NEW_WIZARD_START.choices, plan: '2 X 15 mins', ...choices };
  return { step: newSubscriptionSteps(merged.plan).indexOf(step), choices: merged };
}

function run(state: NewWizardState, ...actions: NewWizardAction[]): NewWizardState {
  return actions.reduce(newWizardReducer, state);
}

const CHOSEN = { student: 's', subject: 'maths', level: 'On track' };

describe('the steps of the new-subscription wizard', () => {
  it.each([
    ['2 X 15 mins', ['student', 'plan', 'referral', 'slots', 'review']],
    ['', ['student', 'plan', 'referral', 'slots', 'review']],
    ['Platform Only', ['student', 'plan', 'referral', 'review']],
  ])('with plan %j are %j', (plan, steps) => {
    expect(newSubscriptionSteps(plan)).toEqual(steps);
  });
});

describe('Next', () => {
  it.each<[string, NewWizardState, number | undefined, boolean]>([
    ['step 0 with nothing chosen', at('student'), 2, false],
    ['step 0 without a level', at('student', { student: 's', subject: 'maths' }), 2, false],
    ['step 0 without a subject', at('student', { student: 's', level: 'On track' }), 2, false],
    ['step 0 without a student', at('student', { subject: 'maths', level: 'On track' }), 2, false],
    ['step 0 with student, subject and level', at('student', CHOSEN), 2, true],
    ['step 1 without a plan', at('plan', { plan: '' }), undefined, false],
    ['step 1 with a tutor plan and no preferred times', at('plan'), 2, false],
    ['step 1 with days but no times', at('plan', { days: [0] }), 2, false],
    ['step 1 with times but no days', at('plan', { times: ['Morning (08:00-11:45)'] }), 2, false],
    [
      'step 1 with a day and a time',
      at('plan', { days: [0], times: ['Morning (08:00-11:45)'] }),
      2,
      true,
    ],
    [
      'step 1 with Platform Only and no preferred times',
      at('plan', { plan: 'Platform Only' }),
      0,
      true,
    ],
    ['step 2 without a code', at('referral'), 2, true],
    ['step 2 with a code', at('referral', { referralCode: 'PTR-OWEN' }), 2, true],
    ['step 2 with a malformed code', at('referral', { referralCode: 'OWEN' }), 2, false],
    [
      'step 2 with the tutor checkbox and a code',
      at('referral', { referralCode: 'PTR-OWEN', onlyReferredTutor: true }),
      2,
      true,
    ],
    ['step 3 with fewer slots than sessions', at('slots', { slots: [MONDAY_4PM] }), 2, false],
    [
      'step 3 with as many slots as sessions',
      at('slots', { slots: [MONDAY_4PM, WEDNESDAY_4PM] }),
      2,
      true,
    ],
    [
      'step 3 with more slots than sessions',
      at('slots', { plan: '1 X 15 mins', slots: [MONDAY_4PM, WEDNESDAY_4PM] }),
      1,
      false,
    ],
    [
      'step 3 before the plans have loaded',
      at('slots', { slots: [MONDAY_4PM, WEDNESDAY_4PM] }),
      undefined,
      false,
    ],
    ['the review (Pay moves on there)', at('review'), 2, false],
  ])('at %s: %s', (_, state, planSessions, allowed) => {
    expect(canGoNext(state, planSessions)).toBe(allowed);
    const moved = newWizardReducer(state, { type: 'next', planSessions });
    expect(moved.step).toBe(allowed ? state.step + 1 : state.step);
  });

  it('skips the slots for Platform Only: step 2 leads to the review', () => {
    const state = run(at('referral', { plan: 'Platform Only' }), { type: 'next', planSessions: 0 });
    expect(state.step).toBe(3);
    expect(currentNewStep(state)).toBe('review');
  });

  it('Back goes one step back and stops at step 0', () => {
    expect(run(at('slots'), { type: 'back' }).step).toBe(2);
    expect(run(at('student'), { type: 'back' }).step).toBe(0);
    expect(currentNewStep(run(at('review', { plan: 'Platform Only' }), { type: 'back' }))).toBe(
      'referral',
    );
  });
});

describe('choosing slots', () => {
  const withTwo = at('slots', {
    days: [0],
    times: ['Late Afternoon (15:00-17:45)'],
    slots: [MONDAY_4PM, WEDNESDAY_4PM],
  });

  it('toggles a slot on and off, keeping the week order', () => {
    const added = run(at('slots', { slots: [WEDNESDAY_4PM] }), {
      type: 'toggleSlot',
      slot: MONDAY_4PM,
    });
    expect(added.choices.slots).toEqual([MONDAY_4PM, WEDNESDAY_4PM]);
    const removed = run(added, { type: 'toggleSlot', slot: WEDNESDAY_4PM });
    expect(removed.choices.slots).toEqual([MONDAY_4PM]);
  });

  it.each<[string, NewWizardAction, boolean]>([
    ['choosing Platform Only', { type: 'choosePlan', plan: 'Platform Only' }, true],
    ['choosing another tutor plan', { type: 'choosePlan', plan: '3 X 15 mins' }, false],
    ['changing the preferred days', { type: 'chooseDays', days: [0, 1] }, true],
    [
      'changing the approximate times',
      { type: 'chooseTimes', times: ['Morning (08:00-11:45)'] },
      true,
    ],
    ['choosing another subject', { type: 'choose', field: 'subject', value: 'english' }, true],
    ['choosing another level', { type: 'choose', field: 'level', value: 'A year ahead' }, false],
    ['ticking the tutor checkbox', { type: 'restrictToReferredTutor', restrict: true }, true],
    ['typing a code without the checkbox', { type: 'enterReferralCode', code: 'PTR-OWEN' }, false],
  ])('%s clears the chosen slots: %s', (_, action, cleared) => {
    expect(run(withTwo, action).choices.slots).toEqual(cleared ? [] : withTwo.choices.slots);
  });

  it('emptying the code unticks the tutor checkbox and clears the slots', () => {
    const restricted = {
      ...withTwo,
      choices: { ...withTwo.choices, referralCode: 'PTR-OWEN', onlyReferredTutor: true },
    };
    const state = run(restricted, { type: 'enterReferralCode', code: '' });
    expect(state.choices.onlyReferredTutor).toBe(false);
    expect(state.choices.slots).toEqual([]);
  });
});

describe('referral codes', () => {
  it.each([
    ['', true],
    ['PTR-OWEN', true],
    ['ptr-owen2', true],
    ['  PTR-OWEN ', true],
    ['PTR-', false],
    ['OWEN', false],
    ['PTR-OW EN', false],
  ])('%j is well formed: %s', (code, wellFormed) => {
    expect(isReferralCodeWellFormed(code)).toBe(wellFormed);
  });
});

describe('the student picker', () => {
  const students = [{ _id: 'ada' }, { _id: 'ben' }, { _id: 'cy' }];
  it.each([
    ['no subscriptions', [], ['ada', 'ben', 'cy']],
    ['an active one for Ada', [{ student: { _id: 'ada' }, status: 'Active' }], ['ben', 'cy']],
    [
      'a pending one for Ben',
      [{ student: { _id: 'ben' }, status: 'Pending' }],
      ['ada', 'ben', 'cy'],
    ],
    [
      'a cancelled one for Cy',
      [{ student: { _id: 'cy' }, status: 'Cancelled' }],
      ['ada', 'ben', 'cy'],
    ],
  ])('with %s offers %j', (_, subscriptions, offered) => {
    expect(studentsToOffer(students, subscriptions).map((each) => each._id)).toEqual(offered);
  });
});

describe('a plan waiting for payment', () => {
  const bensMaths = subscription({
    _id: 'ben-maths',
    student: { _id: 'ben', name: 'Ben' },
    payment_date: null,
    status: 'Pending',
  });
  const others = [
    subscription({ _id: 'ada-maths', student: { _id: 'ada', name: 'Ada' } }),
    subscription({
      _id: 'cy-maths',
      student: { _id: 'cy', name: 'Cy' },
      payment_date: null,
      cancelled: true,
      status: 'Cancelled',
    }),
  ];

  it.each([
    ['Ben and Maths', 'ben', 'maths', 'ben-maths'],
    ['Ben and English', 'ben', 'english', undefined],
    ['Ben before a subject is chosen', 'ben', '', undefined],
    ['Ada and Maths (paid)', 'ada', 'maths', undefined],
    ['Cy and Maths (cancelled)', 'cy', 'maths', undefined],
  ])('for %s is %s', (_, student, subject, id) => {
    expect(waitingPlanFor([...others, bensMaths], student, subject)?._id).toBe(id);
  });
});
