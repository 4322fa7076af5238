import { Alert, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

import { QuestionView } from '../../../components/question/QuestionView';
import { earned } from '../play/earned';
import { type GameState, waitingToAskAgain } from '../play/gameState';
import {
  ASKING_AGAIN,
  earnedText,
  ERROR_HINTS,
  GAME_ENDED,
  GENERATING,
  NEW_RECORD_BURST,
  NO_CORRECT_ANSWER,
  RESULT_TEXT,
  TIME_IS_UP,
} from '../play/messages';
import { beatsRecord } from '../celebrate/celebration';
import { ReadToMeButton } from '../readAloud/ReadToMeButton';
import { BonusBurst } from './BonusBurst';
import '../celebrate/celebrate.css';

function ResultMessage({ state, newRecord }: { state: GameState; newRecord: boolean }) {
  const result = state.result;
  if (!result) return null;
  const correct = result.decision === 'CORRECT';
  const gain = earnedText(earned(result, state.player));
  return (
    <Stack gap={4}>
      <Text
        fw={700}
        c={correct ? 'green' : 'red'}
        data-testid="result-message"
        className={correct ? 'celebrate-pop' : undefined}
      >
        {RESULT_TEXT[result.decision]}
      </Text>
      {gain && <Text data-testid="earned">{newRecord ? `${gain} ${NEW_RECORD_BURST}` : gain}</Text>}
      {!correct && result.correctAnswers.length === 0 && <Text>{NO_CORRECT_ANSWER}</Text>}
    </Stack>
  );
}

function ErrorMessage({ messages, askingAgain }: { messages: string[]; askingAgain: boolean }) {
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
        {askingAgain && (
          <Text size="sm" fw={600} data-testid="asking-again">
            {ASKING_AGAIN}
          </Text>
        )}
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
  /** Read each question out as it appears, not only on the button. */
  readsEachQuestion?: boolean;
}) {
  const { state } = props;
  const shown = state.shown;
  const answered = state.result !== null;
  // Worked out once for the result line and the bonus beside it.
  const newRecord =
    state.result !== null && beatsRecord(state.result.before, state.player, state.highscore);
  const showCorrect = state.result !== null && state.result.decision !== 'CORRECT';
  // A new question takes the keyboard to its first box, so a child can type straight away.
  const question = useRef<HTMLDivElement>(null);
  const openQuestion = state.questionAsked ? shown?.question._id : undefined;
  useEffect(() => {
    if (openQuestion) question.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [openQuestion]);
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
          <ReadToMeButton
            questionId={shown.question._id}
            lines={shown.question.lines}
            readsByItself={props.readsEachQuestion === true && state.questionAsked}
          />
        )}
        {shown && (
          <div data-question-id={shown.question._id} data-testid="question" ref={question}>
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
        {/* Read out as it changes: the result, what it earned, a pause, the end. */}
        <Stack gap="xs" role="status" data-testid="game-status">
          <ResultMessage state={state} newRecord={newRecord} />
          {state.phase === 'over' && (
            <Text fw={700} size="lg" data-testid="game-over">
              {state.endedEarly ? GAME_ENDED : TIME_IS_UP}
            </Text>
          )}
          {state.phase === 'paused' && (
            <Text fw={700} size="lg">
              Paused
            </Text>
          )}
        </Stack>
        {state.result && (
          <BonusBurst
            key={state.player.total_questions}
            gain={earned(state.result, state.player)}
            newRecord={newRecord}
          />
        )}
        {state.error && (
          <ErrorMessage messages={state.error} askingAgain={waitingToAskAgain(state)} />
        )}
      </Stack>
    </Paper>
  );
}
