import { Box, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

import type { AuthUser } from '../../lib/auth/authStore';
import type { BackToParent } from '../../lib/auth/useBackToParent';
import { isTauri } from '../../lib/platform';
import { Logo } from './Logo';

export interface NarrowHeaderProps {
  title: string;
  user: AuthUser | null;
  environmentMessage?: string | null;
  /** 'Home', or 'Quit game' while a game is in play. */
  homeLabel: string;
  onHome: () => void;
  /** The admin screens linked from the header; empty for everyone else. */
  links: readonly { label: string; to: string }[];
  howToUrl?: string | null;
  /** In the kiosk, 'Leave kiosk' takes the place of 'Sign out'. */
  kiosk: boolean;
  /** 'Back to Sarah' while a parent's child is signed in through 'Login as'. */
  backToParent?: BackToParent | null;
  onLeaveKiosk: () => void;
  onSignOut: () => void;
}

// Loaded when first opened. Declared here, not in lazyFrameParts.tsx: the
// menu imports that file, and the two would import each other.
const HeaderMenu = lazy(() =>
  import('./HeaderMenu').then((module) => ({ default: module.HeaderMenu })),
);

/** Room the burger takes, kept on the other side too so the title stays centred. */
const BURGER_ROOM = 38;

/**
 * The header on a phone: the logo's mark, the title and a menu button. A row
 * of buttons does not fit beside a readable title there, so every header
 * action moves into a menu (HeaderMenu), loaded when first opened.
 */
export function NarrowHeader({ title, ...menuProps }: NarrowHeaderProps) {
  const [opened, menu] = useDisclosure(false);
  // Once opened, the menu stays mounted so that closing it plays its transition.
  const [wanted, setWanted] = useState(false);
  const hasMenu = menuProps.user !== null || Boolean(menuProps.environmentMessage) || isTauri();

  return (
    <>
      <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
        <Box w={BURGER_ROOM}>
          <Logo compact />
        </Box>
        <Title
          order={1}
          size="h4"
          lineClamp={2}
          style={{ flex: 1, minWidth: 0, textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
        <Box w={BURGER_ROOM}>
          {hasMenu && (
            <Burger
              opened={opened}
              onClick={() => {
                setWanted(true);
                menu.toggle();
              }}
              aria-label="Menu"
              aria-expanded={opened}
            />
          )}
        </Box>
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <HeaderMenu opened={opened} onClose={menu.close} {...menuProps} />
        </Suspense>
      )}
    </>
  );
}
