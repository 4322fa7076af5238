import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';

const ImportPage = lazy(() =>
  import('./components/ImportPage').then((module) => ({ default: module.ImportPage })),
);

export const IMPORT_ROUTE = '/admin/subjects_import';

export const importRoutes: RouteObject[] = [roleRoute(IMPORT_ROUTE, ['ADMIN'], <ImportPage />)];
