import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import { errorMessages } from '../../../lib/api/apiError';
import { parentName } from '../familyNames';
import { useFamilySearch } from '../hooks/useFamilySearch';
import { FamilyCard } from './FamilyCard';
import { FamilySearchForm } from './FamilySearchForm';
import { KeptList } from './KeptList';

interface ClosedFamily {
  name: string;
  email: string;
  kept: string[];
}

/**
 * /admin/families: a family that asks by e-mail for its data or for its
 * account to be closed is found here by the parent's address
 * (docs/privacy.md).
 */
export function FamiliesPage() {
  const search = useFamilySearch();
  const [closed, setClosed] = useState<ClosedFamily | null>(null);
  const family = search.data;

  return (
    <PageFrame title="Families">
      <Stack mt="md">
        <Text c="dimmed">
          Export a family&apos;s data or close its account when the family asks for it.
        </Text>
        <FamilySearchForm
          finding={search.isPending}
          onFind={(email) => {
            setClosed(null);
            search.mutate(email);
          }}
        />
        {search.error && (
          <Alert color="red" role="alert">
            {errorMessages(search.error).join(', ')}
          </Alert>
        )}
        {closed && (
          <Alert color="green" title="Closed" role="status">
            <Stack gap="xs">
              <Text size="sm">
                {closed.name}&apos;s account ({closed.email}) and their children&apos;s accounts are
                closed.
              </Text>
              <KeptList kept={closed.kept} />
            </Stack>
          </Alert>
        )}
        {family && (
          <FamilyCard
            key={family.parent_id}
            family={family}
            onClosed={(kept) => {
              setClosed({ name: parentName(family), email: family.email, kept });
              // The family is gone: nothing more may be done with it here.
              search.reset();
            }}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
