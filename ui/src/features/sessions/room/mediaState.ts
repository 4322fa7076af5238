/**
 * Whether a participant's camera and microphone are on, told to the other
 * side over the session channel as a signal (docs/live-sessions.md,
 * "In the call"): a paused track sends black frames and silence, which
 * the other side cannot tell from a fault by itself.
 */
export interface MediaState {
  cameraOn: boolean;
  microphoneOn: boolean;
}

/** The signal's data: WebRTC's own signals carry a description or a candidate instead. */
export interface MediaStateSignal {
  media_state: MediaState;
}

export function mediaStateSignal(state: MediaState): MediaStateSignal {
  return { media_state: { cameraOn: state.cameraOn, microphoneOn: state.microphoneOn } };
}

/** The media state a signal carries, if it carries one (anything malformed reads as none). */
export function mediaStateOf(data: unknown): MediaState | null {
  if (typeof data !== 'object' || data === null || !('media_state' in data)) return null;
  const state = (data as { media_state: unknown }).media_state;
  if (typeof state !== 'object' || state === null) return null;
  const { cameraOn, microphoneOn } = state as Record<string, unknown>;
  if (typeof cameraOn !== 'boolean' || typeof microphoneOn !== 'boolean') return null;
  return { cameraOn, microphoneOn };
}

/** What the other side's tile says about their media: nothing while all is on or unknown. */
export function mediaStateNotes(name: string, state: MediaState | null): string[] {
  if (!state) return [];
  const notes: string[] = [];
  if (!state.cameraOn) notes.push(`${name}'s camera is off`);
  if (!state.microphoneOn) notes.push(`${name}'s microphone is off`);
  return notes;
}
