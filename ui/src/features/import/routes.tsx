import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../app/guards';
import { ImportPage } from './components/ImportPage';

export const IMPORT_ROUTE = '/admin/subjects_import';

export const importRoutes: RouteObject[] = [
  {
    path: IMPORT_ROUTE,
    element: (
      <RequireRole roles={['ADMIN']}>
        <ImportPage />
      </RequireRole>
    ),
  },
];
