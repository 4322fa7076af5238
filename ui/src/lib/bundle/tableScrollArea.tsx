import type { ComponentPropsWithRef } from 'react';

type NativeScrollProps = ComponentPropsWithRef<'div'> & {
  /** ScrollArea's option, which the browser's scrolling has no use for. */
  offsetScrollbars?: unknown;
};

/**
 * What Mantine's Table.ScrollContainer scrolls a wide table in: the
 * browser's own scrolling instead of Mantine's ScrollArea, whose drawn
 * scroll bars (5 kB gzip) every page with a table would otherwise load
 * (vite.config.ts puts this in its place).
 */
export function ScrollArea({ offsetScrollbars: _offset, style, ...props }: NativeScrollProps) {
  return <div {...props} style={{ overflowX: 'auto', ...style }} />;
}
