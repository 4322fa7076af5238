import type { Session } from '../../../generated/api/schemas';
import { OPEN_BEFORE_START_MS, sessionTimes } from './sessionTiming';

/** Where a video session stands for the person in it (docs/live-sessions.md). */
export type RoomStatus =
  | 'LOADING'
  | 'ERROR_NO_SESSION'
  | 'EARLY'
  | 'READY'
  | 'CONNECTING'
  | 'AWAITING_TUTOR'
  | 'ACTIVE'
  | 'FINISHED';

/** What the call knows about itself. */
export interface CallFacts {
  hasRoomToken: boolean;
  hasLocalTrack: boolean;
  hasRemoteTrack: boolean;
}

export const NO_CALL: CallFacts = {
  hasRoomToken: false,
  hasLocalTrack: false,
  hasRemoteTrack: false,
};

/** The session as loaded: still loading, missing, or there. */
export type LoadedSession = 'loading' | 'missing' | Session;

/**
 * The checks in docs/live-sessions.md's order: a remote track makes the
 * call ACTIVE even a moment past the end, until the channel closes it.
 */
export function roomStatus(session: LoadedSession, call: CallFacts, now: Date): RoomStatus {
  if (session === 'loading') return 'LOADING';
  if (session === 'missing') return 'ERROR_NO_SESSION';
  const { start, end } = sessionTimes(session);
  const time = now.getTime();
  if (time < start - OPEN_BEFORE_START_MS) return 'EARLY';
  if (call.hasRemoteTrack) return 'ACTIVE';
  if (time >= end) return 'FINISHED';
  if (call.hasLocalTrack) return 'AWAITING_TUTOR';
  if (call.hasRoomToken) return 'CONNECTING';
  return 'READY';
}

/** What each status says to the person on the page. */
export const ROOM_STATUS_TEXT: Record<RoomStatus, string> = {
  LOADING: 'Loading',
  ERROR_NO_SESSION: 'Error: No such session',
  EARLY: 'Not open yet: you can join 2 minutes before the start',
  READY: 'Ready to join',
  CONNECTING: 'Connecting',
  AWAITING_TUTOR: 'Waiting for the other person to join',
  ACTIVE: 'In session',
  FINISHED: 'Finished',
};
