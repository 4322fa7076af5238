import type { RouteObject } from 'react-router-dom';

import { adminRoutes } from '../features/admin/routes';
import { ChangePasswordPage } from '../features/auth/components/ChangePasswordPage';
import { SelectAccountTypePage } from '../features/auth/components/SelectAccountTypePage';
import { SignInPage } from '../features/auth/components/SignInPage';
import { contentRoutes } from '../features/content/routes';
import { diagnosticsRoutes } from '../features/diagnostics/routes';
import { gameRoutes } from '../features/game/routes';
import { HomePage } from '../features/home/components/HomePage';
import { importRoutes } from '../features/import/routes';
import { Messages } from '../features/messages/components/Messages';
import { MessagesButton } from '../features/messages/components/MessagesButton';
import { ParentMessagesButton } from '../features/messages/components/ParentMessagesButton';
import { messageRoutes } from '../features/messages/routes';
import { ParentHome } from '../features/parents/components/ParentHome';
import { parentRoutes } from '../features/parents/routes';
import {
  performanceRoutes,
  studentPerformancePanels,
  studentReviewRoute,
} from '../features/performance/routes';
import { FamilyDataSection } from '../features/privacy/components/FamilyDataSection';
import { privacyRoutes } from '../features/privacy/routes';
import { questionRoutes } from '../features/questions/routes';
import {
  AdminTutorSessionTables,
  TutorSessionTables,
} from '../features/sessions/components/ManagedSessionTables';
import { ParentSessionTables } from '../features/sessions/components/ParentSessionTables';
import { SessionStudentHeading } from '../features/sessions/components/SessionStudentHeading';
import { StudentSessionButton } from '../features/sessions/components/StudentSessionButton';
import { sessionRoutes, tutorSessionRoute } from '../features/sessions/routes';
import { subscriptionRoutes } from '../features/subscriptions/routes';
import { tokenRoutes } from '../features/tokens/routes';
import { tutorRoutes } from '../features/tutors/routes';
import { Fallback, RequireRole, SignedInOnly, SignedOutOnly } from './guards';
import { KioskLock } from './KioskLock';
import { SessionOnlyLock } from './SessionOnlyLock';

/**
 * Every route of the app. Paths match exactly; anything else goes to the
 * fallback. TEST passes every role check (see RequireRole).
 */
const appRoutes: RouteObject[] = [
  { path: '/select_account_type', element: <SelectAccountTypePage /> },
  {
    path: '/signin/:role',
    element: (
      <SignedOutOnly>
        <SignInPage unknownRole={<Fallback />} />
      </SignedOutOnly>
    ),
  },
  {
    path: '/change_password',
    element: (
      <SignedInOnly>
        <ChangePasswordPage />
      </SignedInOnly>
    ),
  },
  {
    path: '/student',
    element: (
      <RequireRole roles={['STUDENT']}>
        <HomePage
          area="student"
          leadingButton={<StudentSessionButton />}
          trailingButtons={<MessagesButton />}
        />
      </RequireRole>
    ),
  },
  {
    path: '/parent',
    element: (
      <RequireRole roles={['PARENT']}>
        <HomePage area="parent">
          <ParentHome
            sessionTables={(parentId) => <ParentSessionTables parentId={parentId} />}
            studentActions={(student) => (
              <ParentMessagesButton studentId={student._id} firstName={student.first_name} />
            )}
          />
        </HomePage>
      </RequireRole>
    ),
  },
  {
    path: '/tutor',
    element: (
      <RequireRole roles={['TUTOR']}>
        <HomePage area="tutor">
          <TutorSessionTables />
        </HomePage>
      </RequireRole>
    ),
  },
  {
    path: '/admin',
    element: (
      <RequireRole roles={['ADMIN']}>
        <HomePage area="admin" />
      </RequireRole>
    ),
  },
  {
    path: '/',
    element: (
      <RequireRole roles={['ADMIN']}>
        <HomePage area="admin" />
      </RequireRole>
    ),
  },
  ...contentRoutes,
  ...questionRoutes,
  ...importRoutes,
  ...gameRoutes,
  ...tokenRoutes,
  ...parentRoutes({ profileSections: <FamilyDataSection /> }),
  ...privacyRoutes,
  ...subscriptionRoutes,
  ...sessionRoutes,
  ...diagnosticsRoutes,
  tutorSessionRoute({ panels: studentPerformancePanels }),
  ...tutorRoutes({
    adminTutorSessions: (tutorId) => <AdminTutorSessionTables tutorId={tutorId} />,
  }),
  ...adminRoutes,
  ...performanceRoutes,
  studentReviewRoute({
    heading: (studentId) => <SessionStudentHeading studentId={studentId} />,
    messages: (studentId, subjectId) => <Messages studentId={studentId} subjectId={subjectId} />,
  }),
  ...messageRoutes,
  { path: '*', element: <Fallback /> },
];

export const routes: RouteObject[] = [
  { element: <KioskLock />, children: [{ element: <SessionOnlyLock />, children: appRoutes }] },
];
