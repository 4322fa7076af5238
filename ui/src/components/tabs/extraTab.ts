import type { ReactNode } from 'react';

/** A tab one feature adds to another feature's set of tabs. */
export interface ExtraTab {
  value: string;
  label: string;
  panel: ReactNode;
}
