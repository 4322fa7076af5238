import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { Role } from '../../generated/api/schemas';
import { RequireSubscription } from '../../components/routing/RequireSubscription';
import { roleRoute } from '../../components/routing/roleRoute';
import type { TutorSessionSlots } from './components/TutorSessionPage';
import { SESSION_PATHS } from './paths';

const StudentSessionsPage = lazy(() =>
  import('./components/StudentSessionsPage').then((module) => ({
    default: module.StudentSessionsPage,
  })),
);
// The call (and Jitsi's loader) load only with a session page.
const StudentSessionPage = lazy(() =>
  import('./components/StudentSessionPage').then((module) => ({
    default: module.StudentSessionPage,
  })),
);
const SessionHandoffPage = lazy(() =>
  import('./components/SessionHandoffPage').then((module) => ({
    default: module.SessionHandoffPage,
  })),
);
const SessionWhiteboardPage = lazy(() =>
  import('./components/SessionWhiteboardPage').then((module) => ({
    default: module.SessionWhiteboardPage,
  })),
);
const SessionReportPage = lazy(() =>
  import('./components/report/SessionReportPage').then((module) => ({
    default: module.SessionReportPage,
  })),
);
const TutorSessionPage = lazy(() =>
  import('./components/TutorSessionPage').then((module) => ({
    default: module.TutorSessionPage,
  })),
);

/** A session's child, the child's parent, its tutor and admins. */
const SESSION_PEOPLE: Role[] = ['STUDENT', 'PARENT', 'TUTOR', 'ADMIN'];

/**
 * The session pages of this feature; the tables and the Join button sit
 * on the homes. Like the student's other pages beyond home, the list and
 * the video session need at least the platform-only level (docs/screens.md).
 */
export const sessionRoutes: RouteObject[] = [
  roleRoute(
    SESSION_PATHS.studentSessions,
    ['STUDENT'],
    <RequireSubscription>
      <StudentSessionsPage />
    </RequireSubscription>,
  ),
  roleRoute(
    SESSION_PATHS.studentSession,
    ['STUDENT'],
    <RequireSubscription>
      <StudentSessionPage />
    </RequireSubscription>,
  ),
  roleRoute(SESSION_PATHS.whiteboard, SESSION_PEOPLE, <SessionWhiteboardPage />),
  // Who may read which report, or write it, the server decides.
  roleRoute(SESSION_PATHS.report, SESSION_PEOPLE, <SessionReportPage />),
  // Anyone may land here: the code in the address is the sign-in.
  {
    path: SESSION_PATHS.handoff,
    element: (
      <Suspense fallback={null}>
        <SessionHandoffPage />
      </Suspense>
    ),
  },
];

/** The live session of a tutor (or an admin), with the panels other features provide. */
export function tutorSessionRoute(slots: TutorSessionSlots): RouteObject {
  return roleRoute(SESSION_PATHS.tutorSession, ['TUTOR', 'ADMIN'], <TutorSessionPage {...slots} />);
}
