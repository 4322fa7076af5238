export type HomeArea = 'parent' | 'tutor' | 'admin';

/**
 * Each staff or parent home's menu. A button is added when the screen it
 * opens exists, so a home never links to a page that is not there yet.
 */
export const HOME_MENUS: Record<HomeArea, readonly { label: string; to: string }[]> = {
  parent: [],
  tutor: [
    { label: 'View/edit profile', to: '/tutor/profile' },
    { label: 'Manage Availability', to: '/tutor/availability' },
    { label: 'Audio/Video Check', to: '/tutor/diagnostics' },
  ],
  admin: [
    { label: 'Tutors', to: '/admin/tutors' },
    { label: 'Student scores', to: '/admin/student_scores' },
    { label: 'Subjects', to: '/admin/subjects' },
    { label: 'Questions', to: '/admin/questions' },
    { label: 'Import', to: '/admin/subjects_import' },
    { label: 'Variables', to: '/admin/variables' },
    { label: 'Families', to: '/admin/families' },
    { label: 'Backups', to: '/admin/backups' },
    { label: 'API status', to: '/admin/api_status' },
  ],
};

/**
 * Where the student home leads, with the button texts the spec gives. The
 * home's Join or Sessions and Messages come from their own features.
 */
export const STUDENT_HOME_LINKS = {
  play: { label: 'Play', to: '/game/step1_setup' },
  performance: { label: 'Performance', to: '/student/performance' },
  diagnostics: { label: 'Audio/Video Check', to: '/student/diagnostics' },
  /** Shown only while the token total is above 0. */
  tokens: { label: 'Tokens', to: '/student/tokens' },
} as const;
