import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/** Delete archives the question, after the admin confirms. */
export function ArchiveControl({ busy, onArchive }: { busy: boolean; onArchive: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="light" color="red" onClick={() => setConfirming(true)}>
        Delete
      </Button>
    );
  }
  return (
    <Group gap="xs">
      <Text size="sm">Archive this question?</Text>
      <Button variant="default" onClick={() => setConfirming(false)}>
        Keep
      </Button>
      <Button
        color="red"
        loading={busy}
        onClick={() => {
          setConfirming(false);
          onArchive();
        }}
      >
        Archive
      </Button>
    </Group>
  );
}
