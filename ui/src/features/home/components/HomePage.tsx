import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useFrameActions } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';
import { type HomeArea, HOME_MENUS } from './homeMenus';
import { TokensButton } from './TokensButton';

/** A role's home: a greeting, the role's menu, and the picture control. */
export function HomePage({ area }: { area: HomeArea }) {
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
            {area === 'student' && <TokensButton />}
          </Group>
        )}
        <Group>
          <Button variant="light" onClick={openPictureDialog}>
            Change picture
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
