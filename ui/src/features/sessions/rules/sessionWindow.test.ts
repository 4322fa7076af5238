import { describe, expect, it } from 'vitest';

import cases from '../../../generated/session_window_rules.json';
import { aSession } from '../testing/sessionFixtures';
import { NO_CALL, roomStatus } from './roomStatus';
import { isOpen } from './sessionTiming';

/*
 * Every case the Rust rule `is_open` (shared/src/schedule/status.rs) wrote
 * into session_window_rules.json, replayed through this copy: Join is
 * offered exactly when the server lets the person in.
 */

const MINUTE_MS = 60_000;

const sessionOf = (startsAt: number, endsAt: number) =>
  aSession(new Date(startsAt).toISOString(), { session_length: (endsAt - startsAt) / MINUTE_MS });

describe('the open window replays every case of session_window_rules.json', () => {
  it.each(cases)('from $starts_at to $ends_at, at $now open: $open', (row) => {
    const { starts_at, ends_at, now, open } = row;
    expect(isOpen(sessionOf(starts_at, ends_at), new Date(now))).toBe(open);
  });

  it.each(cases)('the room is ready to join from $starts_at to $ends_at at $now: $open', (row) => {
    const { starts_at, ends_at, now, open } = row;
    expect(roomStatus(sessionOf(starts_at, ends_at), NO_CALL, new Date(now)) === 'READY').toBe(
      open,
    );
  });

  it('covers both sides of the window', () => {
    expect(new Set(cases.map((row) => row.open))).toEqual(new Set([true, false]));
  });
});
