import { Button, Group, Stack, Text } from '@mantine/core';

import { storedAnswer } from '../../../../components/question/answerMap';
import { QuestionView } from '../../../../components/question/QuestionView';
import type { AnswerRecord } from '../../../../generated/AnswerRecord';
import { useReviewDelay } from '../../hooks/useReviewDelay';
import type { PerformanceAbilities } from '../../rules/abilities';
import { canResolve, type ReviewAction } from '../../rules/reviewFlags';

/**
 * An opened answer: the question as the child saw it with their answer in
 * it, the correct answer, and the review actions the viewer may take.
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
  const reviewReady = useReviewDelay();
  const passed = record.result === 'PASSED';
  return (
    <Stack gap="sm" p="xs" data-testid={`answer-details-${record._id}`}>
      <Text size="sm" c="dimmed">
        {record.endcode.name}: {record.endcode.description}
      </Text>
      <Text size="sm" fw={600}>
        {passed ? 'Passed without answering' : 'The answer given'}
      </Text>
      <QuestionView
        lines={record.question.lines}
        value={storedAnswer(record.answer)}
        readOnly
        correctAnswers={record.question.answers}
      />
      <Group gap="sm">
        {abilities.review && (
          <>
            <Button
              disabled={!reviewReady || record.reviewed}
              onClick={() => onAction(record, 'review')}
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
    </Stack>
  );
}
