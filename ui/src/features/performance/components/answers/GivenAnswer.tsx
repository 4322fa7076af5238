import { Paper, Text } from '@mantine/core';

import { answerPartText } from '../../../../components/question/CorrectAnswer';
import { type AnswerMap, inputRefs, type Line } from '../../../../components/question/answerMap';
import type { Decision } from '../../../../generated/api/schemas';

/**
 * How the answer given is marked, in words as well as colour: a child
 * who cannot tell red from green still reads whether it was right.
 */
const MARKS: Record<Decision, { colour: string; own: string; other: string }> = {
  INCORRECT: { colour: 'red', own: 'Your answer: not quite right', other: 'Answer given: wrong' },
  PASSED: { colour: 'orange', own: 'You passed this one', other: 'Passed without answering' },
  CORRECT: { colour: 'green', own: 'Your answer: right!', other: 'Answer given: right' },
};

/**
 * The answer the child gave, input by input, in a box beside the correct
 * answer so a wrong choice and the right one can be compared at a glance
 * (the question above shows the same answer in its own inputs, where a
 * chosen radio button is easy to miss). `own` words it for the child.
 */
export function GivenAnswer({
  lines,
  answer,
  result,
  own,
}: {
  lines: Line[];
  answer: AnswerMap;
  result: Decision;
  own: boolean;
}) {
  const mark = MARKS[result];
  const refs = inputRefs(lines);
  const named = refs.length > 1;
  const given = (ref: string) => Object.values(answer).find((part) => part.ref === ref)?.value;
  return (
    <Paper
      withBorder
      p="xs"
      bg={`${mark.colour}.0`}
      style={{ borderColor: `var(--mantine-color-${mark.colour}-6)` }}
      data-testid="given-answer"
      data-result={result}
    >
      <Text fw={600} size="sm" c={`${mark.colour}.9`}>
        {own ? mark.own : mark.other}
      </Text>
      {result !== 'PASSED' &&
        refs.map((ref) => {
          const value = given(ref);
          return (
            <Text key={ref} size="sm">
              {named ? `${ref}: ` : ''}
              {value === undefined ? 'left empty' : answerPartText(lines, { ref, values: [value] })}
            </Text>
          );
        })}
    </Paper>
  );
}
