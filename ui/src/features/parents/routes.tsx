import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../app/guards';
import { PARENT_PATHS } from './paths';

const ParentProfilePage = lazy(() =>
  import('./components/ParentProfilePage').then((module) => ({
    default: module.ParentProfilePage,
  })),
);

/** The parent pages of this feature; /parent itself is the home (see app/routes). */
export const parentRoutes: RouteObject[] = [
  {
    path: PARENT_PATHS.profile,
    element: (
      <RequireRole roles={['PARENT']}>
        <Suspense fallback={null}>
          <ParentProfilePage />
        </Suspense>
      </RequireRole>
    ),
  },
];
