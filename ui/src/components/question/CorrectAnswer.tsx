import { Paper, Text } from '@mantine/core';

import type { AnswerPart, Element } from '../../generated/api/schemas';
import { inputRefs, type Line } from './answerMap';

function typeOf(lines: Line[], ref: string): Element['type'] | undefined {
  return lines.flat().find((element) => 'ref' in element && element.ref === ref)?.type;
}

/** One answer part as a child would write it: its alternatives, money with £. */
export function answerPartText(lines: Line[], part: AnswerPart): string {
  const money = typeOf(lines, part.ref) === 'GBP';
  return part.values.map((value) => (money ? `£${value}` : value)).join(' or ');
}

/**
 * The first accepted answer, part by part. Parts are named by ref only
 * when the question has more than one input.
 */
export function CorrectAnswer({ lines, answers }: { lines: Line[]; answers: AnswerPart[][] }) {
  const first = answers[0] ?? [];
  const named = inputRefs(lines).length > 1;
  return (
    <Paper withBorder p="xs" bg="green.0" data-testid="correct-answer">
      <Text fw={600} size="sm">
        Correct answer
      </Text>
      {first.map((part) => (
        <Text key={part.ref} size="sm">
          {named ? `${part.ref}: ` : ''}
          {answerPartText(lines, part)}
        </Text>
      ))}
    </Paper>
  );
}
