import { describe, expect, it } from 'vitest';

import { mediaStateNotes, mediaStateOf, mediaStateSignal } from './mediaState';

describe("the other side's camera and microphone", () => {
  it('travel as a signal and are read back', () => {
    const state = { cameraOn: false, microphoneOn: true };
    expect(mediaStateOf(JSON.parse(JSON.stringify(mediaStateSignal(state))))).toEqual(state);
  });

  it.each([
    null,
    'muted',
    { description: { type: 'offer', sdp: 'v=0' } },
    { candidate: null },
    { media_state: null },
    { media_state: { cameraOn: 'no', microphoneOn: true } },
    { media_state: { cameraOn: true } },
  ])('are not found in %j', (data) => {
    expect(mediaStateOf(data)).toBeNull();
  });

  it('are noted on the tile only when off', () => {
    expect(mediaStateNotes('Ada', null)).toEqual([]);
    expect(mediaStateNotes('Ada', { cameraOn: true, microphoneOn: true })).toEqual([]);
    expect(mediaStateNotes('Ada', { cameraOn: false, microphoneOn: false })).toEqual([
      "Ada's camera is off",
      "Ada's microphone is off",
    ]);
  });
});
