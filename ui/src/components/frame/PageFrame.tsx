import './frame.css';

import { Anchor, Badge, Box, Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useAuth, useAuthStore } from '../../lib/auth/AuthContext';
import { hasHowTo, homeRoute, signInRoute } from '../../lib/auth/roles';
import { useBackToParent } from '../../lib/auth/useBackToParent';
import { useClientConfig } from '../../lib/clientConfig';
import { useKiosk } from '../../lib/desktop/kiosk';
import { isTauri } from '../../lib/platform';
import { useNarrowScreen } from '../layout/useNarrowScreen';
import { ADMIN_HEADER_LINKS } from './adminScreens';
import { quitGameInPlay, useGameInPlay } from './gameInPlay';
import { LeaveKioskDialog, SyncBadge } from './lazyFrameParts';
import { Logo } from './Logo';
import { NarrowHeader } from './NarrowHeader';
import { UserBadge } from './UserBadge';

export const DEFAULT_TITLE = 'Welcome to Plytime';

export interface PageFrameProps {
  title?: string;
  /** Lets wide screens (tables, the game) use the whole window. */
  fullWidth?: boolean;
  children: ReactNode;
}

/** The header and content area every screen shares. */
export function PageFrame({ title, fullWidth = false, children }: PageFrameProps) {
  const { status, user, storedRole } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const config = useClientConfig().data;
  const gameInPlay = useGameInPlay();
  const kiosk = useKiosk();
  const parentsWayBack = useBackToParent();
  // Not in the kiosk: leaving it needs an adult's PIN, whoever signed in.
  const backToParent = kiosk ? null : parentsWayBack;
  const [leavingKiosk, kioskDialog] = useDisclosure(false);
  const isAdmin = user?.role === 'ADMIN' || user?.role === 'TEST';
  // Below md the row of header buttons no longer fits beside the title.
  const narrow = useNarrowScreen('md');

  function goHome() {
    if (gameInPlay) {
      quitGameInPlay();
      return;
    }
    navigate(user ? homeRoute(user.role) : '/select_account_type');
  }

  async function signOut() {
    await store.signOut();
    navigate(storedRole ? signInRoute(storedRole) : '/select_account_type');
  }

  return (
    <>
      {/* right-scroll-bar-position: a dialog's scroll lock keeps the fixed header from shifting. */}
      <header className="frame-header right-scroll-bar-position">
        {narrow ? (
          <NarrowHeader
            title={title || DEFAULT_TITLE}
            user={user}
            environmentMessage={config?.environment_message}
            homeLabel={gameInPlay ? 'Quit game' : 'Home'}
            onHome={goHome}
            links={isAdmin ? ADMIN_HEADER_LINKS : []}
            howToUrl={user && hasHowTo(user.role) ? config?.how_to_url : null}
            kiosk={kiosk}
            backToParent={backToParent}
            onLeaveKiosk={kioskDialog.open}
            onSignOut={() => void signOut()}
          />
        ) : (
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Logo />
              {config?.environment_message && (
                <Badge color="orange" variant="light">
                  {config.environment_message}
                </Badge>
              )}
              {isTauri() && (
                <Suspense fallback={null}>
                  <SyncBadge />
                </Suspense>
              )}
            </Group>
            <Title order={1} size="h3" style={{ flex: 1, textAlign: 'center' }} lineClamp={1}>
              {title || DEFAULT_TITLE}
            </Title>
            {user && (
              <Group gap="xs" wrap="nowrap">
                <UserBadge user={user} />
                <Button variant="subtle" onClick={goHome}>
                  {gameInPlay ? 'Quit game' : 'Home'}
                </Button>
                {isAdmin &&
                  ADMIN_HEADER_LINKS.map((link) => (
                    <Button key={link.to} variant="subtle" component={Link} to={link.to}>
                      {link.label}
                    </Button>
                  ))}
                {hasHowTo(user.role) && config?.how_to_url && (
                  <Anchor href={config.how_to_url} target="_blank" rel="noopener noreferrer">
                    How-To
                  </Anchor>
                )}
                {backToParent && (
                  <Button variant="filled" onClick={() => void backToParent.go()}>
                    {backToParent.label}
                  </Button>
                )}
                {kiosk ? (
                  <Button variant="light" onClick={kioskDialog.open}>
                    Leave kiosk
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => void signOut()}>
                    Sign out
                  </Button>
                )}
              </Group>
            )}
          </Group>
        )}
      </header>
      <main className="frame-main">
        {status === 'loading' && <div className="frame-wait">Please wait...</div>}
        <Box maw={fullWidth ? undefined : '60em'} mx="auto">
          {children}
        </Box>
      </main>
      {kiosk && (
        <Suspense fallback={null}>
          <LeaveKioskDialog opened={leavingKiosk} onClose={kioskDialog.close} />
        </Suspense>
      )}
    </>
  );
}
