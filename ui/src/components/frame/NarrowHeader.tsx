import { Badge, Box, Burger, Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';

import type { AuthUser } from '../../lib/auth/authStore';
import type { BackToParent } from '../../lib/auth/useBackToParent';
import { isTauri } from '../../lib/platform';
import { SyncBadge } from './lazyFrameParts';
import { Logo } from './Logo';
import { UserBadge } from './UserBadge';

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

/** Room the burger takes, kept on the other side too so the title stays centred. */
const BURGER_ROOM = 38;

/**
 * The header on a phone: the logo's mark, the title and a menu button. A row
 * of buttons does not fit beside a readable title there, so every header
 * action moves into a drawer, each a full-width button easy to tap.
 */
export function NarrowHeader({
  title,
  user,
  environmentMessage,
  homeLabel,
  onHome,
  links,
  howToUrl,
  kiosk,
  backToParent,
  onLeaveKiosk,
  onSignOut,
}: NarrowHeaderProps) {
  const [opened, menu] = useDisclosure(false);
  const tauri = isTauri();
  const hasMenu = user !== null || Boolean(environmentMessage) || tauri;
  /** Closes the drawer first, so a dialog or the next page is not hidden behind it. */
  const closing = (action: () => void) => () => {
    menu.close();
    action();
  };

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
              onClick={menu.toggle}
              aria-label="Menu"
              aria-expanded={opened}
            />
          )}
        </Box>
      </Group>
      <Drawer
        opened={opened}
        onClose={menu.close}
        position="right"
        size="xs"
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="sm">
          {environmentMessage && (
            <Badge color="orange" variant="light" size="lg" maw="100%">
              {environmentMessage}
            </Badge>
          )}
          {tauri && (
            <Suspense fallback={null}>
              <SyncBadge />
            </Suspense>
          )}
          {user && (
            <>
              <UserBadge user={user} onOpen={menu.close} />
              <Button variant="subtle" size="md" justify="flex-start" onClick={closing(onHome)}>
                {homeLabel}
              </Button>
              {links.map((link) => (
                <Button
                  key={link.to}
                  variant="subtle"
                  size="md"
                  justify="flex-start"
                  component={Link}
                  to={link.to}
                  onClick={menu.close}
                >
                  {link.label}
                </Button>
              ))}
              {howToUrl && (
                <Button
                  variant="subtle"
                  size="md"
                  justify="flex-start"
                  component="a"
                  href={howToUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={menu.close}
                >
                  How-To
                </Button>
              )}
              {backToParent && (
                <Button size="md" onClick={closing(() => void backToParent.go())}>
                  {backToParent.label}
                </Button>
              )}
              {kiosk ? (
                <Button variant="light" size="md" onClick={closing(onLeaveKiosk)}>
                  Leave kiosk
                </Button>
              ) : (
                <Button variant="light" size="md" onClick={closing(onSignOut)}>
                  Sign out
                </Button>
              )}
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
