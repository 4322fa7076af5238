import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../app/guards';
import { RequireSubscription } from '../../app/RequireSubscription';

const TokensPage = lazy(() =>
  import('./components/TokensPage').then((module) => ({ default: module.TokensPage })),
);

export const tokenRoutes: RouteObject[] = [
  {
    path: '/student/tokens',
    element: (
      <RequireRole roles={['STUDENT']}>
        <RequireSubscription>
          <Suspense fallback={null}>
            <TokensPage />
          </Suspense>
        </RequireSubscription>
      </RequireRole>
    ),
  },
];
