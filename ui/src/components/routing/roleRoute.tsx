import { type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { Role } from '../../generated/api/schemas';
import { RequireRole } from './guards';

/**
 * A route for `roles` only. `page` is usually a lazy component, loaded on
 * the first visit, hence the Suspense.
 */
export function roleRoute(path: string, roles: Role[], page: ReactNode): RouteObject {
  return {
    path,
    element: (
      <RequireRole roles={roles}>
        <Suspense fallback={null}>{page}</Suspense>
      </RequireRole>
    ),
  };
}
