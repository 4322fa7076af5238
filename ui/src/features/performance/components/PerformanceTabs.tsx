import { Tabs, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

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
 * kept is the page's business (`navigation`).
 */
export function PerformanceTabs({
  studentId,
  navigation,
}: {
  studentId: string;
  navigation: PerformanceNavigation;
}) {
  return (
    <Tabs value={navigation.tab} onChange={(value) => navigation.changeTab(tabFrom(value))}>
      <Tabs.List>
        {PERFORMANCE_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TAB_LABELS[tab]}
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
