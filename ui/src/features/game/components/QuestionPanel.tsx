import { Alert, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';

import { QuestionView } from '../../../components/question/QuestionView';
import type { GameState } from '../play/gameState';
import { ERROR_HINTS, GENERATING, NO_CORRECT_ANSWER, RESULT_TEXT } from '../play/messages';

function ResultMessage({ state }: { state: GameState }) {
  const result = state.result;
  if (!result) return null;
  const correct = result.decision === 'CORRECT';
  return (
    <Stack gap={4}>
      <Text fw={700} c={correct ? 'green.8' : 'red.8'} data-testid="result-message">
        {RESULT_TEXT[result.decision]}
      </Text>
      {!correct && result.correctAnswers.length === 0 && <Text>{NO_CORRECT_ANSWER}</Text>}
    </Stack>
  );
}

function ErrorMessage({ messages }: { messages: string[] }) {
  return (
    <Alert color="red" title="Oops!" data-testid="game-error">
      <Stack gap="xs">
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
        <List size="sm">
          {ERROR_HINTS.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/**
 * The question on screen: open for an answer, or read-only with the
 * child's answer, the correct answer beneath it and the result.
 */
export function QuestionPanel(props: {
  state: GameState;
  onAnswer: (answer: GameState['answer']) => void;
  onSubmit: () => void;
}) {
  const { state } = props;
  const shown = state.shown;
  const answered = state.result !== null;
  const showCorrect = state.result !== null && state.result.decision !== 'CORRECT';
  return (
    <Paper withBorder p="md" radius="md" mih="12rem">
      <Stack>
        {state.loading === 'question' && (
          <Group>
            <Loader size="sm" />
            <Text>{GENERATING}</Text>
          </Group>
        )}
        {shown && (
          <div data-question-id={shown.question._id} data-testid="question">
            <QuestionView
              key={shown.question._id}
              lines={shown.question.lines}
              value={state.answer}
              onChange={props.onAnswer}
              onSubmit={props.onSubmit}
              disabled={!answered && !state.questionAsked}
              readOnly={answered}
              correctAnswers={
                showCorrect && state.result?.correctAnswers.length
                  ? state.result.correctAnswers
                  : undefined
              }
            />
          </div>
        )}
        <ResultMessage state={state} />
        {state.error && <ErrorMessage messages={state.error} />}
        {state.phase === 'over' && (
          <Text fw={700} size="lg" data-testid="game-over">
            Time is up! Adding up your points…
          </Text>
        )}
        {state.phase === 'paused' && (
          <Text fw={700} size="lg">
            Paused
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
