import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

import type { LiveQuestion } from '../../../../generated/api/schemas';
import type { SessionChannel } from '../sessionChannel';
import { questionLines } from '../whiteboard/questionText';
import { givenText, questionState } from './liveQuestionState';
import { useLiveQuestions } from './useLiveQuestions';

const STATE_COLOURS: Record<string, string> = {
  Right: 'green',
  'Not right': 'red',
  Passed: 'orange',
};

function Asked({ question, childName }: { question: LiveQuestion; childName: string }) {
  const state = questionState(question, childName);
  return (
    <Stack gap={2} component="li" data-testid="asked-question">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {questionLines(question.lines).join('\n')}
        </Text>
        <Badge color={STATE_COLOURS[state] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {state}
        </Badge>
      </Group>
      {question.answered && (
        <Text size="xs" c="dimmed">
          {childName} answered {givenText(question.answered.answer) || 'nothing'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The tutor's list of the questions sent to the child's screen
 * (docs/live-sessions.md, "Live questions"), newest first, each with the
 * child's answer and the server's marking as soon as it is given.
 */
export function AskedQuestions({
  sessionId,
  channel,
  childName,
}: {
  sessionId: string;
  channel: SessionChannel;
  childName: string;
}) {
  const questions = useLiveQuestions(sessionId, channel);
  const asked = [...(questions.data ?? [])].reverse();
  if (asked.length === 0) return null;
  return (
    <Paper withBorder p="xs" component="section" aria-label={`Questions for ${childName}`}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Questions for {childName}
        </Text>
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-live="polite"
        >
          {asked.map((question) => (
            <Asked key={question._id} question={question} childName={childName} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
