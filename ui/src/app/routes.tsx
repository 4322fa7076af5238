import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';

import { Fallback, SignedInOnly, SignedOutOnly } from '../components/routing/guards';
import { roleRoute } from '../components/routing/roleRoute';
import { adminRoutes } from '../features/admin/routes';
import { backupRoutes } from '../features/backups/routes';
import { contentRoutes } from '../features/content/routes';
import { diagnosticsRoutes } from '../features/diagnostics/routes';
import { gameRoutes } from '../features/game/routes';
import { goldRoutes } from '../features/gold/routes';
import { importRoutes } from '../features/import/routes';
import { messageRoutes } from '../features/messages/routes';
import { parentRoutes } from '../features/parents/routes';
import {
  performanceRoutes,
  studentPerformancePanels,
  studentReviewRoute,
} from '../features/performance/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { questionRoutes } from '../features/questions/routes';
import { safeguardingRoutes } from '../features/safeguarding/routes';
import { sessionRoutes, tutorSessionRoute } from '../features/sessions/routes';
import { subscriptionRoutes } from '../features/subscriptions/routes';
import { tokenRoutes } from '../features/tokens/routes';
import { tutorRoutes } from '../features/tutors/routes';
import { KioskLock } from './KioskLock';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { SessionOnlyLock } from './SessionOnlyLock';

// Every page, and every part one feature lends another's page, loads on its
// first visit, so that the app starts with the frame only (scripts/check-bundle.mjs).
const SelectAccountTypePage = lazy(() =>
  import('../features/auth/components/SelectAccountTypePage').then((module) => ({
    default: module.SelectAccountTypePage,
  })),
);
const SignInPage = lazy(() =>
  import('../features/auth/components/SignInPage').then((module) => ({
    default: module.SignInPage,
  })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/auth/components/ChangePasswordPage').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
const StudentHomeScreen = lazy(() =>
  import('./homes/StudentHomeScreen').then((module) => ({ default: module.StudentHomeScreen })),
);
const ParentHomeScreen = lazy(() =>
  import('./homes/ParentHomeScreen').then((module) => ({ default: module.ParentHomeScreen })),
);
const TutorHomeScreen = lazy(() =>
  import('./homes/TutorHomeScreen').then((module) => ({ default: module.TutorHomeScreen })),
);
const AdminHomeScreen = lazy(() =>
  import('./homes/AdminHomeScreen').then((module) => ({ default: module.AdminHomeScreen })),
);
const FamilyDataSection = lazy(() =>
  import('../features/privacy/components/FamilyDataSection').then((module) => ({
    default: module.FamilyDataSection,
  })),
);
const AdminTutorSessionTables = lazy(() =>
  import('../features/sessions/components/ManagedSessionTables').then((module) => ({
    default: module.AdminTutorSessionTables,
  })),
);
const SessionStudentHeading = lazy(() =>
  import('../features/sessions/components/SessionStudentHeading').then((module) => ({
    default: module.SessionStudentHeading,
  })),
);
const Messages = lazy(() =>
  import('../features/messages/components/Messages').then((module) => ({
    default: module.Messages,
  })),
);

/**
 * Every route of the app. Paths match exactly; anything else goes to the
 * fallback. TEST passes every role check (see RequireRole).
 */
const appRoutes: RouteObject[] = [
  {
    path: '/select_account_type',
    element: (
      <Suspense fallback={null}>
        <SelectAccountTypePage />
      </Suspense>
    ),
  },
  {
    path: '/signin/:role',
    element: (
      <SignedOutOnly>
        <Suspense fallback={null}>
          <SignInPage unknownRole={<Fallback />} />
        </Suspense>
      </SignedOutOnly>
    ),
  },
  {
    path: '/change_password',
    element: (
      <SignedInOnly>
        <Suspense fallback={null}>
          <ChangePasswordPage />
        </Suspense>
      </SignedInOnly>
    ),
  },
  roleRoute('/student', ['STUDENT'], <StudentHomeScreen />),
  roleRoute('/parent', ['PARENT'], <ParentHomeScreen />),
  roleRoute('/tutor', ['TUTOR'], <TutorHomeScreen />),
  roleRoute('/admin', ['ADMIN'], <AdminHomeScreen />),
  roleRoute('/', ['ADMIN'], <AdminHomeScreen />),
  ...contentRoutes,
  ...questionRoutes,
  ...importRoutes,
  ...gameRoutes,
  ...tokenRoutes,
  ...goldRoutes,
  ...parentRoutes({
    profileSections: (
      <Suspense fallback={null}>
        <FamilyDataSection />
      </Suspense>
    ),
  }),
  ...privacyRoutes,
  ...subscriptionRoutes,
  ...sessionRoutes,
  ...diagnosticsRoutes,
  tutorSessionRoute({ panels: studentPerformancePanels }),
  ...tutorRoutes({
    adminTutorSessions: (tutorId) => (
      <Suspense fallback={null}>
        <AdminTutorSessionTables tutorId={tutorId} />
      </Suspense>
    ),
  }),
  ...adminRoutes,
  ...backupRoutes,
  ...safeguardingRoutes,
  ...performanceRoutes,
  studentReviewRoute({
    heading: (studentId) => (
      <Suspense fallback={null}>
        <SessionStudentHeading studentId={studentId} />
      </Suspense>
    ),
    messages: (studentId, subjectId) => (
      <Suspense fallback={null}>
        <Messages studentId={studentId} subjectId={subjectId} />
      </Suspense>
    ),
  }),
  ...messageRoutes,
  { path: '*', element: <Fallback /> },
];

export const routes: RouteObject[] = [
  {
    // A friendly page, not a blank one, when a screen fails.
    element: (
      <ScreenErrorBoundary>
        <KioskLock />
      </ScreenErrorBoundary>
    ),
    children: [{ element: <SessionOnlyLock />, children: appRoutes }],
  },
];

/**
 * The screen for the current address. The plain router, not a data
 * router: the app loads no data through the router, and a data router
 * would add 17 kB (gzip) to every page (scripts/check-bundle.mjs).
 */
export function Screens() {
  return useRoutes(routes);
}
