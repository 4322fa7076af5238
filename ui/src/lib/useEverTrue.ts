import { useState } from 'react';

/**
 * Whether `condition` has held at any render so far. A dialog that loads
 * when first opened stays mounted from then on, so that closing it still
 * plays its transition and opening it again needs no new load.
 */
export function useEverTrue(condition: boolean): boolean {
  const [ever, setEver] = useState(condition);
  if (condition && !ever) setEver(true);
  return ever || condition;
}
