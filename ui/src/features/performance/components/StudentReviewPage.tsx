import { Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { errorMessages } from '../../../lib/api/apiError';
import { useCurrentStats } from '../hooks/useCurrentStats';
import { useReviewPerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { PerformanceTabs } from './PerformanceTabs';

/** What other features show on the review page; app/routes puts them together. */
export interface StudentReviewSlots {
  /** The student's name and school year. */
  heading: (studentId: string) => ReactNode;
  /** The messages between the student and the adults around them about the subject. */
  messages: (studentId: string, subjectId: string) => ReactNode;
}

interface Channel {
  studentId: string;
  subjectId: string;
}

/** Trend, Focus and Answers for a student under review, the tab and filters in the address. */
export function ReviewPerformanceTabs({ studentId }: { studentId: string }) {
  const navigation = useReviewPerformanceNavigation();
  return <PerformanceTabs studentId={studentId} navigation={navigation} />;
}

function Review({ studentId, subjectId, heading, messages }: StudentReviewSlots & Channel) {
  return (
    <Stack mt="md">
      {heading(studentId)}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ReviewPerformanceTabs studentId={studentId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack component="section" aria-label="Messages">
            <Title order={2} size="h3">
              Messages
            </Title>
            {messages(studentId, subjectId)}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /tutor/session/:student_id/:subject_id: a tutor (or admin) looks over a
 * student's performance and messages without a video session. The server
 * lets a tutor see only the students they teach, so its answer to the
 * first load decides whether the page shows anything; a refusal is shown
 * in the server's words.
 */
export function StudentReviewPage(slots: StudentReviewSlots) {
  const { student_id: studentId = '', subject_id: subjectId = '' } = useParams();
  // Focus loads the same stats, so this check costs no extra call there.
  const access = useCurrentStats(studentId);

  function content() {
    if (access.isPending) return <Text mt="md">Loading...</Text>;
    if (access.isError) {
      return (
        <Text mt="md" c="red" role="alert">
          {errorMessages(access.error).join(', ')}
        </Text>
      );
    }
    return <Review key={studentId} studentId={studentId} subjectId={subjectId} {...slots} />;
  }

  return (
    <PageFrame title="Student review" fullWidth>
      {content()}
    </PageFrame>
  );
}
