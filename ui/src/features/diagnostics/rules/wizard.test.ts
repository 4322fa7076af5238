import { describe, expect, it } from 'vitest';

import { allPassed, nextStep } from './wizard';

describe('the Audio/Video Check', () => {
  it('goes permissions, camera, audio, screen share, then the result', () => {
    expect(nextStep('permissions')).toBe('camera');
    expect(nextStep('camera')).toBe('audio');
    expect(nextStep('audio')).toBe('screen');
    expect(nextStep('screen')).toBe('result');
    expect(nextStep('result')).toBe('result');
  });

  it('is all good only when every check passed', () => {
    const passed = { kind: 'passed' } as const;
    expect(allPassed({ permissions: passed, camera: passed, audio: passed, screen: passed })).toBe(
      true,
    );
    expect(allPassed({ permissions: passed, camera: passed, audio: passed })).toBe(false);
    expect(
      allPassed({
        permissions: passed,
        camera: passed,
        audio: { kind: 'skipped' },
        screen: passed,
      }),
    ).toBe(false);
  });
});
