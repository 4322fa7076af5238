import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { RequireSubscription } from '../../components/routing/RequireSubscription';
import { MESSAGES_PATH, PARENT_MESSAGES_PATH } from './paths';

const MessagesPage = lazy(() =>
  import('./components/MessagesPage').then((module) => ({ default: module.MessagesPage })),
);
const ParentMessagesPage = lazy(() =>
  import('./components/ParentMessagesPage').then((module) => ({
    default: module.ParentMessagesPage,
  })),
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
  {
    path: PARENT_MESSAGES_PATH,
    element: (
      <RequireRole roles={['PARENT']}>
        <Suspense fallback={null}>
          <ParentMessagesPage />
        </Suspense>
      </RequireRole>
    ),
  },
];
