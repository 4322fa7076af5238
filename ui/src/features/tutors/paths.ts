/** The tutor screens: the tutor's own, and the admin's tutor management. */
export const TUTOR_PATHS = {
  home: '/tutor',
  profile: '/tutor/profile',
  availability: '/tutor/availability',
  list: '/admin/tutors',
  allAvailability: '/admin/tutors/all_availability',
  adminTutor: '/admin/tutors/:id',
} as const;

export function adminTutorPath(tutorId: string): string {
  return `/admin/tutors/${encodeURIComponent(tutorId)}`;
}
