import type { AdminQuestion, MeasuredStats } from '../../generated/api/schemas';

/** A difficulty in months, to a tenth as scores are entered. */
function months(score: number): string {
  return String(Math.round(score * 10) / 10);
}

function answers(count: number): string {
  return `${count} ${count === 1 ? 'answer' : 'answers'}`;
}

type Measured = Pick<
  AdminQuestion,
  'score' | 'measured_score' | 'measured_count' | 'measured_in_use'
>;

/**
 * A question's authored difficulty beside the one measured from children's
 * answers: "authored 85, measured 92 from 340 answers".
 */
export function measuredDifficulty(question: Measured): string {
  const authored = `authored ${months(question.score)}`;
  if (question.measured_score === null || question.measured_count === 0) {
    return `${authored}, not measured yet`;
  }
  const measured = `${authored}, measured ${months(question.measured_score)} from ${answers(question.measured_count)}`;
  return question.measured_in_use
    ? measured
    : `${measured}; games use the authored score until more answers come`;
}

/** A level's measured difficulties: "82 to 97 from 1240 answers (12 of 40 questions)". */
export function measuredRange(measured: MeasuredStats, questionCount: number): string {
  return `${months(measured.min_score)} to ${months(measured.max_score)} from ${answers(measured.answer_count)} (${measured.question_count} of ${questionCount} questions)`;
}
