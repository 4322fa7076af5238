import { cloneElement, lazy, Suspense, useState } from 'react';

import type { ActionMenuProps } from './ActionMenu';

const loadActionMenu = () => import('./ActionMenu');
const ActionMenu = lazy(() => loadActionMenu().then((module) => ({ default: module.ActionMenu })));

/**
 * An Actions button whose menu loads when it is first pressed: a menu
 * brings the library that places it beside its button (about 28 kB gzip),
 * which a table of sessions should not wait for. Pointing at or focusing
 * the button starts the load, so the menu usually opens at once.
 */
export function LazyActionMenu(props: Omit<ActionMenuProps, 'defaultOpened'>) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Suspense fallback={props.button}>
        <ActionMenu {...props} defaultOpened />
      </Suspense>
    );
  }
  // A failed load shows when the menu is pressed (the app's error page).
  const preload = () => void loadActionMenu().catch(() => undefined);
  return cloneElement(props.button, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setUsed(true),
  } as Record<string, unknown>);
}
