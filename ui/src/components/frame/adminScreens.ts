/**
 * Admin screens with a button in the page header. A screen is listed here
 * only once its route exists, so the header never links to a page that is
 * not there.
 */
export const ADMIN_HEADER_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Tutors', to: '/admin/tutors' },
];
