import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

import type { Avatar } from '../../../generated/api/schemas';
import { useAuthStore } from '../../../lib/auth/AuthContext';
import { showError, showSuccess } from '../../../lib/toasts';
import { chooseAvatar } from '../api/pictureApi';
import './avatars.css';

/** Every drawn avatar, with the name a screen reader says. Typed by the server's list. */
const AVATAR_NAMES: Record<Avatar, string> = {
  fox: 'Fox',
  owl: 'Owl',
  cat: 'Cat',
  rabbit: 'Rabbit',
  bear: 'Bear',
  penguin: 'Penguin',
  frog: 'Frog',
  robot: 'Robot',
};

const AVATARS = Object.keys(AVATAR_NAMES) as Avatar[];

/** Where the app keeps an avatar's drawing (`ui/public/avatars/`), as the server stores it. */
export const avatarPath = (avatar: Avatar) => `/avatars/${avatar}.svg`;

/**
 * The drawn avatars, one press to make one the user's picture
 * (docs/accounts.md, "Pictures"). A child's photo it replaces is deleted.
 */
export function AvatarChooser({ current, onChosen }: { current?: string; onChosen: () => void }) {
  const store = useAuthStore();
  const choose = useMutation({
    mutationFn: chooseAvatar,
    onSuccess: async () => {
      await store.reloadProfile();
      showSuccess('Picture saved');
      onChosen();
    },
    onError: showError,
  });
  return (
    <SimpleGrid cols={4} spacing="sm" role="group" aria-label="Avatars">
      {AVATARS.map((avatar) => (
        <UnstyledButton
          key={avatar}
          className="avatar-choice"
          aria-label={AVATAR_NAMES[avatar]}
          aria-pressed={current === avatarPath(avatar)}
          disabled={choose.isPending}
          onClick={() => choose.mutate(avatar)}
        >
          <Image src={avatarPath(avatar)} alt="" w={56} h={56} />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
