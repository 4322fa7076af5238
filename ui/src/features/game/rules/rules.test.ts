import { describe, expect, it } from 'vitest';

import type { AnswerOutcome } from '../../../generated/AnswerOutcome';
import type { Ghost } from '../../../generated/Ghost';
import type { PlayerScore } from '../../../generated/PlayerScore';
import cases from '../../../generated/game_rules.json';
import {
  COLOURS,
  createGhosts,
  ghostTotal,
  NAMES,
  newGhost,
  SCORE_MULTIPLIERS,
  tick,
} from './ghosts';
import {
  after,
  NEW_PLAYER_SCORE,
  playerTotal,
  pointsForAnswer,
  rewardThreshold,
  rubies,
} from './scoring';

/*
 * Every case the Rust rules wrote into game_rules.json, replayed through
 * the TypeScript copy: the play screen's figures must be the server's.
 */

interface GameCase {
  outcomes: AnswerOutcome[];
  after: { state: PlayerScore; total_points: number; rubies: number }[];
}

interface GhostCase {
  index: number;
  score_multiplier: number;
  rolls: number[];
  after: { ghost: Ghost; total_points: number }[];
}

describe('the rules replay every case of game_rules.json', () => {
  it.each(cases.points)(
    'points for $seconds_taken s of $standard_time s standard time: $points',
    ({ standard_time, seconds_taken, points }) => {
      expect(pointsForAnswer(standard_time, seconds_taken)).toBe(points);
    },
  );

  it.each(cases.reward_thresholds)(
    'reward threshold at $total_points points: $threshold',
    ({ total_points, threshold }) => {
      expect(rewardThreshold(total_points)).toBe(threshold);
    },
  );

  it.each((cases.games as GameCase[]).map((game, index) => [index, game] as const))(
    'game %i: state, total and rubies after each answer',
    (_, game) => {
      expect(game.outcomes).toHaveLength(game.after.length);
      let state = NEW_PLAYER_SCORE;
      game.outcomes.forEach((outcome, step) => {
        state = after(state, outcome);
        const expected = game.after[step]!;
        expect({ step, state }).toEqual({ step, state: expected.state });
        expect(playerTotal(state)).toBe(expected.total_points);
        expect(rubies(state)).toBe(expected.rubies);
      });
    },
  );

  it.each((cases.ghosts as GhostCase[]).map((ghost) => [ghost.index, ghost] as const))(
    'ghost %i: state and total after each rolled second',
    (_, ghostCase) => {
      const first = ghostCase.after[0]!.ghost;
      let ghost = newGhost(ghostCase.index, first.name, ghostCase.score_multiplier);
      ghostCase.rolls.forEach((roll, second) => {
        ghost = tick(ghost, roll);
        const expected = ghostCase.after[second]!;
        expect({ second, ghost }).toEqual({ second, ghost: expected.ghost });
        expect(ghostTotal(ghost)).toBe(expected.total_points);
      });
    },
  );

  it('covers every kind of case the Rust side writes', () => {
    expect(Object.keys(cases).sort()).toEqual([
      'games',
      'ghosts',
      'points',
      'reward_thresholds',
      // Replayed in lib/rules/timeAllowance.test.ts.
      'time_allowances',
    ]);
  });
});

describe('a new game’s ghosts', () => {
  it('are three, coloured red, orange and blue, with the multipliers shuffled', () => {
    const ghosts = createGhosts();
    expect(ghosts.map((ghost) => ghost.colour)).toEqual([...COLOURS]);
    expect(ghosts.map((ghost) => ghost.score_multiplier).sort()).toEqual([...SCORE_MULTIPLIERS]);
    expect(ghosts.map((ghost) => ghost.id)).toEqual(['ghost-0', 'ghost-1', 'ghost-2']);
  });

  it('have different names from the list', () => {
    for (let game = 0; game < 20; game += 1) {
      const names = createGhosts().map((ghost) => ghost.name);
      expect(new Set(names).size).toBe(3);
      for (const name of names) expect(NAMES).toContain(name);
    }
  });

  it('take their order from the random source', () => {
    const lowest = createGhosts(() => 0);
    const highest = createGhosts(() => 0.999);
    expect(lowest.map((ghost) => ghost.score_multiplier)).not.toEqual(
      highest.map((ghost) => ghost.score_multiplier),
    );
  });
});
