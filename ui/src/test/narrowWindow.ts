import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Makes the tests of the calling file run as on a phone: every
 * "narrower than" media query matches (jsdom has no real window width).
 */
export function onANarrowWindow(): void {
  let wide: typeof window.matchMedia;
  beforeEach(() => {
    wide = window.matchMedia;
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}
