import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuthStore } from '../../../lib/auth/AuthContext';
import { signInRoute, type SignInRole } from '../../../lib/auth/roles';

interface AccountType {
  role: SignInRole;
  title: string;
  description: string;
}

const ACCOUNT_TYPES: AccountType[] = [
  { role: 'parent', title: 'Parent', description: 'Subscriptions, sessions and progress' },
  { role: 'student', title: 'Student', description: 'Play, practise and join sessions' },
  { role: 'tutor', title: 'Tutor', description: 'Your sessions and availability' },
];

const ADMIN_TYPE: AccountType = {
  role: 'admin',
  title: 'Admin (staff)',
  description: 'Content, tutors and settings',
};

export function SelectAccountTypePage() {
  const [search] = useSearchParams();
  const store = useAuthStore();
  const navigate = useNavigate();
  // Staff reach their card through a bookmarked `?admin` link only.
  const types = search.has('admin') ? [...ACCOUNT_TYPES, ADMIN_TYPE] : ACCOUNT_TYPES;

  function choose(role: SignInRole) {
    store.chooseRole(role);
    navigate(signInRoute(role));
  }

  return (
    <PageFrame title="Who is signing in?">
      <SimpleGrid cols={{ base: 1, sm: types.length }} spacing="md" mt="md">
        {types.map((type) => (
          <UnstyledButton key={type.role} onClick={() => choose(type.role)}>
            <Card withBorder shadow="sm" padding="lg" h="100%">
              <Text fw={700} size="lg">
                {type.title}
              </Text>
              <Text size="sm" c="dimmed">
                {type.description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
