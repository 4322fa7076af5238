/** The parent area's pages (docs/screens.md). */
export const PARENT_PATHS = {
  home: '/parent',
  profile: '/parent/profile',
  subscriptions: '/parent/subscriptions',
  studentPerformance: '/parent/student_performance',
  diagnostics: '/parent/diagnostics',
} as const;
