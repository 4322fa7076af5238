import type { RegisterType } from '../../api/roomApi';

/** The Jitsi Meet iframe events the room listens to. */
export const JITSI_EVENTS = [
  'videoConferenceJoined',
  'videoConferenceLeft',
  'audioMuteStatusChanged',
  'videoMuteStatusChanged',
  'audioAvailabilityChanged',
  'videoAvailabilityChanged',
  'screenSharingStatusChanged',
  'participantJoined',
  'participantLeft',
] as const;

export type JitsiEvent = (typeof JITSI_EVENTS)[number];

interface Payload {
  muted?: boolean;
  available?: boolean;
  on?: boolean;
}

/** The register entry a Jitsi iframe event stands for, if any. */
export function registerTypeOf(event: JitsiEvent, payload: Payload = {}): RegisterType | null {
  switch (event) {
    case 'videoConferenceJoined':
      return 'connect';
    case 'videoConferenceLeft':
      return 'disconnect';
    case 'audioMuteStatusChanged':
      return payload.muted ? 'pause_local_audio' : 'unpause_local_audio';
    case 'videoMuteStatusChanged':
      return payload.muted ? 'pause_local_video' : 'unpause_local_video';
    case 'audioAvailabilityChanged':
      return payload.available ? 'add_local_audio' : 'remove_local_audio';
    case 'videoAvailabilityChanged':
      return payload.available ? 'add_local_video' : 'remove_local_video';
    case 'screenSharingStatusChanged':
      return payload.on ? 'add_local_screen' : 'remove_local_screen';
    case 'participantJoined':
    case 'participantLeft':
      return null;
  }
}

/** How many others are in the conference after `event`. */
export function othersAfter(event: JitsiEvent, others: number): number {
  if (event === 'participantJoined') return others + 1;
  if (event === 'participantLeft') return Math.max(0, others - 1);
  if (event === 'videoConferenceLeft') return 0;
  return others;
}
