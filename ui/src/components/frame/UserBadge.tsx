import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';

import type { AuthUser } from '../../lib/auth/authStore';
import { serverFileUrl } from '../../lib/serverFiles';
import { useFrameActions } from './frameActions';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * The signed-in user's picture and name; clicking opens the picture dialog.
 * `onOpen` runs first (the phone menu closes itself so the dialog is on top).
 */
export function UserBadge({ user, onOpen }: { user: AuthUser; onOpen?: () => void }) {
  const { openPictureDialog } = useFrameActions();
  return (
    <UnstyledButton
      onClick={() => {
        onOpen?.();
        openPictureDialog?.();
      }}
      // The name shown must be part of the button's name (WCAG 2.5.3).
      aria-label={`Profile picture of ${user.displayName}`}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar
          src={serverFileUrl(user.profile_picture || DEFAULT_AVATAR)}
          alt={`${user.displayName}'s picture`}
          radius="xl"
          size="md"
        />
        <Text fw={500} size="sm" data-testid="display-name">
          {user.displayName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
