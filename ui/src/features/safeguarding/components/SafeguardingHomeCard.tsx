import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { useAuth } from '../../../lib/auth/AuthContext';
import { useConcerns } from '../hooks/useConcerns';
import { SAFEGUARDING_PATHS } from '../paths';

/** How many concerns no one has looked at yet, in words. */
function newConcerns(count: number): string {
  if (count === 0) return 'No new concerns.';
  return count === 1 ? '1 new concern to look at.' : `${count} new concerns to look at.`;
}

/** On the admin home of a safeguarding lead (and no other admin's): the way to their lists. */
export function SafeguardingHomeCard() {
  const lead = useAuth().user?.safeguardingLead === true;
  const concerns = useConcerns({ enabled: lead });
  const headingId = useId();
  if (!lead) return null;
  const open = concerns.data?.filter((concern) => concern.state === 'open').length;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id={headingId}>
          Safeguarding
        </Title>
        <Text size="sm" c="dimmed">
          {open === undefined
            ? 'Concerns raised and messages whose contact details were removed.'
            : newConcerns(open)}
        </Text>
        <Button component={Link} to={SAFEGUARDING_PATHS.home}>
          Safeguarding
        </Button>
      </Stack>
    </Paper>
  );
}
