import { describe, expect, it } from 'vitest';

import { createBusyFlag } from './busy';

describe('busy flag', () => {
  it("refuses new work while busy with the screen's message, then allows it again", async () => {
    const flag = createBusyFlag();
    let finish = () => {};
    const first = flag.run(
      'Cannot get profile when busy',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await expect(flag.run('Cannot get profile when busy', async () => 1)).rejects.toThrow(
      'Cannot get profile when busy',
    );
    finish();
    await first;
    await expect(flag.run('Cannot update profile when busy', async () => 2)).resolves.toBe(2);
  });
});
