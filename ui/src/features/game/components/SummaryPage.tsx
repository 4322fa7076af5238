import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { PlayerSummary } from '../../../generated/api/schemas';
import { COUNTED_AT_SYNC, type FinishedGame } from '../play/gameConfig';
import { SETUP_PATH, STUDENT_HOME_PATH } from '../paths';
import { summaryMessage } from '../summary/summaryMessage';
import { GhostMark } from './GhostMark';

function isFinishedGame(value: unknown): value is FinishedGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Partial<FinishedGame>;
  return Array.isArray(game.summary?.players) && typeof game.previousHighscore === 'number';
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

function OpponentTable({ ghosts }: { ghosts: PlayerSummary[] }) {
  return (
    <Table aria-label="Opponents" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Opponent</Table.Th>
          <Table.Th>Total points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ghosts.map((ghost, index) => (
          <Table.Tr key={ghost.id ?? ghost.player}>
            <Table.Td fw={600}>
              <Group gap="xs" wrap="nowrap">
                {ghost.colour && <GhostMark index={index} colour={ghost.colour} />}
                {ghost.player}
              </Group>
            </Table.Td>
            <Table.Td>{ghost.totalPoints}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TokensLine({ tokens }: { tokens: FinishedGame['tokens'] }) {
  if (!tokens) {
    return <Text c="dimmed">Your tokens for this game could not be counted just now.</Text>;
  }
  if (tokens === COUNTED_AT_SYNC) {
    return (
      <Text c="dimmed" data-testid="tokens-line">
        You played this game offline: your tokens will be counted when the app is back online.
      </Text>
    );
  }
  return (
    <Text data-testid="tokens-line">
      Tokens earned: {tokens.token_count} · Tokens pending: {tokens.pending_token_count} · Without a
      subscription: {tokens.without_subscription_count}
    </Text>
  );
}

function Links() {
  return (
    <Group>
      <Button component={Link} to={SETUP_PATH}>
        Play another game
      </Button>
      <Button component={Link} to={STUDENT_HOME_PATH} variant="default">
        Go back to homepage
      </Button>
    </Group>
  );
}

/**
 * /game/step3_summary: the result, the figures the server counted, the
 * opponents' totals and the tokens earned. It shows the game handed over
 * by the play screen; arriving any other way there is nothing to show.
 */
export function SummaryPage() {
  const location = useLocation();
  const game: unknown = location.state;
  if (!isFinishedGame(game)) {
    return (
      <PageFrame title="Game summary">
        <Stack mt="md">
          <Text>There is no finished game to show.</Text>
          <Links />
        </Stack>
      </PageFrame>
    );
  }
  const players = game.summary.players;
  const human = players.find((player) => player.playerType === 'human');
  const ghosts = players.filter((player) => player.playerType === 'ghost');
  const total = human?.totalPoints ?? 0;
  const message = summaryMessage({
    mode: game.mode,
    total,
    previousHighscore: game.previousHighscore,
    opponentTotals: ghosts.map((ghost) => ghost.totalPoints),
  });
  return (
    <PageFrame title="Game summary">
      <Stack mt="md" gap="lg">
        <Title order={2} data-testid="summary-message">
          {message}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Stat label="Total points" value={total} />
          <Stat label="Gold coins" value={human?.coins ?? 0} />
          <Stat label="Jewels" value={human?.difficultyBonus ?? 0} />
          <Stat label="Highest streak" value={human?.highestStreak ?? 0} />
          <Stat label="Questions correct" value={human?.correctCnt ?? 0} />
          <Stat label="Questions attempted" value={human?.questionCnt ?? 0} />
        </SimpleGrid>
        {game.mode === 'multiplayer' && ghosts.length > 0 && <OpponentTable ghosts={ghosts} />}
        <TokensLine tokens={game.tokens} />
        <Links />
      </Stack>
    </PageFrame>
  );
}
