import { afterEach, describe, expect, it } from 'vitest';

import { serverFileUrl } from './serverFiles';

const PICTURE = '/static-data/pictures/ada.png?access=17.c0ffee';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
});

describe('server file addresses', () => {
  it('are the server paths themselves in a browser', () => {
    expect(serverFileUrl(PICTURE)).toBe(PICTURE);
  });

  it('go through the server-files protocol in the desktop app', () => {
    // Tauri's own convertFileSrc on Linux and macOS.
    (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__ = {
      convertFileSrc: (path: string, protocol: string) =>
        `${protocol}://localhost/${encodeURIComponent(path)}`,
    };
    expect(serverFileUrl(PICTURE)).toBe(
      'server-files://localhost/%2Fstatic-data%2Fpictures%2Fada.png%3Faccess%3D17.c0ffee',
    );
    expect(serverFileUrl('/default-avatar.svg')).toBe('/default-avatar.svg');
  });
});
