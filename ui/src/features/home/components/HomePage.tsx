import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useFrameActions } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';
import { type HomeArea, HOME_MENUS } from './homeMenus';

export interface HomePageProps {
  area: HomeArea;
  /** Buttons of other features beside Change picture (such as Report a concern). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A parent's, tutor's or admin's home: a greeting, the role's menu, the
 * picture control with what other features offer beside it (`actions`),
 * and below them whatever the role's own feature shows there (`children`).
 * The student's home is `StudentHome`.
 */
export function HomePage({ area, actions, children }: HomePageProps) {
  const { user } = useAuth();
  const { openPictureDialog } = useFrameActions();
  const menu = HOME_MENUS[area];

  return (
    <PageFrame>
      <Stack mt="md">
        <Title order={2}>Hello, {user?.displayName}</Title>
        {menu.length > 0 && (
          <Group>
            {menu.map((item) => (
              <Button key={item.to} component={Link} to={item.to}>
                {item.label}
              </Button>
            ))}
          </Group>
        )}
        <Group>
          <Button variant="light" onClick={openPictureDialog}>
            Change picture
          </Button>
          {actions}
        </Group>
        {children}
      </Stack>
    </PageFrame>
  );
}
