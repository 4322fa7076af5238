import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';

export const GOLD_COMING = 'Your gold: coming soon';

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
          <Text>
            Every question you answer right in a game wins you gold coins, and the faster you
            answer, the more you win.
          </Text>
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
