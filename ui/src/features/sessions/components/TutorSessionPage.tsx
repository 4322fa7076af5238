import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { ExtraTab } from '../../../components/tabs/extraTab';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useClientConfig } from '../../../lib/clientConfig';
import { ReportConcernButton } from '../../concerns';
import { useRoomSession } from '../hooks/useRoomSession';
import type { SessionChannel } from '../room/sessionChannel';
import { LazyWhiteboard } from '../room/whiteboard/LazyWhiteboard';
import { SessionRoom } from './SessionRoom';

export const ONE_TO_ONE_ONLY =
  "The built-in call is one-to-one: only the session's tutor and student join it.";

/** A browser signed in for one session shows the call and the board only. */
export const PANELS_IN_THE_APP = "The student's Trend, Focus and Answers are in the Plytime app.";

/** What other features show beside the call; app/routes puts them together. */
export interface TutorSessionSlots {
  /** Trend, Focus and Answers for the student, followed by `extraTabs`. */
  panels: (studentId: string, extraTabs: ExtraTab[]) => ReactNode;
}

/**
 * /tutor/session/:session_id: the live session, opened from Open in the
 * tutor's or an admin's session menu, with the student's performance and
 * the whiteboard in tabs beneath the call, and during and after it a way
 * to report a concern about it. Admins can follow along but join only a
 * Jitsi room: the built-in call has room for the two participants.
 */
export function TutorSessionPage({ panels }: TutorSessionSlots) {
  const { session_id: sessionId = '' } = useParams();
  const { session, onStatus } = useRoomSession(sessionId);
  const [channel, setChannel] = useState<SessionChannel | null>(null);
  const user = useAuth().user;
  const isAdmin = user?.role !== 'TUTOR';
  const provider = useClientConfig().data?.video_provider;
  const cannotJoin = isAdmin && provider !== 'jitsi' ? ONE_TO_ONE_ONLY : undefined;

  function below(): ReactNode {
    if (typeof session !== 'object') return null;
    const board = (
      <LazyWhiteboard
        sessionId={session._id}
        channel={channel}
        otherName={session.student.first_name}
        missedQuestionOf={
          user?.sessionOnly
            ? undefined
            : { studentId: session.student._id, childName: session.student.first_name }
        }
      />
    );
    if (user?.sessionOnly) {
      return (
        <Stack>
          {board}
          <Text c="dimmed">{PANELS_IN_THE_APP}</Text>
        </Stack>
      );
    }
    return panels(session.student._id, [
      { value: 'whiteboard', label: 'Whiteboard', panel: board },
    ]);
  }

  return (
    <PageFrame title="Live session" fullWidth>
      <Stack mt="md">
        {typeof session === 'object' && (
          <Group gap="md" align="baseline">
            <Title order={2}>{session.student.name}</Title>
            <Text size="lg" c="dimmed">
              Year {session.student.school_year} · {session.subject.name} · {session.relative_level}
            </Text>
            <Box ml="auto">
              <ReportConcernButton sessionId={session._id} />
            </Box>
          </Group>
        )}
        <SessionRoom
          session={session}
          side="tutor"
          cannotJoin={cannotJoin}
          onlyLooksOn={isAdmin}
          onStatus={onStatus}
          onChannel={setChannel}
        />
        {below()}
      </Stack>
    </PageFrame>
  );
}
