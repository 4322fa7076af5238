import { describe, expect, it } from 'vitest';

import { aSession, minutesAfter } from '../testing/sessionFixtures';
import { type CallFacts, NO_CALL, roomStatus } from './roomStatus';

const START = '2025-01-06T17:00:00.000Z';
const session = aSession(START);
const at = (minutes: number) => minutesAfter(START, minutes);
const withToken: CallFacts = { ...NO_CALL, hasRoomToken: true };
const withLocal: CallFacts = { ...withToken, hasLocalTrack: true };
const withRemote: CallFacts = { ...withLocal, hasRemoteTrack: true };

describe('the video session status', () => {
  it('loads, then tells when there is no such session', () => {
    expect(roomStatus('loading', NO_CALL, at(0))).toBe('LOADING');
    expect(roomStatus('missing', NO_CALL, at(0))).toBe('ERROR_NO_SESSION');
  });

  it('is EARLY until 2 minutes before the start, whatever the call knows', () => {
    expect(roomStatus(session, withRemote, at(-2.01))).toBe('EARLY');
    expect(roomStatus(session, NO_CALL, at(-2))).toBe('READY');
  });

  it.each([
    [NO_CALL, 'READY'],
    [withToken, 'CONNECTING'],
    [withLocal, 'AWAITING_TUTOR'],
    [withRemote, 'ACTIVE'],
  ] as const)('in the window with %o it is %s', (facts, status) => {
    expect(roomStatus(session, facts, at(5))).toBe(status);
  });

  it('is FINISHED past the end unless the other side is still seen', () => {
    expect(roomStatus(session, withLocal, at(15))).toBe('FINISHED');
    expect(roomStatus(session, NO_CALL, at(60))).toBe('FINISHED');
    expect(roomStatus(session, withRemote, at(15))).toBe('ACTIVE');
  });
});
