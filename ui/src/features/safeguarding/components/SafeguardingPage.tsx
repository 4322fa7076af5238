import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import { ConcernsTab } from './ConcernsTab';
import { FlaggedMessagesTab } from './FlaggedMessagesTab';

type SafeguardingTab = 'concerns' | 'flagged';

/**
 * /admin/safeguarding: the lead's two lists, the concerns raised and the
 * messages whose contact details were masked. Only the chosen tab loads.
 */
export function SafeguardingPage() {
  const [tab, setTab] = useState<SafeguardingTab>('concerns');
  return (
    <PageFrame title="Safeguarding">
      <Text c="dimmed" mt="md">
        Concerns raised by children, parents and tutors, and messages whose contact details were
        removed.
      </Text>
      <Tabs
        mt="md"
        value={tab}
        onChange={(value) => setTab(value === 'flagged' ? 'flagged' : 'concerns')}
      >
        <Tabs.List>
          <Tabs.Tab value="concerns">Concerns</Tabs.Tab>
          <Tabs.Tab value="flagged">Flagged messages</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="concerns" pt="md">
          {tab === 'concerns' && <ConcernsTab />}
        </Tabs.Panel>
        <Tabs.Panel value="flagged" pt="md">
          {tab === 'flagged' && <FlaggedMessagesTab />}
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
