import { Button } from '@mantine/core';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useMutation } from '@tanstack/react-query';

import type { AnswerRecord } from '../../../../generated/api/schemas';
import * as review from '../../../../generated/api/operations/review';
import { errorMessages } from '../../../../lib/api/apiError';
import { call } from '../../../../lib/api/client';
import { addQuestion } from './addToBoard';
import { lastMissed, questionText } from './questionText';

/** How far back the last missed question is looked for. */
const LOOK_BACK_DAYS = 14;

function fetchRecentAnswers(studentId: string): Promise<AnswerRecord[]> {
  const since = new Date(Date.now() - LOOK_BACK_DAYS * 86_400_000).toISOString();
  return call(review.listAnswers, {
    params: { student_id: studentId },
    query: { since_date_iso: since },
  });
}

/**
 * Drops the question the child last got wrong onto the board, as text
 * below what is there, to work through together.
 */
export function MissedQuestionButton({
  studentId,
  childName,
  board,
}: {
  studentId: string;
  childName: string;
  board: ExcalidrawImperativeAPI | null;
}) {
  const add = useMutation({
    mutationFn: async () => {
      const missed = lastMissed(await fetchRecentAnswers(studentId));
      if (!missed) throw new Error(`${childName} has no missed question in the last two weeks`);
      if (!board) return;
      await addQuestion(board, questionText(missed, childName), missed.endcode._id);
    },
  });
  return (
    <>
      <Button
        variant="light"
        disabled={!board}
        loading={add.isPending}
        onClick={() => add.mutate()}
      >
        Add the question {childName} last got wrong
      </Button>
      {add.isError && <span role="alert">{errorMessages(add.error).join(', ')}</span>}
    </>
  );
}
