/** The parent area's pages (spec 001 §2). */
export const PARENT_PATHS = {
  home: '/parent',
  profile: '/parent/profile',
  subscriptions: '/parent/subscriptions',
  studentPerformance: '/parent/student_performance',
  diagnostics: '/parent/diagnostics',
} as const;
