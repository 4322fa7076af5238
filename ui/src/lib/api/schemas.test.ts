import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LoadedSchemaCheck, Validator } from './operation';
import { fitsResponse, loadValidator } from './schemas';

const isNumber: Validator = (data) => typeof data === 'number';

/** An answer's check whose validator module `load` gives. */
function check(load: LoadedSchemaCheck['load'], list?: true): LoadedSchemaCheck {
  return { schema: 'Count', load, ...(list ? { list } : {}) };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("an answer's validator", () => {
  it('loads once, with the first call that needs it', async () => {
    const load = vi.fn(async () => ({ validate: isNumber }));
    const count = check(load);
    expect(await fitsResponse(count, 3)).toBe(true);
    expect(await fitsResponse(count, 'three')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks each item of a list', async () => {
    const counts = check(async () => ({ validate: isNumber }), true);
    expect(await fitsResponse(counts, [1, 2])).toBe(true);
    expect(await fitsResponse(counts, [1, 'two'])).toBe(false);
    expect(await fitsResponse(counts, 1)).toBe(false);
  });

  it('reloads the page once when its file is gone after a new deployment', async () => {
    // jsdom cannot navigate; the reload is seen by the time it notes down.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = new TypeError(
      'Failed to fetch dynamically imported module: https://plytime.example/assets/Count-1a2b.js',
    );
    const load = vi.fn(() => Promise.reject(gone));
    await expect(loadValidator(check(load))).rejects.toBe(gone);
    expect(sessionStorage.getItem('plytime.newVersionReloadAt')).not.toBeNull();
  });

  it('tries again on the next call after a failed load', async () => {
    const load = vi
      .fn<LoadedSchemaCheck['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ validate: isNumber });
    const count = check(load);
    await expect(fitsResponse(count, 3)).rejects.toThrow('offline');
    expect(sessionStorage.getItem('plytime.newVersionReloadAt')).toBeNull();
    expect(await fitsResponse(count, 3)).toBe(true);
  });
});
