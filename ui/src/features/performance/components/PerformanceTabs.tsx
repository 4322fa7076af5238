import { Tabs } from '@mantine/core';
import { useState } from 'react';

import type { ExtraTab } from '../../../components/tabs/extraTab';
import type { PerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { PERFORMANCE_TABS, tabFrom, TAB_LABELS } from '../paths';
import { AnswersTab } from './answers/AnswersTab';
import { FocusTab } from './focus/FocusTab';
import { TrendTab } from './trend/TrendTab';

/**
 * Trend, Focus and Answers for one student. The same tabs serve the
 * student, their parent and their tutor; where the tab and filters are
 * kept is the page's business (`navigation`). A page may add tabs of its
 * own after them (`extraTabs`), which stay mounted while hidden.
 */
export function PerformanceTabs({
  studentId,
  navigation,
  extraTabs = [],
}: {
  studentId: string;
  navigation: PerformanceNavigation;
  extraTabs?: ExtraTab[];
}) {
  const [extra, setExtra] = useState<string | null>(null);
  function change(value: string | null) {
    const chosen = extraTabs.find((tab) => tab.value === value);
    setExtra(chosen ? chosen.value : null);
    if (!chosen) navigation.changeTab(tabFrom(value));
  }
  return (
    <Tabs value={extra ?? navigation.tab} onChange={change}>
      <Tabs.List>
        {PERFORMANCE_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
        {extraTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="trend" pt="md">
        {navigation.tab === 'trend' && (
          <TrendTab studentId={studentId} onOpenAnswers={navigation.openAnswers} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="focus" pt="md">
        {navigation.tab === 'focus' && <FocusTab studentId={studentId} />}
      </Tabs.Panel>
      {extraTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md" keepMounted>
          {tab.panel}
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="answers" pt="md">
        {navigation.tab === 'answers' && (
          <AnswersTab
            studentId={studentId}
            filters={navigation.filters}
            onFiltersChange={navigation.changeFilters}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
