import { type ComponentType, lazy, Suspense } from 'react';

import { useEverTrue } from './useEverTrue';

/**
 * A dialog whose code loads when it is first opened, not with the screens
 * that offer it behind a button; once loaded it stays mounted, so closing
 * it still plays its transition and opening it again needs no new load.
 */
export function loadWhenOpened<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedWhenOpened(props: Props) {
    const used = useEverTrue(props.opened);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
