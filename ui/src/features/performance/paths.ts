/** The tabs of a performance view, in the order they show. */
export const PERFORMANCE_TABS = ['trend', 'focus', 'answers'] as const;
export type PerformanceTab = (typeof PERFORMANCE_TABS)[number];

export const TAB_LABELS: Record<PerformanceTab, string> = {
  trend: 'Trend',
  focus: 'Focus',
  answers: 'Answers',
};

export const STUDENT_PERFORMANCE_PATH = '/student/performance';
export const PARENT_PERFORMANCE_PATH = '/parent/student_performance';
/** The tutor's review of a student without video; the session tables link here. */
export const STUDENT_REVIEW_PATH = '/tutor/session/:student_id/:subject_id';

/** The tab a route parameter or query value names; Trend when it names none. */
export function tabFrom(value: string | null | undefined): PerformanceTab {
  return PERFORMANCE_TABS.find((tab) => tab === value) ?? 'trend';
}

export function studentPerformancePath(tab: PerformanceTab): string {
  return `${STUDENT_PERFORMANCE_PATH}/${tab}`;
}
