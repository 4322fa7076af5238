import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';

import { storedAnswer } from '../../../../components/question/answerMap';
import { CorrectAnswer } from '../../../../components/question/CorrectAnswer';
import { QuestionView } from '../../../../components/question/QuestionView';
import type { AnswerRecord } from '../../../../generated/api/schemas';
import { useReviewDelay } from '../../hooks/useReviewDelay';
import type { PerformanceAbilities } from '../../rules/abilities';
import { canResolve, type ReviewAction } from '../../rules/reviewFlags';
import { GivenAnswer } from './GivenAnswer';

const secondsText = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

/**
 * An opened answer: the question as the child saw it with their answer in
 * it, their answer beside the correct one, and the review actions the
 * viewer may take. Mark as reviewed counts down the seconds until it opens.
 */
export function AnswerDetails({
  record,
  abilities,
  onAction,
}: {
  record: AnswerRecord;
  abilities: PerformanceAbilities;
  onAction: (record: AnswerRecord, action: ReviewAction) => void;
}) {
  const secondsLeft = useReviewDelay();
  const countingDown = secondsLeft > 0 && !record.reviewed;
  const countdownId = useId();
  const answer = storedAnswer(record.answer);
  const lines = record.question.lines;
  return (
    <Stack gap="sm" p="xs" data-testid={`answer-details-${record._id}`}>
      <Text size="sm" c="dimmed">
        {abilities.showCodes && `${record.endcode.name}: `}
        {record.endcode.description}
      </Text>
      <Text size="sm" fw={600}>
        The question
      </Text>
      <QuestionView lines={lines} value={answer} readOnly />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {/* The review actions are the child's own: word the answer for them. */}
        <GivenAnswer lines={lines} answer={answer} result={record.result} own={abilities.review} />
        {record.question.answers.length > 0 && (
          <CorrectAnswer lines={lines} answers={record.question.answers} />
        )}
      </SimpleGrid>
      <Group gap="sm">
        {abilities.review && (
          <>
            <Button
              disabled={secondsLeft > 0 || record.reviewed}
              onClick={() => onAction(record, 'review')}
              aria-describedby={countingDown ? countdownId : undefined}
              rightSection={
                countingDown ? (
                  <Badge circle color="gray" aria-hidden data-testid="review-countdown">
                    {secondsLeft}
                  </Badge>
                ) : undefined
              }
            >
              Mark as reviewed
            </Button>
            <Button
              variant={record.help_requested ? 'filled' : 'light'}
              color="orange"
              aria-pressed={record.help_requested}
              onClick={() => onAction(record, 'help')}
            >
              Request help
            </Button>
          </>
        )}
        {abilities.resolve && (
          <Button
            color="green"
            disabled={!canResolve(record)}
            onClick={() => onAction(record, 'resolve')}
          >
            Resolve
          </Button>
        )}
      </Group>
      {abilities.review && countingDown && (
        <Text id={countdownId} size="sm" c="dimmed" data-testid="review-countdown-text">
          Have a good look at the correct answer: you can mark it as reviewed in{' '}
          {secondsText(secondsLeft)}.
        </Text>
      )}
    </Stack>
  );
}
