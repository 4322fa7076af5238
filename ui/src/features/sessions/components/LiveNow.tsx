import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { Session } from '../../../generated/api/schemas';
import { useNow } from '../hooks/useNow';
import { tutorSessionPath } from '../paths';
import { isLiveNow, liveNow } from '../rules/liveNow';
import { STUDENT_HOME_RECHECK_MS } from '../rules/studentSessionButton';
import { SessionCountdown } from './SessionCountdown';

export const LIVE_NOW = 'Live now';

/** A session row's cue that it can be joined now, looked at again every 10 seconds. */
export function LiveNowBadge({ session }: { session: Session }) {
  const now = useNow(STUDENT_HOME_RECHECK_MS);
  return isLiveNow(session, now) ? <Badge color="green">{LIVE_NOW}</Badge> : null;
}

/**
 * Above a tutor's upcoming sessions: each of `sessions` that can be
 * joined now, with Open, so that a tutor never hunts for it in a menu.
 */
export function TutorLiveNow({ sessions }: { sessions: Session[] }) {
  const now = useNow(STUDENT_HOME_RECHECK_MS);
  const live = liveNow(sessions, now);
  if (live.length === 0) return null;
  return (
    <Stack gap="xs">
      {live.map((session) => (
        <Alert key={session._id} color="green" title={LIVE_NOW} data-testid="live-now">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text>
                {session.student.name} · {session.subject.name}
              </Text>
              <SessionCountdown session={session} now={now} fw={600} />
            </Stack>
            <Button component={Link} to={tutorSessionPath(session._id)} color="green">
              Open
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
