import { describe, expect, it } from 'vitest';

import { othersAfter, registerTypeOf } from './jitsiEvents';

describe('Jitsi iframe events in the register', () => {
  it.each([
    ['videoConferenceJoined', {}, 'connect'],
    ['videoConferenceLeft', {}, 'disconnect'],
    ['audioMuteStatusChanged', { muted: true }, 'pause_local_audio'],
    ['audioMuteStatusChanged', { muted: false }, 'unpause_local_audio'],
    ['videoMuteStatusChanged', { muted: true }, 'pause_local_video'],
    ['videoMuteStatusChanged', { muted: false }, 'unpause_local_video'],
    ['audioAvailabilityChanged', { available: true }, 'add_local_audio'],
    ['audioAvailabilityChanged', { available: false }, 'remove_local_audio'],
    ['videoAvailabilityChanged', { available: true }, 'add_local_video'],
    ['videoAvailabilityChanged', { available: false }, 'remove_local_video'],
    ['screenSharingStatusChanged', { on: true }, 'add_local_screen'],
    ['screenSharingStatusChanged', { on: false }, 'remove_local_screen'],
    ['participantJoined', {}, null],
  ] as const)('%s %o is written as %s', (event, payload, type) => {
    expect(registerTypeOf(event, payload)).toBe(type);
  });

  it('counts the others in the conference', () => {
    expect(othersAfter('participantJoined', 0)).toBe(1);
    expect(othersAfter('participantLeft', 1)).toBe(0);
    expect(othersAfter('participantLeft', 0)).toBe(0);
    expect(othersAfter('videoConferenceLeft', 2)).toBe(0);
    expect(othersAfter('audioMuteStatusChanged', 1)).toBe(1);
  });
});
