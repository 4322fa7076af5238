import { getBreakpointValue, type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True while the window is narrower than the theme's `breakpoint` (phones,
 * small tablets). Asked as "narrower than", so anywhere media queries are
 * missing (tests) the wide layout shows. Read on the first render, not
 * after it, so a phone never flashes the wide layout first.
 */
export function useNarrowScreen(breakpoint: MantineBreakpoint = 'sm'): boolean {
  const theme = useMantineTheme();
  const width = getBreakpointValue(breakpoint, theme.breakpoints);
  return useMediaQuery(`(max-width: ${width - 0.1}px)`, undefined, {
    getInitialValueInEffect: false,
  });
}
