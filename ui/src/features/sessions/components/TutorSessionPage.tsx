import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useClientConfig } from '../../../lib/clientConfig';
import { ReportConcernButton } from '../../concerns';
import { useRoomSession } from '../hooks/useRoomSession';
import type { RoomView } from '../room/layout/RoomLayout';
import { useRoomView } from '../room/layout/roomView';
import type { SessionChannel } from '../room/sessionChannel';
import { LazyWhiteboard } from '../room/whiteboard/LazyWhiteboard';
import { SessionRoom } from './SessionRoom';

/** What an admin can do in a built-in call's room, which they cannot join. */
export const ONE_TO_ONE_ONLY =
  "The built-in call is one-to-one: only the session's tutor and student join it. " +
  "Here you can follow the student's Trend, Focus and Answers, and the whiteboard " +
  'a few seconds behind the room.';

/** A browser signed in for one session shows the call and the board only. */
export const PANELS_IN_THE_APP = "The student's Trend, Focus and Answers are in the Plytime app.";

/** Opens and closes the panel beside the board. */
export const PANEL_BUTTON = 'Trend, Focus and Answers';

const VIEWS: { value: RoomView; label: string }[] = [
  { value: 'board', label: 'Board first' },
  { value: 'video', label: 'Video first' },
];

/** What other features show beside the call; app/routes puts them together. */
export interface TutorSessionSlots {
  /** Trend, Focus and Answers for the student. */
  panels: (studentId: string) => ReactNode;
}

/**
 * /tutor/session/:session_id: the live session, opened from Open in the
 * tutor's or an admin's session menu. The board comes first, with the
 * call docked beside it, or the call first if the tutor prefers; the
 * student's Trend, Focus and Answers open beside the board rather than
 * over it. During and after the session there is a way to report a
 * concern about it. Admins can follow along but join only a Jitsi room:
 * the built-in call has room for the two participants.
 */
export function TutorSessionPage({ panels }: TutorSessionSlots) {
  const { session_id: sessionId = '' } = useParams();
  const { session, onStatus } = useRoomSession(sessionId);
  const [channel, setChannel] = useState<SessionChannel | null>(null);
  const [view, setView] = useRoomView();
  const [panelOpen, setPanelOpen] = useState(false);
  const user = useAuth().user;
  const isAdmin = user?.role !== 'TUTOR';
  const provider = useClientConfig().data?.video_provider;
  const cannotJoin = isAdmin && provider !== 'jitsi' ? ONE_TO_ONE_ONLY : undefined;
  const loaded = typeof session === 'object' ? session : null;
  const hasPanels = !user?.sessionOnly;

  return (
    <PageFrame title="Live session" fullWidth>
      <Stack mt="md">
        {loaded && (
          <Group gap="md" align="baseline">
            <Title order={2}>{loaded.student.name}</Title>
            <Text size="lg" c="dimmed">
              Year {loaded.student.school_year} · {loaded.subject.name} · {loaded.relative_level}
            </Text>
            <Group ml="auto" gap="sm">
              <SegmentedControl
                aria-label="Layout"
                data={VIEWS}
                value={view}
                onChange={(value) => setView(value === 'video' ? 'video' : 'board')}
              />
              {hasPanels && (
                <Button
                  variant={panelOpen ? 'filled' : 'light'}
                  aria-pressed={panelOpen}
                  onClick={() => setPanelOpen((open) => !open)}
                >
                  {PANEL_BUTTON}
                </Button>
              )}
              <ReportConcernButton sessionId={loaded._id} />
            </Group>
          </Group>
        )}
        <SessionRoom
          session={session}
          side="tutor"
          cannotJoin={cannotJoin}
          onlyLooksOn={isAdmin}
          onStatus={onStatus}
          onChannel={setChannel}
          view={view}
          board={
            loaded && (
              <LazyWhiteboard
                sessionId={loaded._id}
                channel={channel}
                otherName={loaded.student.first_name}
                followsKept={cannotJoin !== undefined}
                missedQuestionOf={
                  user?.sessionOnly
                    ? undefined
                    : {
                        studentId: loaded.student._id,
                        childName: loaded.student.first_name,
                        subjectId: loaded.subject._id,
                      }
                }
              />
            )
          }
          panel={loaded && hasPanels && panelOpen && panels(loaded.student._id)}
        />
        {loaded && !hasPanels && <Text c="dimmed">{PANELS_IN_THE_APP}</Text>}
      </Stack>
    </PageFrame>
  );
}
