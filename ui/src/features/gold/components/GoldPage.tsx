import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';

export const GOLD_COMING = 'Your gold: coming soon';

/**
 * How coins are won, as the scoring rule has it (docs/games.md, "Scoring"):
 * a right answer wins the most when it takes the question's standard time
 * (the time it is meant to take) and fewer either side, so 0.1 s wins 1
 * coin; the child is told not to rush.
 */
export const HOW_GOLD_IS_WON =
  'Every question you answer right in a game wins you gold coins. Don’t rush: a right answer ' +
  'wins more coins the longer you think about it, up to the time the question is meant to ' +
  'take. After that, it wins a little less the longer it takes.';

/**
 * /student/gold: the spec names this page but not what is on it, so it
 * says what it is for. Gold coins are the points a child wins in a game
 * (docs/games.md); a page of them over all games is still to come.
 */
export function GoldPage() {
  return (
    <PageFrame title="Gold">
      <Paper withBorder radius="lg" p="lg" mt="md" bg="yellow.0">
        <Stack gap="sm">
          <Title order={2}>{GOLD_COMING}</Title>
          <Text>{HOW_GOLD_IS_WON}</Text>
          <Text>
            This page will show all the gold you have won, game after game. Until then, you can see
            your gold at the end of each game.
          </Text>
          <Group>
            <Button component={Link} to="/student">
              Go back to homepage
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
