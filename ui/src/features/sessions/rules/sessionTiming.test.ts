import { describe, expect, it } from 'vitest';

import { aSession, minutesAfter } from '../testing/sessionFixtures';
import { sessionCountdown } from './countdown';
import { isOpen, isOver } from './sessionTiming';
import { STUDENT_HOME_RECHECK_MS, studentSessionButton } from './studentSessionButton';

const START = '2025-01-06T17:00:00.000Z';
const session = aSession(START);
const at = (minutes: number) => minutesAfter(START, minutes);

describe('the open window', () => {
  it.each([
    [-3, false],
    [-2.01, false],
    [-2, true],
    [0, true],
    [14.99, true],
    [15, false],
  ])('at %s minutes from the start it is open: %s', (minutes, open) => {
    expect(isOpen(session, at(minutes))).toBe(open);
  });

  it('is over from start plus length', () => {
    expect(isOver(session, at(14.99))).toBe(false);
    expect(isOver(session, at(15))).toBe(true);
  });
});

describe('the countdown', () => {
  it.each([
    [-61, 'Starts on Mon 6 Jan 17:00', 'primary'],
    [-60, 'Starts in 60 mins', 'primary'],
    [-5, 'Starts in 5 mins', 'primary'],
    [-1, 'Starts in 1 min', 'primary'],
    [-0.5, 'Starting now', 'primary'],
    [0, '15 mins remaining', 'primary'],
    [12.5, '2 mins remaining', 'primary'],
    [13, '2 mins remaining', 'primary'],
    [13.5, '1 min remaining', 'warning'],
    [14, '1 min remaining', 'warning'],
    [14.5, 'Last minute', 'danger'],
    [14.99, 'Last minute', 'danger'],
    [15, 'Was on Mon 6 Jan 17:00', 'past'],
  ])('at %s minutes from the start says %s in %s', (minutes, text, tone) => {
    expect(sessionCountdown(session, at(minutes))).toEqual({ text, tone });
  });
});

describe('the student home button', () => {
  const later = aSession('2025-01-13T17:00:00.000Z', { _id: 'next-week' });

  it.each([
    ['before the window', -3, { kind: 'sessions', next: session }],
    ['in the window', -2, { kind: 'join', session }],
    ['during the session', 10, { kind: 'join', session }],
    ['after the end', 15, { kind: 'sessions', next: later }],
  ])('%s offers %o', (_, minutes, choice) => {
    expect(studentSessionButton([session, later], at(minutes))).toEqual(choice);
  });

  it('never offers Join for an unpaid or cancelled session', () => {
    const unpaid = aSession(START, { paid: false, status: 'Scheduled' });
    const cancelled = aSession(START, { cancelled: true, status: 'Cancelled' });
    expect(studentSessionButton([unpaid], at(1))).toEqual({ kind: 'sessions', next: null });
    expect(studentSessionButton([cancelled, later], at(-10))).toEqual({
      kind: 'sessions',
      next: later,
    });
  });

  it('names the soonest session whatever the order of the list', () => {
    expect(studentSessionButton([later, session], at(-30))).toEqual({
      kind: 'sessions',
      next: session,
    });
    expect(STUDENT_HOME_RECHECK_MS).toBe(10_000);
  });
});
