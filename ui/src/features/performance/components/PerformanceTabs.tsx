import { Tabs, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';

import type { ExtraTab } from '../../../components/tabs/extraTab';
import type { PerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { PERFORMANCE_TABS, tabFrom, TAB_LABELS } from '../paths';
// Each tab loads when it is chosen or the address opens it: a view of one
// tab does not wait for the code of the others.
const TrendTab = lazy(() =>
  import('./trend/TrendTab').then((module) => ({ default: module.TrendTab })),
);
const FocusTab = lazy(() =>
  import('./focus/FocusTab').then((module) => ({ default: module.FocusTab })),
);
const AnswersTab = lazy(() =>
  import('./answers/AnswersTab').then((module) => ({ default: module.AnswersTab })),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Text c="dimmed">Loading...</Text>}>{children}</Suspense>;
}

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
          <Loading>
            <TrendTab studentId={studentId} onOpenAnswers={navigation.openAnswers} />
          </Loading>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="focus" pt="md">
        {navigation.tab === 'focus' && (
          <Loading>
            <FocusTab studentId={studentId} />
          </Loading>
        )}
      </Tabs.Panel>
      {extraTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md" keepMounted>
          {tab.panel}
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="answers" pt="md">
        {navigation.tab === 'answers' && (
          <Loading>
            <AnswersTab
              studentId={studentId}
              filters={navigation.filters}
              onFiltersChange={navigation.changeFilters}
            />
          </Loading>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
