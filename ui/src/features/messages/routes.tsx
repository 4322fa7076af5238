import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../app/guards';
import { RequireSubscription } from '../../app/RequireSubscription';
import { MESSAGES_PATH } from './paths';

const MessagesPage = lazy(() =>
  import('./components/MessagesPage').then((module) => ({ default: module.MessagesPage })),
);

export const messageRoutes: RouteObject[] = [
  {
    path: MESSAGES_PATH,
    element: (
      <RequireRole roles={['STUDENT']}>
        <RequireSubscription>
          <Suspense fallback={null}>
            <MessagesPage />
          </Suspense>
        </RequireSubscription>
      </RequireRole>
    ),
  },
];
