import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';

// Loaded on first visit, like the other admin screens.
const BackupsPage = lazy(() =>
  import('./components/BackupsPage').then((module) => ({ default: module.BackupsPage })),
);

export const BACKUPS_PATH = '/admin/backups';

/** The admins' Backups screen (docs/backups.md). */
export const backupRoutes: RouteObject[] = [roleRoute(BACKUPS_PATH, ['ADMIN'], <BackupsPage />)];
