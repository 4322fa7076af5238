/** The Audio/Video Check of each area that has one (spec 001 §2). */
export const DIAGNOSTICS_PATHS = {
  student: '/student/diagnostics',
  parent: '/parent/diagnostics',
  tutor: '/tutor/diagnostics',
} as const;
