/** The school years with content; others are 'coming soon'. */
export const SCHOOL_YEARS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The relative levels as the server knows them (docs/games.md), from behind
 * to ahead (offsets −12, −6, −3, 0, +3, +6, +12 months).
 */
export const RELATIVE_LEVELS = [
  'A year behind',
  '6 Months behind',
  '3 Months behind',
  'On track',
  '3 months ahead',
  '6 Months ahead',
  'A year ahead',
] as const;
