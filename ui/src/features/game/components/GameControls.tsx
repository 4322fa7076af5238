import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

import type { Difficulty } from '../../../generated/api/schemas';
import { useTouchScreen } from '../../../lib/touchScreen';
import type { GameSession } from '../play/gameSession';
import { betweenQuestions, canPass, canPause, canSubmit, type GameState } from '../play/gameState';
import { DIFFICULTIES, DIFFICULTY_LABELS } from '../setup/gameChoice';

/** Submit, Pass, the next question's difficulty, Next question, and pause. */
export function GameControls({ state, session }: { state: GameState; session: GameSession }) {
  const between = betweenQuestions(state);
  // Finger-sized on a touch screen: at least 44 px high.
  const size = useTouchScreen() ? 'lg' : 'md';
  // Once a result is in, Enter goes on to the next question: the keyboard
  // would otherwise be left on Submit, which has gone.
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.result) next.current?.focus();
  }, [state.result]);
  return (
    <Stack gap="sm">
      {state.questionAsked && (
        <Group>
          <Button
            size={size}
            onClick={() => void session.submit()}
            disabled={!canSubmit(state)}
            loading={state.loading === 'answer'}
          >
            Submit
          </Button>
          <Button
            size={size}
            variant="default"
            onClick={() => void session.pass()}
            disabled={!canPass(state)}
          >
            Pass
          </Button>
        </Group>
      )}
      {between && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="next-difficulty">
            How hard should the next question be?
          </Text>
          <SegmentedControl
            aria-labelledby="next-difficulty"
            value={state.difficulty}
            onChange={(value) => session.chooseDifficulty(value as Difficulty)}
            data={DIFFICULTIES.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }))}
          />
        </Stack>
      )}
      <Group>
        {between && (
          <Button size={size} ref={next} onClick={() => void session.nextQuestion()}>
            Next question
          </Button>
        )}
        {state.phase === 'paused' ? (
          <Button size={size} variant="light" onClick={session.unpause}>
            Unpause
          </Button>
        ) : (
          state.phase === 'in_play' && (
            <Button size={size} variant="light" onClick={session.pause} disabled={!canPause(state)}>
              Pause
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
