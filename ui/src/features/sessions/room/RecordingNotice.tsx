import { Text } from '@mantine/core';

import type { RoomToken } from '../../../generated/api/schemas';

export const RECORDED = 'This session is recorded for safety';
export const NOT_RECORDED = 'This session is not being recorded';

/**
 * Says, beside the call, whether the session is recorded: only the
 * built-in call through the server's media server is (docs/live-sessions.md).
 * The same plain words for the child and the tutor.
 */
export function RecordingNotice({ room }: { room: RoomToken }) {
  const recorded = room.provider === 'builtin' && room.recorded;
  return (
    <Text size="sm" data-testid="recording-notice">
      {recorded ? RECORDED : NOT_RECORDED}
    </Text>
  );
}
