import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';

// Loaded on first visit, like the other admin screens.
const VariablesPage = lazy(() =>
  import('./components/VariablesPage').then((module) => ({ default: module.VariablesPage })),
);
const ApiStatusPage = lazy(() =>
  import('./components/ApiStatusPage').then((module) => ({ default: module.ApiStatusPage })),
);
const StudentScoresPage = lazy(() =>
  import('./components/StudentScoresPage').then((module) => ({
    default: module.StudentScoresPage,
  })),
);

export const ADMIN_PATHS = {
  variables: '/admin/variables',
  studentScores: '/admin/student_scores',
  apiStatus: '/admin/api_status',
} as const;

export const adminRoutes: RouteObject[] = [
  roleRoute(ADMIN_PATHS.variables, ['ADMIN'], <VariablesPage />),
  roleRoute(ADMIN_PATHS.studentScores, ['ADMIN'], <StudentScoresPage />),
  roleRoute(ADMIN_PATHS.apiStatus, ['ADMIN'], <ApiStatusPage />),
];
