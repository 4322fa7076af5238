import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useStudentStats } from '../hooks/useStudentStats';
import { STUDENT_HOME_LINKS } from './homeMenus';
import { PlayIcon, TokenIcon, TrophyIcon } from './HomeIcons';

function Stat({
  icon,
  label,
  value,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Paper radius="lg" p="sm" bg="rgba(255, 255, 255, 0.92)" style={{ flex: '1 1 9rem' }}>
      <Group gap="sm" wrap="nowrap">
        {icon}
        <Stack gap={0}>
          <Text size="xs" c="dark.6" fw={600}>
            {label}
          </Text>
          <Text size="xl" fw={800} c="dark.8" data-testid={testId}>
            {value ?? '–'}
          </Text>
        </Stack>
        {children && <div style={{ marginLeft: 'auto' }}>{children}</div>}
      </Group>
    </Paper>
  );
}

/**
 * The heart of the student home: a big Play, with the child's best score
 * and tokens beside it. The Tokens button shows only with a balance above 0;
 * a child with no plan has no tokens to show.
 */
export function PlayCard() {
  const { tokens, tokensShown, bestScore } = useStudentStats();
  const { play, tokens: tokensLink } = STUDENT_HOME_LINKS;
  return (
    <Paper
      component="section"
      aria-label="Play"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-7), var(--mantine-color-violet-7))',
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} c="white">
            Ready for a game?
          </Title>
          <Text c="white">Race the ghosts, answer maths questions and win gold coins.</Text>
        </Stack>
        <Button
          component={Link}
          to={play.to}
          size="xl"
          radius="xl"
          color="yellow"
          c="dark.9"
          leftSection={<PlayIcon />}
          style={{ alignSelf: 'flex-start', minWidth: '12rem' }}
        >
          {play.label}
        </Button>
        <Group gap="sm" align="stretch">
          <Stat icon={<TrophyIcon />} label="Best score" value={bestScore} testId="best-score" />
          {tokensShown && (
            <Stat icon={<TokenIcon />} label="Your tokens" value={tokens} testId="token-total">
              {tokens !== null && tokens > 0 && (
                <Button component={Link} to={tokensLink.to} size="xs" variant="light">
                  {tokensLink.label}
                </Button>
              )}
            </Stat>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
