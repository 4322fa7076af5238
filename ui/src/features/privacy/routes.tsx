import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';
import { PRIVACY_PATHS } from './paths';

// Loaded on first visit: only admins open the one, and a family once the other.
const FamiliesPage = lazy(() =>
  import('./components/FamiliesPage').then((module) => ({ default: module.FamiliesPage })),
);
const FamilyClosedPage = lazy(() =>
  import('./components/FamilyClosedPage').then((module) => ({
    default: module.FamilyClosedPage,
  })),
);

/**
 * The pages of a family's own data (docs/privacy.md). The parent's part,
 * "Your family's data", is a section of the profile page, given to the
 * parents feature by app/routes.
 */
export const privacyRoutes: RouteObject[] = [
  roleRoute(PRIVACY_PATHS.adminFamilies, ['ADMIN'], <FamiliesPage />),
  // No guard: the parent is signed out while on this page.
  {
    path: PRIVACY_PATHS.familyClosed,
    element: (
      <Suspense fallback={null}>
        <FamilyClosedPage />
      </Suspense>
    ),
  },
];
