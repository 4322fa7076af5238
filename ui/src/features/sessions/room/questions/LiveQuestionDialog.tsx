import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import type { AnswerMap } from '../../../../components/question/answerMap';
import { RIGHT_ANSWER_PRAISE } from '../../../../components/question/praise';
import { QuestionView } from '../../../../components/question/QuestionView';
import type { AnswerResponse, LiveQuestion } from '../../../../generated/api/schemas';
import { errorMessages } from '../../../../lib/api/apiError';
import { answerLiveQuestion } from '../../api/liveQuestionsApi';
import type { SessionChannel } from '../sessionChannel';
import { openQuestion, secondsSince } from './liveQuestionState';
import { useLiveQuestions } from './useLiveQuestions';

/** What the child is told once their answer is marked. */
export const LIVE_RESULT_TEXT: Record<AnswerResponse['result'], string> = {
  CORRECT: RIGHT_ANSWER_PRAISE,
  INCORRECT: 'Not quite. The right answer is shown under the question.',
  PASSED: 'The right answer is shown under the question.',
};

/** A question answered, kept on screen until the child goes back to the board. */
interface Marked {
  question: LiveQuestion;
  answer: AnswerMap;
  response: AnswerResponse;
}

/**
 * The child's side of a live question (docs/live-sessions.md): the
 * tutor's question opens over the board, to answer with the game's
 * inputs; the server marks it and the child sees how it went. A child can
 * put it aside to look at the board and come back to it.
 */
export function LiveQuestionDialog({
  sessionId,
  channel,
  tutorName,
}: {
  sessionId: string;
  channel: SessionChannel;
  tutorName: string;
}) {
  const questions = useLiveQuestions(sessionId, channel);
  const [marked, setMarked] = useState<Marked | null>(null);
  const [draft, setDraft] = useState<{ id: string; answer: AnswerMap } | null>(null);
  const [setAside, setSetAside] = useState<string | null>(null);
  const question = marked?.question ?? openQuestion(questions.data ?? []);
  const answer = marked?.answer ?? (draft && draft.id === question?._id ? draft.answer : {});
  const check = useMutation({
    mutationFn: (asked: LiveQuestion) =>
      answerLiveQuestion(sessionId, asked._id, answer, secondsSince(asked.asked_at, Date.now())),
    onSuccess: (response, asked) => setMarked({ question: asked, answer, response }),
  });
  if (!question) return null;
  const title = `A question from ${tutorName}`;
  if (setAside === question._id && !marked) {
    return (
      <Button variant="light" onClick={() => setSetAside(null)}>
        Answer {tutorName}&apos;s question
      </Button>
    );
  }
  const result = marked?.response;
  return (
    <Modal
      opened
      onClose={() => (marked ? setMarked(null) : setSetAside(question._id))}
      title={title}
      size="lg"
    >
      <Stack>
        <div data-testid="live-question" data-question-id={question.question_id}>
          <QuestionView
            key={question._id}
            lines={question.lines}
            value={answer}
            onChange={(next) => setDraft({ id: question._id, answer: next })}
            onSubmit={() => check.mutate(question)}
            readOnly={result !== undefined}
            correctAnswers={result && result.result !== 'CORRECT' ? result.answers : undefined}
          />
        </div>
        {result && (
          <Text fw={700} c={result.result === 'CORRECT' ? 'green' : 'red'} role="status">
            {LIVE_RESULT_TEXT[result.result]}
          </Text>
        )}
        {check.error && <Text c="red">Error: {errorMessages(check.error).join(', ')}</Text>}
        <Group justify="flex-end">
          {result ? (
            <Button onClick={() => setMarked(null)}>Back to the board</Button>
          ) : (
            <Button loading={check.isPending} onClick={() => check.mutate(question)}>
              Check
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
