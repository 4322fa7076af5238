import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireRole } from '../../components/routing/guards';
import { SETUP_PATH, SUMMARY_PATH } from './paths';

// The game loads on first visit, so other roles never download it.
const SetupPage = lazy(() =>
  import('./components/SetupPage').then((module) => ({ default: module.SetupPage })),
);
const PlayPage = lazy(() =>
  import('./components/PlayPage').then((module) => ({ default: module.PlayPage })),
);
const SummaryPage = lazy(() =>
  import('./components/SummaryPage').then((module) => ({ default: module.SummaryPage })),
);

function studentOnly(page: ReactNode): ReactNode {
  return (
    <RequireRole roles={['STUDENT']}>
      <Suspense fallback={null}>{page}</Suspense>
    </RequireRole>
  );
}

/** Setup, play (step2_{game_type}; speed_standard for now) and summary. */
export const gameRoutes: RouteObject[] = [
  { path: SETUP_PATH, element: studentOnly(<SetupPage />) },
  {
    path: '/game/step2_speed_standard',
    element: studentOnly(<PlayPage gameType="speed_standard" />),
  },
  { path: SUMMARY_PATH, element: studentOnly(<SummaryPage />) },
];
