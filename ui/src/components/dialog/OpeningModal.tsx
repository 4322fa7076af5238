import { Modal, type ModalProps } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

/**
 * Mantine's Modal, opened one render after it mounts. Loaded when first
 * opened (LazyModal), a Modal mounted already open would neither play its
 * opening transition nor note the focused button to give focus back to
 * when it closes.
 */
export function OpeningModal({ opened, ...props }: ModalProps) {
  const mounted = useMounted();
  return <Modal opened={mounted && opened} {...props} />;
}
