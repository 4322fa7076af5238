import type { AnswerRecord, Element } from '../../../../generated/api/schemas';
import { wrapWords } from './wrapWords';

/** How a blank to fill in reads on the board. */
const BLANK = '____';

/** The size of a question's text on the board. */
export const QUESTION_FONT_SIZE = 24;

/**
 * A question's lines wrap at this many characters, about 700 px of the
 * board's hand-drawn font at QUESTION_FONT_SIZE (some 12 px a character),
 * so that a long question reads as a paragraph rather than a line running
 * off past the child's screen.
 */
export const LINE_CHARS = 56;

/** What wrapping keeps whole of a question's element: a text's words, a blank, a choice. */
function piecesOf(element: Element): string[] {
  switch (element.type) {
    case 'Text':
      return element.text.split(/\s+/).filter((word) => word !== '');
    case 'MC':
      return [`( ${element.value} )`];
    case 'Image':
      return ['[picture]'];
    default:
      return [BLANK];
  }
}

/** A question's lines as the board shows them: blanks where the child types, each wrapped. */
export function questionLines(lines: Element[][]): string[] {
  return lines.flatMap((line) => wrapWords(line.flatMap(piecesOf), LINE_CHARS));
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
 * the child typed, then what the child gave (or that they passed), each
 * wrapped at LINE_CHARS.
 */
export function questionText(answer: AnswerRecord, childName: string): string {
  const lines = questionLines(answer.question.lines);
  const given = Object.values(answer.answer)
    .map((part) => part?.value ?? '')
    .filter((value) => value !== '');
  const gave =
    answer.result === 'PASSED' || given.length === 0
      ? `${childName} passed`
      : `${childName} answered: ${given.join(', ')}`;
  return [...lines, '', ...wrapWords(gave.split(' '), LINE_CHARS)].join('\n');
}
