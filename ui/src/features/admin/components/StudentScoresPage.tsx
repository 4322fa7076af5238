import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { StudentSubjectScore } from '../../../generated/api/schemas';
import { SCORES_PAGE_SIZE } from '../api/adminApi';
import { useStudentScores } from '../hooks/useStudentScores';
import { ResetScoreDialog } from './ResetScoreDialog';
import { ScoresTable } from './ScoresTable';

/** /admin/student_scores: every student's subject scores, a search by id, and resets. */
export function StudentScoresPage() {
  const scores = useStudentScores();
  const [resetting, setResetting] = useState<StudentSubjectScore | null>(null);
  const { rows, from } = scores;

  // Paging waits for the page on screen; Search is never disabled (see below).
  const pageButton = (label: string, possible: boolean, go: () => Promise<void>) => (
    <Button variant="default" disabled={!possible || scores.busy} onClick={() => void go()}>
      {label}
    </Button>
  );

  function done() {
    setResetting(null);
    void scores.reload();
  }

  return (
    <PageFrame title="Student scores" fullWidth>
      <Stack mt="md">
        {/* Search is never disabled: a second refresh is refused with the busy message. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void scores.search();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Student ID"
              value={scores.studentId}
              onChange={(event) => scores.setStudentId(event.currentTarget.value)}
            />
            {pageButton('Previous', scores.hasPrevious, scores.previous)}
            <Button type="submit">Search</Button>
            {pageButton('Next', scores.hasNext, scores.next)}
          </Group>
        </form>
        {rows === null ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <>
            <ScoresTable rows={rows} onReset={setResetting} />
            {rows.length > 0 && (
              <Text size="sm" c="dimmed">
                Rows {from + 1}–{from + rows.length} (pages of {SCORES_PAGE_SIZE})
              </Text>
            )}
          </>
        )}
      </Stack>
      <ResetScoreDialog score={resetting} onClose={() => setResetting(null)} onDone={done} />
    </PageFrame>
  );
}
