import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';
import { TUTOR_PATHS } from './paths';

// Loaded on first visit: students and parents never need these screens.
const TutorProfilePage = lazy(() =>
  import('./components/TutorProfilePage').then((module) => ({
    default: module.TutorProfilePage,
  })),
);
const TutorAvailabilityPage = lazy(() =>
  import('./components/TutorAvailabilityPage').then((module) => ({
    default: module.TutorAvailabilityPage,
  })),
);
const TutorListPage = lazy(() =>
  import('./components/TutorListPage').then((module) => ({ default: module.TutorListPage })),
);
const AdminTutorPage = lazy(() =>
  import('./components/AdminTutorPage').then((module) => ({ default: module.AdminTutorPage })),
);
const AllAvailabilityPage = lazy(() =>
  import('./components/AllAvailabilityPage').then((module) => ({
    default: module.AllAvailabilityPage,
  })),
);

/** What other features show on these pages; app/routes puts them together. */
export interface TutorPageSlots {
  /** The viewed tutor's upcoming and past sessions, on the admin's tutor page. */
  adminTutorSessions?: (tutorId: string) => ReactNode;
}

/** The tutor's own pages (/tutor itself is the home, see app/routes) and the admin's tutor pages. */
export function tutorRoutes(slots: TutorPageSlots = {}): RouteObject[] {
  return [
    roleRoute(TUTOR_PATHS.profile, ['TUTOR'], <TutorProfilePage />),
    roleRoute(TUTOR_PATHS.availability, ['TUTOR'], <TutorAvailabilityPage />),
    roleRoute(TUTOR_PATHS.list, ['ADMIN'], <TutorListPage />),
    roleRoute(TUTOR_PATHS.allAvailability, ['ADMIN'], <AllAvailabilityPage />),
    roleRoute(
      TUTOR_PATHS.adminTutor,
      ['ADMIN'],
      <AdminTutorPage sessionTables={slots.adminTutorSessions} />,
    ),
  ];
}
