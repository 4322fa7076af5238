import { Badge, Button, Drawer, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';

import { isTauri } from '../../lib/platform';
import { SyncBadge } from './lazyFrameParts';
import type { NarrowHeaderProps } from './NarrowHeader';
import { UserBadge } from './UserBadge';

export interface HeaderMenuProps extends Omit<NarrowHeaderProps, 'title'> {
  opened: boolean;
  onClose: () => void;
}

/**
 * The phone header's menu: every header action in a drawer, each a
 * full-width button easy to tap. Loaded when first opened.
 */
export function HeaderMenu({
  opened,
  onClose,
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
}: HeaderMenuProps) {
  /** Closes the drawer first, so a dialog or the next page is not hidden behind it. */
  const closing = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
        {isTauri() && (
          <Suspense fallback={null}>
            <SyncBadge />
          </Suspense>
        )}
        {user && (
          <>
            <UserBadge user={user} onOpen={onClose} />
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
                onClick={onClose}
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
                onClick={onClose}
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
  );
}
