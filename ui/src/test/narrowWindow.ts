import { afterEach, beforeEach } from 'vitest';

import { fakeMatchMedia } from './matchMedia';

/**
 * Makes the tests of the calling file run as on a phone: every
 * "narrower than" media query matches (jsdom has no real window width).
 */
export function onANarrowWindow(): void {
  let wide: typeof window.matchMedia;
  beforeEach(() => {
    wide = window.matchMedia;
    window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}
