import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useFrameActions } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';
import { type HomeArea, HOME_MENUS } from './homeMenus';
import { TokensButton } from './TokensButton';

export interface HomePageProps {
  area: HomeArea;
  /** A button another feature puts first in the menu (the student's Join or Sessions). */
  leadingButton?: ReactNode;
  /** Buttons other features add after the menu (the student's Messages with its count). */
  trailingButtons?: ReactNode;
  children?: ReactNode;
}

/**
 * A role's home: a greeting, the role's menu, the picture control, and
 * below them whatever the role's own feature shows there (`children`).
 */
export function HomePage({ area, leadingButton, trailingButtons, children }: HomePageProps) {
  const { user } = useAuth();
  const { openPictureDialog } = useFrameActions();
  const menu = HOME_MENUS[area];

  return (
    <PageFrame>
      <Stack mt="md">
        <Title order={2}>Hello, {user?.displayName}</Title>
        {menu.length > 0 && (
          <Group>
            {leadingButton}
            {menu.map((item) => (
              <Button key={item.to} component={Link} to={item.to}>
                {item.label}
              </Button>
            ))}
            {trailingButtons}
            {area === 'student' && <TokensButton />}
          </Group>
        )}
        <Group>
          <Button variant="light" onClick={openPictureDialog}>
            Change picture
          </Button>
        </Group>
        {children}
      </Stack>
    </PageFrame>
  );
}
