import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { RequireSubscription } from '../../components/routing/RequireSubscription';

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
