import type { RoomToken } from '../../../generated/RoomToken';
import type { Scene } from '../../../generated/Scene';
import type { Session } from '../../../generated/Session';
import type { SessionHandoff } from '../../../generated/SessionHandoff';
import type { Success } from '../../../generated/Success';
import { apiRequest } from '../../../lib/api/client';

/** One session, for its student, parent, tutor and admins. */
export function fetchSession(sessionId: string): Promise<Session> {
  return apiRequest<Session>({
    method: 'GET',
    path: 'session/{session}',
    params: { session: sessionId },
    responseSchema: 'Session',
  });
}

/** A pass into the session's room: only in its open window, only for the people in it. */
export function fetchRoom(sessionId: string): Promise<RoomToken> {
  return apiRequest<RoomToken>({
    method: 'GET',
    path: 'session/{session}/room',
    params: { session: sessionId },
    responseSchema: 'RoomToken',
  });
}

/** The register event types (spec 001 §3); the server records its own time. */
export type RegisterType =
  | 'connect'
  | 'disconnect'
  | 'add_local_video'
  | 'remove_local_video'
  | 'pause_local_video'
  | 'unpause_local_video'
  | 'add_local_audio'
  | 'remove_local_audio'
  | 'pause_local_audio'
  | 'unpause_local_audio'
  | 'add_local_screen'
  | 'remove_local_screen'
  | 'user_still_connected';

export function writeRegister(sessionId: string, type: RegisterType): Promise<Success> {
  return apiRequest<Success>({
    method: 'PUT',
    path: 'session/{session}/register',
    params: { session: sessionId },
    body: { type, time: new Date().toISOString() },
    requestSchema: 'RegisterEvent',
    responseSchema: 'Success',
  });
}

/** A one-time code that signs a web browser in for this session only. */
export function createHandoff(sessionId: string): Promise<SessionHandoff> {
  return apiRequest<SessionHandoff>({
    method: 'POST',
    path: 'session/{session}/handoff',
    params: { session: sessionId },
    responseSchema: 'SessionHandoff',
  });
}

/** The session's whiteboard as kept: for its people, the child's parent and admins. */
export function fetchWhiteboard(sessionId: string): Promise<Scene> {
  return apiRequest<Scene>({
    method: 'GET',
    path: 'session/{session}/whiteboard',
    params: { session: sessionId },
    responseSchema: 'Scene',
  });
}
