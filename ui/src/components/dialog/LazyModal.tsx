import type { ModalProps } from '@mantine/core';

import { loadWhenOpened } from '../../lib/loadWhenOpened';

/**
 * Mantine's Modal, loaded when first opened: a dialog's machinery (focus
 * trap, scroll lock, portal, transitions: 12 kB gzip) does not come with
 * every screen that has one behind a button.
 */
export const LazyModal = loadWhenOpened<ModalProps>(() =>
  import('./OpeningModal').then((module) => module.OpeningModal),
);
