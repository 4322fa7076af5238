import type { PerformanceNode } from '../../../generated/api/schemas';

/** A score bar spans the current score ± 6 months. */
export const BAR_HALF_RANGE = 6;
/** The bar's scale is marked every 3 months. */
export const BAR_TICK_MONTHS = 3;

/** Where the scale's marks sit along every bar, in percent, with their months from now. */
export const BAR_TICKS = Array.from(
  { length: (2 * BAR_HALF_RANGE) / BAR_TICK_MONTHS + 1 },
  (_, index) => {
    const months = index * BAR_TICK_MONTHS - BAR_HALF_RANGE;
    return { months, at: ((months + BAR_HALF_RANGE) / (2 * BAR_HALF_RANGE)) * 100 };
  },
);

/** Where each mark sits along a bar, in percent from its left end. */
export interface ScoreBar {
  lower: number;
  upper: number;
  current: number;
  previous: number;
  /** The content's easiest and hardest question, when within reach of the bar. */
  min: number | null;
  max: number | null;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A node's bar: its scale runs from current − 6 to current + 6, so the
 * current score is always in the middle and last week's score shows how
 * far it moved; marks outside the scale sit at its ends.
 */
export function scoreBar(node: PerformanceNode): ScoreBar {
  const lower = node.current_score - BAR_HALF_RANGE;
  const upper = node.current_score + BAR_HALF_RANGE;
  const at = (score: number) =>
    round(Math.min(100, Math.max(0, ((score - lower) / (upper - lower)) * 100)));
  return {
    lower: round(lower),
    upper: round(upper),
    current: at(node.current_score),
    previous: at(node.previous_score),
    min: node.min === null ? null : at(node.min),
    max: node.max === null ? null : at(node.max),
  };
}
