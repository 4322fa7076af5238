import { Tabs } from '@mantine/core';

import type { PerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { PERFORMANCE_TABS, tabFrom, TAB_LABELS } from '../paths';
import { AnswersTab } from './answers/AnswersTab';
import { FocusTab } from './focus/FocusTab';
import { TrendTab } from './trend/TrendTab';

/**
 * Trend, Focus and Answers for one student. The same tabs serve the
 * student, their parent and (later) their tutor; where the tab and filters
 * are kept is the page's business (`navigation`).
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
          <TrendTab studentId={studentId} onOpenAnswers={navigation.openAnswers} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="focus" pt="md">
        {navigation.tab === 'focus' && <FocusTab studentId={studentId} />}
      </Tabs.Panel>
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
