/** The pages of a family's own data (docs/privacy.md). */
export const PRIVACY_PATHS = {
  /** Shown once after a parent closes the family's account; open to anyone. */
  familyClosed: '/family_closed',
  adminFamilies: '/admin/families',
} as const;
