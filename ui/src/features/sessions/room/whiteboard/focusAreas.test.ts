import { describe, expect, it } from 'vitest';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { focusAreas } from './focusAreas';

const node = (
  id: string,
  fields: Partial<PerformanceNode> = {},
  children: PerformanceNode[] = [],
): PerformanceNode => ({
  _id: id,
  name: id,
  min: null,
  max: null,
  current_score: 0,
  previous_score: 0,
  recent_answer_count: 0,
  answer_count: 0,
  children,
  ...fields,
});

describe("the areas of a child's Focus", () => {
  it("come from the session's subject, highest priority first, then where the child stands lowest", () => {
    const tree = [
      node('maths', {}, [
        node('number', {}, [
          node('late', { priority: 3, description: 'Rounding' }),
          node('weak', { priority: 1, current_score: 20, description: 'Halving' }),
          node('first', { priority: 1, current_score: 10, description: 'Doubling' }),
        ]),
        node('shape', {}, [node('unranked', { description: 'Angles' })]),
      ]),
      node('english', {}, [node('spelling', {}, [node('elsewhere', { priority: 1 })])]),
    ];
    expect(focusAreas(tree, 'maths')).toEqual([
      { endcodeId: 'first', label: 'Doubling' },
      { endcodeId: 'weak', label: 'Halving' },
      { endcodeId: 'late', label: 'Rounding' },
      { endcodeId: 'unranked', label: 'Angles' },
    ]);
  });
});
