import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';

import type { Concern } from '../../../generated/api/schemas';
import { SuspensionDialog } from './SuspensionDialog';

export const SUSPENDED_LINE = 'Suspended: this tutor cannot open rooms or be booked';

/**
 * For a concern about a tutor: whether they are suspended, and the button
 * to suspend them while the concern is open (the suspension names it) or
 * to lift it, each asked again in a dialog.
 */
export function TutorSuspension({ concern }: { concern: Concern }) {
  const [confirming, dialog] = useDisclosure(false);
  const headingId = useId();
  const { tutor, tutor_id: tutorId, tutor_suspended: suspended } = concern;
  if (!tutor || !tutorId) return null;
  const closed = concern.state === 'closed';

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          The tutor: {tutor.name}
        </Title>
        {suspended && (
          <Alert color="red" role="status">
            {SUSPENDED_LINE}
          </Alert>
        )}
        <Group>
          <Button
            color={suspended ? undefined : 'red'}
            variant={suspended ? 'default' : 'filled'}
            disabled={!suspended && closed}
            onClick={dialog.open}
          >
            {suspended ? 'Lift suspension' : 'Suspend tutor'}
          </Button>
        </Group>
        {!suspended && closed && (
          <Text size="sm" c="dimmed">
            A tutor is suspended while a concern about them is open.
          </Text>
        )}
      </Stack>
      <SuspensionDialog
        opened={confirming}
        onClose={dialog.close}
        concern={concern}
        tutorId={tutorId}
        tutorName={tutor.name}
        suspend={!suspended}
      />
    </Paper>
  );
}
