import { describe, expect, it, vi } from 'vitest';

import { MissingPictures } from './missingPictures';

const image = (fileId: string, isDeleted = false) => ({ type: 'image', fileId, isDeleted });

describe('pictures the board shows but does not hold', () => {
  it('are read once each, and only for images still on the board', async () => {
    const read = vi.fn((id: string) => Promise.resolve(`picture ${id}`));
    const add = vi.fn();
    const missing = new MissingPictures(read, add);
    const elements = [image('a'), image('a'), image('b', true), { type: 'rectangle' }, image('c')];
    missing.fetch(elements, { c: {} });
    missing.fetch(elements, {});
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    expect(read.mock.calls.map(([id]) => id)).toEqual(['a', 'c']);
    expect(add.mock.calls.map(([file]) => file)).toEqual(['picture a', 'picture c']);
  });

  it('are asked for again after a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('again');
    const add = vi.fn();
    const missing = new MissingPictures<string>(read, add);
    missing.fetch([image('a')], {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    missing.fetch([image('a')], {});
    await vi.waitFor(() => expect(add).toHaveBeenCalledWith('again'));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
