import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';
import { DIAGNOSTICS_PATHS } from './paths';

const DiagnosticsPage = lazy(() =>
  import('./components/DiagnosticsPage').then((module) => ({ default: module.DiagnosticsPage })),
);

/**
 * The Audio/Video Check for students, parents and tutors. A student needs
 * no subscription for it.
 */
export const diagnosticsRoutes: RouteObject[] = [
  roleRoute(DIAGNOSTICS_PATHS.student, ['STUDENT'], <DiagnosticsPage />),
  roleRoute(DIAGNOSTICS_PATHS.parent, ['PARENT'], <DiagnosticsPage />),
  roleRoute(DIAGNOSTICS_PATHS.tutor, ['TUTOR'], <DiagnosticsPage />),
];
