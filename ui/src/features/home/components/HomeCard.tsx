import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * One tile of the student home: a title, a line saying what it is for,
 * and what to press. A region named by its title, so it can be found.
 */
export function HomeCard({
  title,
  children,
  description,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <div style={{ marginTop: 'auto' }}>{children}</div>
      </Stack>
    </Paper>
  );
}
