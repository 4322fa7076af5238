import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * What Mantine's ScrollArea imports from @floating-ui/react: one hook that
 * merges refs. Importing it from there puts the whole positioning library
 * (16 kB gzip) on every page with a table or a dialog, so vite.config.ts
 * points ScrollArea here instead, to Mantine's own hook doing the same.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useMergedRef(...refs);
}
