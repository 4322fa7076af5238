import {
  Button,
  Card,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { Difficulty } from '../../../generated/api/schemas';
import {
  DIFFICULTY_LABELS,
  gameLengthText,
  modeText,
  playPath,
  readChoice,
  SETUP_DIFFICULTIES,
  storeChoice,
} from '../setup/gameChoice';
import { TIME_ALLOWANCE_LABELS, timeFactor } from '../../../lib/rules/timeAllowance';
import { useSetupOptions } from '../setup/useSetupOptions';
import { HowToPlay } from './HowToPlay';

/**
 * /game/step1_setup: what to play from, how hard, and which game. The last
 * choice is offered again while it is still available.
 */
export function SetupPage() {
  const navigate = useNavigate();
  const options = useSetupOptions();
  const [stored] = useState(readChoice);
  const [focusKey, setFocusKey] = useState<string | null>(stored?.focus.key ?? null);
  const [difficulty, setDifficulty] = useState<Difficulty>(stored?.difficulty ?? 'MEDIUM');
  const [gameId, setGameId] = useState<string | null>(stored?.gameId ?? null);

  const focusChoices = [...options.subjectChoices, ...options.mixChoices];
  const focus =
    focusChoices.find((choice) => choice.key === focusKey) ??
    (focusChoices.length === 1 ? focusChoices[0] : undefined);
  const game = options.games.find((each) => each._id === gameId) ?? options.games[0];
  const factor = timeFactor(options.timeAllowance);

  function start() {
    if (!focus || !game) return;
    storeChoice({
      focus,
      difficulty,
      gameId: game._id,
      timeAllowance: options.timeAllowance,
      readsEachQuestion: options.readsEachQuestion,
    });
    navigate(playPath(game));
  }

  return (
    <PageFrame title="Set up your game">
      <Stack mt="md" gap="lg">
        <HowToPlay />
        {options.loading ? (
          <Group>
            <Loader size="sm" />
            <Text>Loading</Text>
          </Group>
        ) : (
          <>
            <Radio.Group
              label={
                <Title order={2} size="h4">
                  What do you want to practise?
                </Title>
              }
              value={focus?.key ?? null}
              onChange={setFocusKey}
            >
              <Stack gap="xs" mt="xs">
                {options.subjectChoices.length === 0 && options.mixChoices.length === 0 && (
                  <Text c="dimmed">There is nothing to play yet. Please ask an adult.</Text>
                )}
                {options.subjectChoices.map((choice) => (
                  <Radio key={choice.key} value={choice.key} label={choice.name} />
                ))}
                {options.mixChoices.length > 0 && (
                  <Text size="sm" fw={600} mt="xs">
                    Your mixes
                  </Text>
                )}
                {options.mixChoices.map((choice) => (
                  <Radio key={choice.key} value={choice.key} label={choice.name} />
                ))}
              </Stack>
            </Radio.Group>

            <Stack gap="xs">
              <Title order={2} size="h4" id="difficulty-label">
                How hard?
              </Title>
              <SegmentedControl
                aria-labelledby="difficulty-label"
                value={difficulty}
                onChange={(value) => setDifficulty(value as Difficulty)}
                data={SETUP_DIFFICULTIES.map((level) => ({
                  value: level,
                  label: DIFFICULTY_LABELS[level],
                }))}
              />
            </Stack>

            <Radio.Group
              label={
                <Title order={2} size="h4">
                  Choose a game
                </Title>
              }
              value={game?._id ?? null}
              onChange={setGameId}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                {options.games.map((each) => (
                  <Card key={each._id} withBorder padding="sm">
                    <Radio
                      value={each._id}
                      label={each.description}
                      description={`${gameLengthText(each.duration, factor)} · ${modeText(each.game_mode)}`}
                    />
                  </Card>
                ))}
              </SimpleGrid>
            </Radio.Group>

            {options.timeAllowance !== 'standard' && (
              <Text data-testid="extra-time">
                Extra time: {TIME_ALLOWANCE_LABELS[options.timeAllowance]}. Your games last longer
                and the ghosts are slower.
              </Text>
            )}

            <Group>
              <Button size="lg" onClick={start} disabled={!focus || !game}>
                Start Game
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
