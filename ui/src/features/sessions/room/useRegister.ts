import { useCallback, useEffect } from 'react';

import { logError } from '../../../lib/remoteLog';
import { type RegisterType, writeRegister } from '../api/roomApi';

/** While in the room, say so every 120 seconds (docs/live-sessions.md). */
export const HEARTBEAT_MS = 120_000;

/** Writes the person's register events for the session; a failed write is logged and the call goes on. */
export function useRegisterWriter(sessionId: string): (type: RegisterType) => void {
  return useCallback(
    (type: RegisterType) => void writeRegister(sessionId, type).catch(logError),
    [sessionId],
  );
}

/** `user_still_connected` every 120 seconds while `inRoom`. */
export function useHeartbeat(register: (type: RegisterType) => void, inRoom: boolean): void {
  useEffect(() => {
    if (!inRoom) return;
    const timer = setInterval(() => register('user_still_connected'), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [inRoom, register]);
}
