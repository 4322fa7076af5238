import { useCallback, useRef, useState } from 'react';

/**
 * A busy flag for screens that must not refresh, add or save twice at
 * once: starting work while busy raises the screen's own message, such as
 * 'Cannot update profile when busy'.
 */
export function createBusyFlag(onChange?: (busy: boolean) => void) {
  let busy = false;
  return {
    isBusy: () => busy,
    async run<T>(busyMessage: string, task: () => Promise<T>): Promise<T> {
      if (busy) throw new Error(busyMessage);
      busy = true;
      onChange?.(true);
      try {
        return await task();
      } finally {
        busy = false;
        onChange?.(false);
      }
    },
  };
}

/** The busy flag as a hook: `busy` re-renders, `run` guards the work. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const flag = useRef<ReturnType<typeof createBusyFlag> | null>(null);
  flag.current ??= createBusyFlag(setBusy);
  const run = useCallback(
    <T>(busyMessage: string, task: () => Promise<T>) => flag.current!.run(busyMessage, task),
    [],
  );
  return { busy, run };
}
