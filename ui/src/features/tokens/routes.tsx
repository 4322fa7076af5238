import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../app/guards';

const TokensPage = lazy(() =>
  import('./components/TokensPage').then((module) => ({ default: module.TokensPage })),
);

export const tokenRoutes: RouteObject[] = [
  {
    path: '/student/tokens',
    element: (
      <RequireRole roles={['STUDENT']}>
        <Suspense fallback={null}>
          <TokensPage />
        </Suspense>
      </RequireRole>
    ),
  },
];
