import { describe, expect, it } from 'vitest';

import cases from '../../generated/game_rules.json';
import type { TimeAllowance } from '../../generated/api/schemas';
import {
  ghostSeconds,
  passOpensAfter,
  playingSeconds,
  standardSeconds,
  timeFactor,
} from './timeAllowance';

interface AllowanceCase {
  allowance: TimeAllowance;
  factor: number;
  playing_seconds: [number, number][];
  standard_seconds: [number, number][];
  ghost_seconds: [number, number][];
  /** [standard time, game duration, seconds until Pass opens] */
  pass_opens_after: [number, number, number][];
}

describe('extra time replays every case of game_rules.json', () => {
  it.each((cases.time_allowances as AllowanceCase[]).map((c) => [c.allowance, c] as const))(
    '%s',
    (allowance, rule) => {
      expect(timeFactor(allowance)).toBe(rule.factor);
      for (const [duration, playing] of rule.playing_seconds) {
        expect(playingSeconds(duration, rule.factor)).toBe(playing);
      }
      for (const [taken, scored] of rule.standard_seconds) {
        expect(standardSeconds(taken, rule.factor)).toBeCloseTo(scored, 9);
      }
      for (const [played, lived] of rule.ghost_seconds) {
        expect(ghostSeconds(played, rule.factor)).toBe(lived);
      }
      for (const [standard, duration, opens] of rule.pass_opens_after) {
        expect(passOpensAfter(standard, duration, rule.factor)).toBe(opens);
      }
    },
  );
});
