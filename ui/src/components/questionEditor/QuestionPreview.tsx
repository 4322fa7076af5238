import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';

import type { AnswerPart, Element } from '../../generated/api/schemas';
import { type AnswerMap, answerFromAlternative } from '../question/answerMap';
import { QuestionView } from '../question/QuestionView';

/**
 * The question as a child will see it, following every edit. 'Show answer'
 * fills the inputs with the first accepted answer.
 */
export function QuestionPreview({
  lines,
  answers,
}: {
  lines: Element[][];
  answers: AnswerPart[][];
}) {
  const [answer, setAnswer] = useState<AnswerMap>({});
  const [showAnswer, setShowAnswer] = useState(false);
  return (
    // Sticky (below the dialog's own sticky title bar), so the preview stays
    // in sight while a long question is edited.
    <Paper withBorder p="md" data-testid="question-preview" pos="sticky" top="4.5rem">
      <Stack>
        <Text fw={600}>Preview</Text>
        <QuestionView
          lines={lines}
          value={showAnswer ? answerFromAlternative(lines, answers[0] ?? []) : answer}
          onChange={setAnswer}
          readOnly={showAnswer}
        />
        <Switch
          label="Show answer"
          checked={showAnswer}
          onChange={(event) => setShowAnswer(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
