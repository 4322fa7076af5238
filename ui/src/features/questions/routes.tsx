import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';

// Loaded on first visit, like the other admin screens.
const QuestionsPage = lazy(() =>
  import('./components/QuestionsPage').then((module) => ({ default: module.QuestionsPage })),
);

export const questionRoutes: RouteObject[] = [
  {
    path: '/admin/questions',
    element: (
      <RequireRole roles={['ADMIN']}>
        <Suspense fallback={null}>
          <QuestionsPage />
        </Suspense>
      </RequireRole>
    ),
  },
];
