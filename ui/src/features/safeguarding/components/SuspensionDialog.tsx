import { Alert, Button, Group, Stack, Text } from '@mantine/core';

import { LazyModal } from '../../../components/dialog/LazyModal';
import type { Concern } from '../../../generated/api/schemas';
import { toApiError } from '../../../lib/api/apiError';
import { showSuccess } from '../../../lib/toasts';
import { useTutorSuspension } from '../hooks/useConcerns';

interface SuspensionDialogProps {
  opened: boolean;
  onClose: () => void;
  concern: Concern;
  tutorId: string;
  tutorName: string;
  /** True to suspend the tutor, false to lift their suspension. */
  suspend: boolean;
}

function SuspensionConfirm({
  onClose,
  concern,
  tutorId,
  tutorName,
  suspend,
}: SuspensionDialogProps) {
  const changing = useTutorSuspension(concern);
  const action = suspend ? 'Suspend tutor' : 'Lift suspension';
  return (
    <Stack>
      <Text>
        {suspend
          ? `${tutorName} will not be able to open session rooms or be booked until the suspension is lifted. Their sessions still to come will need another tutor.`
          : `${tutorName} will be able to open session rooms and be booked again.`}
      </Text>
      {changing.error && (
        <Alert color="red" role="alert">
          {toApiError(changing.error).message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color={suspend ? 'red' : undefined}
          loading={changing.isPending}
          onClick={() =>
            changing.mutate(
              { tutorId, suspend },
              {
                onSuccess: () => {
                  showSuccess(suspend ? 'Tutor suspended' : 'Suspension lifted');
                  onClose();
                },
              },
            )
          }
        >
          {action}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before a tutor is suspended or their suspension is lifted. */
export function SuspensionDialog(props: SuspensionDialogProps) {
  const title = props.suspend
    ? `Suspend ${props.tutorName}?`
    : `Lift the suspension of ${props.tutorName}?`;
  return (
    <LazyModal
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened && <SuspensionConfirm {...props} />}
    </LazyModal>
  );
}
