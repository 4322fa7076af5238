import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Scene } from '../../../../generated/api/schemas';
import type { BoardSurface } from './boardSync';
import { FOLLOW_KEPT_MS, followKept } from './followKept';

const surface = (): BoardSurface => ({
  elements: () => [],
  receive: vi.fn(),
  showPointer: vi.fn(),
});
const scene = (version: number): Scene => ({
  elements: [{ id: 'a', version, versionNonce: 1 }],
  files: {},
});

describe('a board that follows the board as kept', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges in what is kept at each read, waits out a failed one, and stops', async () => {
    const board = surface();
    const read = vi
      .fn<() => Promise<Scene>>()
      .mockResolvedValueOnce(scene(1))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(scene(2));
    const stop = followKept(read, board);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * FOLLOW_KEPT_MS);
    expect(vi.mocked(board.receive).mock.calls.map(([elements]) => elements[0]?.version)).toEqual([
      1, 2,
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(2 * FOLLOW_KEPT_MS);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
