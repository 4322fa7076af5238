import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { RequireSubscription } from '../../components/routing/RequireSubscription';
import { GOLD_PATH } from './paths';

const GoldPage = lazy(() =>
  import('./components/GoldPage').then((module) => ({ default: module.GoldPage })),
);

/** Like the student's other pages, it needs at least the Platform Only level. */
export const goldRoutes: RouteObject[] = [
  {
    path: GOLD_PATH,
    element: (
      <RequireRole roles={['STUDENT']}>
        <RequireSubscription>
          <Suspense fallback={null}>
            <GoldPage />
          </Suspense>
        </RequireSubscription>
      </RequireRole>
    ),
  },
];
