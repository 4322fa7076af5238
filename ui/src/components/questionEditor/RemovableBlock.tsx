import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface RemovableBlockProps {
  /** What the block is ('Line', 'Answer'), and which one, counted from 1. */
  noun: string;
  number: number;
  editing: boolean;
  onRemove: () => void;
  testId: string;
  children: ReactNode;
}

/** One numbered part of a question being edited (a line, an answer) with its remove button. */
export function RemovableBlock({
  noun,
  number,
  editing,
  onRemove,
  testId,
  children,
}: RemovableBlockProps) {
  const remove = `Remove ${noun.toLowerCase()}`;
  return (
    <Paper withBorder p="xs" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {`${noun} ${number}`}
          </Text>
          {editing && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`${remove} ${number}`}
              onClick={onRemove}
            >
              {remove}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
