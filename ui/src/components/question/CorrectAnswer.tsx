import { Paper, Text } from '@mantine/core';

import type { AnswerPart } from '../../generated/api/schemas';
import { inputRefs, inputTypeOf, type Line } from './answerMap';
import { answerNames, correctPartName } from './answerNames';
import { writtenValue } from './inputTypes';

/** One answer part as a child would write it: its alternatives, money with £. */
export function answerPartText(lines: Line[], part: AnswerPart): string {
  const type = inputTypeOf(lines, part.ref);
  return part.values.map((value) => writtenValue(type, value)).join(' or ');
}

/**
 * The first accepted answer, part by part. Parts are named ("Answer 2",
 * answerNames.ts) only when the question has more than one input.
 */
export function CorrectAnswer({ lines, answers }: { lines: Line[]; answers: AnswerPart[][] }) {
  const first = answers[0] ?? [];
  const named = inputRefs(lines).length > 1;
  const names = answerNames(lines);
  return (
    <Paper withBorder p="xs" bg="green.0" data-testid="correct-answer">
      <Text fw={600} size="sm">
        Correct answer
      </Text>
      {first.map((part) => (
        <Text key={part.ref} size="sm">
          {named ? `${correctPartName(names, part.ref)}: ` : ''}
          {answerPartText(lines, part)}
        </Text>
      ))}
    </Paper>
  );
}
