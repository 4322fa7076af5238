import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { BankQuestion } from '../../../../generated/api/schemas';
import { errorMessages } from '../../../../lib/api/apiError';
import { fetchBank, fetchFocus } from '../../api/bankApi';
import { askLiveQuestion } from '../../api/liveQuestionsApi';
import { liveQuestionsKey } from '../questions/useLiveQuestions';
import { addQuestion } from './addToBoard';
import { focusAreas } from './focusAreas';
import { questionLines } from './questionText';

/** A bank question as the board shows it. */
const boardText = (question: BankQuestion) => questionLines(question.lines).join('\n');

/**
 * The tutor picks any question of the session's subject: an area from the
 * child's Focus, highest priority first, then one of the questions nearest
 * the child's level (docs/whiteboard.md), to put on the board or to ask
 * the child live on their screen (docs/live-sessions.md).
 */
function BankDialog({
  sessionId,
  studentId,
  subjectId,
  childName,
  board,
  onClose,
}: {
  sessionId: string;
  studentId: string;
  subjectId: string;
  childName: string;
  board: ExcalidrawImperativeAPI;
  onClose: () => void;
}) {
  const [endcodeId, setEndcodeId] = useState<string | null>(null);
  const focus = useQuery({
    queryKey: ['performance', 'current', studentId],
    queryFn: () => fetchFocus(studentId),
  });
  const offered = useQuery({
    queryKey: ['sessions', 'bank', sessionId, endcodeId],
    queryFn: () => fetchBank(sessionId, endcodeId!),
    enabled: endcodeId !== null,
  });
  const put = useMutation({
    mutationFn: (question: BankQuestion) =>
      addQuestion(board, boardText(question), question.endcode_id),
    onSuccess: onClose,
  });
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: (question: BankQuestion) => askLiveQuestion(sessionId, question._id),
    onSuccess: (asked) => {
      queryClient.setQueryData(liveQuestionsKey(sessionId), asked);
      onClose();
    },
  });
  const problem = focus.error ?? offered.error ?? put.error ?? ask.error;
  return (
    <Stack>
      <Select
        label="Area"
        placeholder={focus.isPending ? 'Loading...' : 'Choose an area'}
        searchable
        data={(focus.data ? focusAreas(focus.data, subjectId) : []).map((area) => ({
          value: area.endcodeId,
          label: area.label,
        }))}
        value={endcodeId}
        onChange={setEndcodeId}
      />
      {offered.data?.length === 0 && <Text>This area has no live questions.</Text>}
      {offered.data?.map((question) => (
        <Paper key={question._id} withBorder p="sm">
          <Stack gap="xs" align="flex-start">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{boardText(question)}</Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                loading={put.isPending}
                onClick={() => put.mutate(question)}
              >
                Put on the board
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                loading={ask.isPending}
                onClick={() => ask.mutate(question)}
              >
                Ask {childName}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {problem && <Text c="red">Error: {errorMessages(problem).join(', ')}</Text>}
    </Stack>
  );
}

/** Opens the question bank for the board; the tutor's alone. */
export function BankQuestionButton({
  sessionId,
  studentId,
  subjectId,
  childName,
  board,
}: {
  sessionId: string;
  studentId: string;
  subjectId: string;
  childName: string;
  board: ExcalidrawImperativeAPI | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" disabled={!board} onClick={() => setOpen(true)}>
        Question bank
      </Button>
      <Modal
        opened={open && board !== null}
        onClose={() => setOpen(false)}
        title="A question from the bank"
        size="lg"
      >
        {board && (
          <BankDialog
            sessionId={sessionId}
            studentId={studentId}
            subjectId={subjectId}
            childName={childName}
            board={board}
            onClose={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
