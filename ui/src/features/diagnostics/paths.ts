/** The Audio/Video Check of each area that has one (docs/live-sessions.md). */
export const DIAGNOSTICS_PATHS = {
  student: '/student/diagnostics',
  parent: '/parent/diagnostics',
  tutor: '/tutor/diagnostics',
} as const;
