import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireSubscription } from '../../app/RequireSubscription';
import { roleRoute } from '../../app/roleRoute';
import { SESSION_PATHS } from './paths';

const StudentSessionsPage = lazy(() =>
  import('./components/StudentSessionsPage').then((module) => ({
    default: module.StudentSessionsPage,
  })),
);

/**
 * The session pages of this feature; the tables and the Join button sit
 * on the homes. Like the student's other pages beyond home, the list
 * needs at least the platform-only level (spec 001 §2).
 */
export const sessionRoutes: RouteObject[] = [
  roleRoute(
    SESSION_PATHS.studentSessions,
    ['STUDENT'],
    <RequireSubscription>
      <StudentSessionsPage />
    </RequireSubscription>,
  ),
];
