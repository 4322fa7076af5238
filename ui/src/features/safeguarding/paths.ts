/** The safeguarding lead's pages (docs/screens.md). */
export const SAFEGUARDING_PATHS = {
  home: '/admin/safeguarding',
  concern: '/admin/safeguarding/concern/:concernId',
} as const;

export function concernPath(concernId: string): string {
  return `/admin/safeguarding/concern/${encodeURIComponent(concernId)}`;
}
