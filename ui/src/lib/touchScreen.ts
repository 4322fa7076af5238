import { useMediaQuery } from '@mantine/hooks';

/**
 * The device is worked mainly by touch (a phone, a tablet): answer boxes
 * then take the on-screen number pad instead of the system keyboard, and
 * grow to finger size (docs/accessibility.md, "Touch").
 */
export function useTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
}
