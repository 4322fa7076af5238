import * as sessions from '../../../generated/api/operations/sessions';
import type { ChatMessage } from '../../../generated/ChatMessage';
import type {
  RoomToken,
  Scene,
  Session,
  SessionHandoff,
  Success,
} from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** One session, for its student, parent, tutor and admins. */
export function fetchSession(sessionId: string): Promise<Session> {
  return call(sessions.getSession, { params: { session_id: sessionId } });
}

/** The chat of the session's room as it was kept, oldest first. */
export function fetchChat(sessionId: string): Promise<ChatMessage[]> {
  return call(sessions.chat, { params: { session_id: sessionId } });
}

/** A pass into the session's room: only in its open window, only for the people in it. */
export function fetchRoom(sessionId: string): Promise<RoomToken> {
  return call(sessions.room, { params: { session_id: sessionId } });
}

/** The register event types; the server records its own time. */
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
  return call(sessions.register, {
    params: { session_id: sessionId },
    body: { type, time: new Date().toISOString() },
  });
}

/** A one-time code that signs a web browser in for this session only. */
export function createHandoff(sessionId: string): Promise<SessionHandoff> {
  return call(sessions.create, { params: { session_id: sessionId } });
}

/** The session's whiteboard as kept: for its people, the child's parent and admins. */
export function fetchWhiteboard(sessionId: string): Promise<Scene> {
  return call(sessions.whiteboard, { params: { session_id: sessionId } });
}
