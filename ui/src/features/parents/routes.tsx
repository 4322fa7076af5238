import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { PARENT_PATHS } from './paths';

const ParentProfilePage = lazy(() =>
  import('./components/ParentProfilePage').then((module) => ({
    default: module.ParentProfilePage,
  })),
);

/** What other features show on these pages; app/routes puts them together. */
export interface ParentPageSlots {
  /** Sections below the profile form, once the parent has a profile. */
  profileSections?: ReactNode;
}

/** The parent pages of this feature; /parent itself is the home (see app/routes). */
export function parentRoutes(slots: ParentPageSlots = {}): RouteObject[] {
  return [
    {
      path: PARENT_PATHS.profile,
      element: (
        <RequireRole roles={['PARENT']}>
          <Suspense fallback={null}>
            <ParentProfilePage sections={slots.profileSections} />
          </Suspense>
        </RequireRole>
      ),
    },
  ];
}
