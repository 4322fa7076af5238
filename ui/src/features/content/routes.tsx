import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';

// Loaded on first visit: children never need the admin screens or the chart library.
const SubjectsPage = lazy(() =>
  import('./components/SubjectsPage').then((module) => ({ default: module.SubjectsPage })),
);

export const contentRoutes: RouteObject[] = [
  {
    path: '/admin/subjects',
    element: (
      <RequireRole roles={['ADMIN']}>
        <Suspense fallback={null}>
          <SubjectsPage />
        </Suspense>
      </RequireRole>
    ),
  },
];
