import type { AnswerRecord, Element } from '../../../../generated/api/schemas';

/** How a blank to fill in reads on the board. */
const BLANK = '____';

function elementText(element: Element): string {
  switch (element.type) {
    case 'Text':
      return element.text;
    case 'MC':
      return `( ${element.value} )`;
    case 'Image':
      return '[picture]';
    default:
      return BLANK;
  }
}

/** The latest answer that was not right, newest first in `answers` or not. */
export function lastMissed(answers: AnswerRecord[]): AnswerRecord | null {
  return (
    answers
      .filter((answer) => answer.result !== 'CORRECT')
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0] ?? null
  );
}

/**
 * A missed question as text for the whiteboard: its lines, blanks where
 * the child typed, then what the child gave (or that they passed).
 */
export function questionText(answer: AnswerRecord, childName: string): string {
  const lines = answer.question.lines.map((line) => line.map(elementText).join(' '));
  const given = Object.values(answer.answer)
    .map((part) => part?.value ?? '')
    .filter((value) => value !== '');
  const gave =
    answer.result === 'PASSED' || given.length === 0
      ? `${childName} passed`
      : `${childName} answered: ${given.join(', ')}`;
  return [...lines, '', gave].join('\n');
}
