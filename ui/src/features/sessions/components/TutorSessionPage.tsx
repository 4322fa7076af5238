import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { useAuth } from '../../../lib/auth/AuthContext';
import { useClientConfig } from '../../../lib/clientConfig';
import { PageFrame } from '../../../components/frame/PageFrame';
import { useRoomSession } from '../hooks/useRoomSession';
import { SessionRoom } from './SessionRoom';

export const ONE_TO_ONE_ONLY =
  "The built-in call is one-to-one: only the session's tutor and student join it.";

/** A browser signed in for one session shows the call only. */
export const PANELS_IN_THE_APP = "The student's Trend, Focus and Answers are in the Plytime app.";

/** What other features show beside the call; app/routes puts them together. */
export interface TutorSessionSlots {
  /** Trend, Focus and Answers for the student. */
  panels: (studentId: string) => ReactNode;
}

/**
 * /tutor/session/:session_id: the live session, opened from Open in the
 * tutor's or an admin's session menu, with the student's performance
 * panels beneath the call. Admins can follow along but join only a
 * Jitsi room: the built-in call has room for the two participants.
 */
export function TutorSessionPage({ panels }: TutorSessionSlots) {
  const { session_id: sessionId = '' } = useParams();
  const { session, onStatus } = useRoomSession(sessionId);
  const user = useAuth().user;
  const isAdmin = user?.role !== 'TUTOR';
  const provider = useClientConfig().data?.video_provider;
  const cannotJoin = isAdmin && provider !== 'jitsi' ? ONE_TO_ONE_ONLY : undefined;

  return (
    <PageFrame title="Live session" fullWidth>
      <Stack mt="md">
        {typeof session === 'object' && (
          <Group gap="md" align="baseline">
            <Title order={2}>{session.student.name}</Title>
            <Text size="lg" c="dimmed">
              Year {session.student.school_year} · {session.subject.name} · {session.relative_level}
            </Text>
          </Group>
        )}
        <SessionRoom session={session} side="tutor" cannotJoin={cannotJoin} onStatus={onStatus} />
        {typeof session === 'object' &&
          (user?.sessionOnly ? (
            <Text c="dimmed">{PANELS_IN_THE_APP}</Text>
          ) : (
            panels(session.student._id)
          ))}
      </Stack>
    </PageFrame>
  );
}
