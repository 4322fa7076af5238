import { lazy } from 'react';

// Parts of the frame that few screens show (the desktop app's sync state
// and kiosk exit) load when shown, not with every page. A phone's header
// menu loads the same way (NarrowHeader.tsx).

export const SyncBadge = lazy(() =>
  import('./SyncBadge').then((module) => ({ default: module.SyncBadge })),
);

export const LeaveKioskDialog = lazy(() =>
  import('./LeaveKioskDialog').then((module) => ({ default: module.LeaveKioskDialog })),
);
