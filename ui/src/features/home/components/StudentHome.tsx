import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useFrameActions } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';
import { ASK_A_PARENT_FOR_A_PLAN, hasNoPlan, hasNoTutor } from '../../../lib/auth/plan';
import { HomeCard } from './HomeCard';
import { STUDENT_HOME_LINKS } from './homeMenus';
import { PlayCard } from './PlayCard';

export interface StudentHomeProps {
  /** Join while a session is open, otherwise Sessions and the next one (the sessions feature). */
  nextSession: ReactNode;
  /** Messages with the unread count (the messages feature). */
  messages: ReactNode;
  /** The way to tell a grown-up at Plytime what worried them (the concerns feature). */
  concern: ReactNode;
}

/**
 * /student, made for a 6 to 11 year old: a big Play with their best score
 * and tokens, then tiles for their next session, their messages, how they
 * are doing, the audio/video check and telling us what worried them, each
 * saying what it is for. One column on a phone, two from a tablet up.
 * Writing to a tutor is offered only on a plan with a tutor, who would
 * read it. A child with no plan yet is not led to pages that are shut to
 * them (sessions, messages, progress): one tile says why and what a
 * parent can do instead.
 */
export function StudentHome({ nextSession, messages, concern }: StudentHomeProps) {
  const { user } = useAuth();
  const { openPictureDialog } = useFrameActions();
  const { performance, diagnostics } = STUDENT_HOME_LINKS;
  const noPlan = hasNoPlan(user);

  return (
    <PageFrame>
      <Stack mt="md" gap="lg">
        <Title order={2}>Hello, {user?.displayName}</Title>
        <PlayCard />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {noPlan ? (
            <HomeCard
              title="No plan yet"
              description="Sessions, messages and your progress open with a plan."
            >
              <Text size="sm">{ASK_A_PARENT_FOR_A_PLAN}</Text>
            </HomeCard>
          ) : (
            <>
              <HomeCard title="Your next session" description="Your lesson with your tutor.">
                {nextSession}
              </HomeCard>
              {!hasNoTutor(user) && (
                <HomeCard title="Write to your tutor" description="Ask a question or say hello.">
                  {messages}
                </HomeCard>
              )}
              <HomeCard
                title="How am I doing?"
                description="See your progress and look at answers again."
              >
                <Button component={Link} to={performance.to} variant="light">
                  {performance.label}
                </Button>
              </HomeCard>
            </>
          )}
          <HomeCard
            title="Camera and sound"
            description="Check your camera and microphone before a session."
          >
            <Button component={Link} to={diagnostics.to} variant="light">
              {diagnostics.label}
            </Button>
          </HomeCard>
          <HomeCard
            title="Feeling worried?"
            description="If something in a lesson or a message upset you, a grown-up can help."
          >
            {concern}
          </HomeCard>
        </SimpleGrid>
        <Group>
          <Button variant="subtle" onClick={openPictureDialog}>
            Change picture
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
