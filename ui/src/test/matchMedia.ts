import { vi } from 'vitest';

/**
 * A stand-in for `window.matchMedia`, which jsdom lacks and Mantine needs:
 * a query matches when `matches` says so (jsdom has no real window width).
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return vi.fn().mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}
