import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { fakeMatchMedia } from './matchMedia';

// Pages load lazily, and the first page a test file opens may take longer
// than the default second to load while the whole suite runs.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: fakeMatchMedia(() => false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Test files share modules (vite.config.ts), and with them the store of
  // notifications shown: one file's must not be found by the next.
  act(() => notifications.clean());
});
