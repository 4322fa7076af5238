import type { PerformanceNode } from '../../../generated/api/schemas';
import { counted } from '../../../lib/plural';

/*
 * Scores in plain words for parents. A score is an attainment level in
 * months (docs/games.md, "Levels on the month scale"): a child exactly on
 * track at the start of school year Y (September) scores 12 × (Y + 4),
 * plus one for each month of the school year. The server's copy of the
 * rule is shared/src/game/level.rs.
 */

export const MONTHS_PER_YEAR = 12;
/** Year 1 starts at 60 months: 12 × (1 + 4). */
const YEARS_BEFORE_YEAR_ONE = 4;
/** The school year starts in September (month 8 counting from 0). */
const SEPTEMBER = 8;

/** Months since the start of the school year: September 0 … August 11. */
export function monthsIntoSchoolYear(date: Date): number {
  return (date.getMonth() - SEPTEMBER + MONTHS_PER_YEAR) % MONTHS_PER_YEAR;
}

/** The score of a child exactly on track in `schoolYear` on `date`. */
export function onTrackScore(schoolYear: number, date: Date): number {
  return MONTHS_PER_YEAR * (schoolYear + YEARS_BEFORE_YEAR_ONE) + monthsIntoSchoolYear(date);
}

/** The school year whose work a score stands for: 84–95 is Year 3. */
export function yearOfScore(score: number): number {
  return Math.floor(score / MONTHS_PER_YEAR) - YEARS_BEFORE_YEAR_ONE;
}

/** 'Year 3'; below Year 1 is Reception's work. */
export function yearName(year: number): string {
  return year < 1 ? 'Reception' : `Year ${year}`;
}

/** 'about Year 3' for a score. */
export function aboutYear(score: number): string {
  return `about ${yearName(yearOfScore(score))}`;
}

/** How far a score is from on track, in whole months: '2 months ahead', 'on track'. */
export function comparedWithOnTrack(score: number, onTrack: number): string {
  const gap = Math.round(score - onTrack);
  if (gap === 0) return 'on track';
  return gap > 0 ? `${counted(gap, 'month')} ahead` : `${counted(-gap, 'month')} behind`;
}

/** Who the scores are about: the child's first name and school year. */
export interface Child {
  first_name: string;
  school_year: number;
}

/**
 * Answers in a part of the content before its level is told. The engine
 * starts every child a year either side of on track and needs a couple of
 * dozen answers to settle (docs/games.md, "How the engine estimates a
 * child's level"); a level from fewer would tell a parent more than the
 * evidence shows (docs/screens.md, "Levels in plain words only from enough answers").
 */
export const ENOUGH_ANSWERS = 20;
export const NOT_ENOUGH_PRACTICE = 'Not enough practice yet to tell';

/**
 * The engine's uncertainty (a standard deviation, in months) at or above
 * which a subject's level is not told however many answers there are: a
 * new child starts at 7, a settled one comes down to 2.5, and a child away
 * for weeks drifts back up (docs/games.md, "How the engine estimates a
 * child's level").
 */
export const TOO_UNSURE_MONTHS = 6;

const enough = (node: PerformanceNode) => node.answer_count >= ENOUGH_ANSWERS;

/** Enough answers, and the engine sure enough of them, to tell a subject's level. */
const knownEnough = (node: PerformanceNode) =>
  enough(node) && (node.uncertainty ?? 0) < TOO_UNSURE_MONTHS;

/** ', give or take 3 months' from the engine's uncertainty, where the node has one. */
function giveOrTake(node: PerformanceNode): string {
  if (node.uncertainty === undefined) return '';
  return `, give or take ${counted(Math.max(1, Math.round(node.uncertainty)), 'month')}`;
}

/** 'about Year 3, 2 months ahead': a score against on track for the child's year. */
function standing(child: Child, score: number, today: Date): string {
  const gap = comparedWithOnTrack(score, onTrackScore(child.school_year, today));
  return `${aboutYear(score)}, ${gap}`;
}

/**
 * 'Ada is working at about Year 3, 2 months ahead in Maths, give or take 3
 * months (from 45 answers).', or under enough answers (or while the engine
 * is still too unsure) 'Not enough practice yet to tell Ada's level in
 * Maths (3 answers so far).'
 */
export function headline(child: Child, subject: PerformanceNode, today: Date): string {
  const answers = counted(subject.answer_count, 'answer');
  if (!knownEnough(subject)) {
    return `${NOT_ENOUGH_PRACTICE} ${child.first_name}'s level in ${subject.name} (${answers} so far).`;
  }
  const level = standing(child, subject.current_score, today);
  return `${child.first_name} is working at ${level} in ${subject.name}${giveOrTake(subject)} (from ${answers}).`;
}

/**
 * 'about Year 3, 2 months ahead (from 25 answers)': one part of the
 * content, for a list under the headline; under enough answers 'not
 * enough practice yet to tell (3 answers)'.
 */
export function levelPhrase(child: Child, node: PerformanceNode, today: Date): string {
  const answers = counted(node.answer_count, 'answer');
  if (!enough(node)) return `${NOT_ENOUGH_PRACTICE.toLowerCase()} (${answers})`;
  return `${standing(child, node.current_score, today)} (from ${answers})`;
}

/** The parts of the content the child has answered questions in. */
export function practised(nodes: readonly PerformanceNode[]): PerformanceNode[] {
  return nodes.filter((node) => node.answer_count > 0);
}

/**
 * Whether there is any performance to show: a child who never answered
 * has only the content's starting levels, which say nothing about them.
 */
export function hasPerformance(subjects: readonly PerformanceNode[]): boolean {
  return practised(subjects).length > 0;
}
