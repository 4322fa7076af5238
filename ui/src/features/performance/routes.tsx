import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { RequireSubscription } from '../../components/routing/RequireSubscription';
import { roleRoute } from '../../components/routing/roleRoute';
import type { StudentReviewSlots } from './components/StudentReviewPage';
import { PARENT_PERFORMANCE_PATH, STUDENT_PERFORMANCE_PATH, STUDENT_REVIEW_PATH } from './paths';

// Loaded on first visit: the charts are not needed to play a game.
const StudentPerformancePage = lazy(() =>
  import('./components/StudentPerformancePage').then((module) => ({
    default: module.StudentPerformancePage,
  })),
);
const ParentPerformancePage = lazy(() =>
  import('./components/ParentPerformancePage').then((module) => ({
    default: module.ParentPerformancePage,
  })),
);
const ReviewPerformanceTabs = lazy(() =>
  import('./components/StudentReviewPage').then((module) => ({
    default: module.ReviewPerformanceTabs,
  })),
);
const StudentReviewPage = lazy(() =>
  import('./components/StudentReviewPage').then((module) => ({
    default: module.StudentReviewPage,
  })),
);

const studentPage = (
  <RequireRole roles={['STUDENT']}>
    <RequireSubscription>
      <Suspense fallback={null}>
        <StudentPerformancePage />
      </Suspense>
    </RequireSubscription>
  </RequireRole>
);

export const performanceRoutes: RouteObject[] = [
  { path: STUDENT_PERFORMANCE_PATH, element: studentPage },
  { path: `${STUDENT_PERFORMANCE_PATH}/:tab`, element: studentPage },
  {
    path: PARENT_PERFORMANCE_PATH,
    element: (
      <RequireRole roles={['PARENT']}>
        <Suspense fallback={null}>
          <ParentPerformancePage />
        </Suspense>
      </RequireRole>
    ),
  },
];

/** The tutor's review of a student, with the name and messages other features provide. */
export function studentReviewRoute(slots: StudentReviewSlots): RouteObject {
  return roleRoute(STUDENT_REVIEW_PATH, ['TUTOR', 'ADMIN'], <StudentReviewPage {...slots} />);
}

/**
 * Trend, Focus and Answers for a student, for pages of other features (a
 * live session).
 */
export function studentPerformancePanels(studentId: string): ReactNode {
  return (
    <Suspense fallback={null}>
      <ReviewPerformanceTabs studentId={studentId} />
    </Suspense>
  );
}
