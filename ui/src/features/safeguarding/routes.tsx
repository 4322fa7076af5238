import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireSafeguardingLead } from '../../components/routing/RequireSafeguardingLead';
import { roleRoute } from '../../components/routing/roleRoute';
import { SAFEGUARDING_PATHS } from './paths';

// Loaded on first visit: only the safeguarding lead opens them.
const SafeguardingPage = lazy(() =>
  import('./components/SafeguardingPage').then((module) => ({
    default: module.SafeguardingPage,
  })),
);
const ConcernPage = lazy(() =>
  import('./components/ConcernPage').then((module) => ({ default: module.ConcernPage })),
);

/** An admin's route that, among admins, only the safeguarding lead may open. */
function leadRoute(path: string, page: ReactNode): RouteObject {
  return roleRoute(path, ['ADMIN'], <RequireSafeguardingLead>{page}</RequireSafeguardingLead>);
}

/** The safeguarding lead's pages (docs/safeguarding.md). */
export const safeguardingRoutes: RouteObject[] = [
  leadRoute(SAFEGUARDING_PATHS.home, <SafeguardingPage />),
  leadRoute(SAFEGUARDING_PATHS.concern, <ConcernPage />),
];
