import type { ReviewedColumn } from '../../../generated/ReviewedColumn';
import type { TokenColumn } from '../../../generated/TokenColumn';
import { yearName, yearOfScore } from './plainLevel';

/*
 * What a child or a parent reads where the staff read the content's and
 * the review's own shorthand (docs/screens.md, "Names, not codes"): an
 * endcode's priority in words, the answer table's column values that are
 * not words, and levels without their numbers.
 */

/** An endcode's authored priority (1 highest, docs/glossary.md) as advice to a child. */
export function priorityWords(priority: number): string {
  if (priority <= 1) return 'practise this first';
  if (priority === 2) return 'practise this next';
  return 'keep practising';
}

const PLAIN_COLUMN_WORDS: Partial<Record<ReviewedColumn | TokenColumn, string>> = {
  todo: 'to review',
  'n/a': 'none',
};

/** A Reviewed or Token column value as a child or parent reads it ('todo' is 'to review'). */
export function columnWords(value: string): string {
  return PLAIN_COLUMN_WORDS[value as ReviewedColumn | TokenColumn] ?? value;
}

/** A level without its number: the school year whose work it is, 'Year 3'. */
export function levelWords(score: number): string {
  return yearName(yearOfScore(score));
}

/** A score bar for a screen reader, without numbers: how the level moved this week. */
export function barWords(current: number, previous: number): string {
  const moved = Math.round(current) - Math.round(previous);
  const now = `Level now ${levelWords(current)}`;
  if (moved === 0) return `${now}, the same as when this week began`;
  return `${now}, ${moved > 0 ? 'higher' : 'lower'} than when this week began`;
}
