import { describe, expect, it } from 'vitest';

import { isKioskPath } from './kiosk';

describe('kiosk navigation', () => {
  it.each([
    ['/student', true],
    ['/student/performance', true],
    ['/game/step1_setup', true],
    ['/signin/student', true],
    ['/signin/parent', false],
    ['/parent', false],
    ['/studentx', false],
    ['/select_account_type', false],
  ])('%s allowed: %s', (path, allowed) => {
    expect(isKioskPath(path)).toBe(allowed);
  });
});
