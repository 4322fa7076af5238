export type HomeArea = 'student' | 'parent' | 'tutor' | 'admin';

/**
 * Each home's menu. A button is added when the screen it opens exists, so
 * a home never links to a page that is not there yet.
 */
export const HOME_MENUS: Record<HomeArea, readonly { label: string; to: string }[]> = {
  student: [
    { label: 'Play', to: '/game/step1_setup' },
    { label: 'Performance', to: '/student/performance' },
    { label: 'Audio/Video Check', to: '/student/diagnostics' },
  ],
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
  ],
};
