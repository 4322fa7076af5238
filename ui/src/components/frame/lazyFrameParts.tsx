import { lazy } from 'react';

// Parts of the frame that few screens show (the desktop app's sync state
// and kiosk exit, a phone's header menu) load when shown, not with every page.

export const SyncBadge = lazy(() =>
  import('./SyncBadge').then((module) => ({ default: module.SyncBadge })),
);

export const LeaveKioskDialog = lazy(() =>
  import('./LeaveKioskDialog').then((module) => ({ default: module.LeaveKioskDialog })),
);

export const HeaderMenu = lazy(() =>
  import('./HeaderMenu').then((module) => ({ default: module.HeaderMenu })),
);
