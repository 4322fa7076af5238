import type { Line } from './answerMap';

/**
 * What a screen reader calls a question's answer boxes
 * (docs/accessibility.md, "Answer boxes"): the bank's refs ("f", "half")
 * mean nothing to a child. A question asking for one typed answer calls
 * it "your answer"; one asking for several numbers them in reading order,
 * "your answer 1", "your answer 2". Multiple-choice answers are radio
 * buttons named by their choices, so they are not counted.
 */
export function answerNames(lines: Line[]): Map<string, string> {
  const typed: string[] = [];
  for (const element of lines.flat()) {
    if ('ref' in element && element.type !== 'MC' && !typed.includes(element.ref)) {
      typed.push(element.ref);
    }
  }
  return new Map(
    typed.map((ref, index) => [
      ref,
      typed.length === 1 ? 'your answer' : `your answer ${index + 1}`,
    ]),
  );
}

/** The name of an answer typed in one box: "Your answer 2". */
export function wholeBoxName(answer: string): string {
  return answer.charAt(0).toUpperCase() + answer.slice(1);
}

/** The name of one box of an answer in parts: "numerator of your answer". */
export function partBoxName(part: string, answer: string): string {
  return `${part} of ${answer}`;
}

/**
 * How the correct answer names a part when a question has several:
 * "Answer 2" for the second typed answer, "Choice" for a multiple-choice one.
 */
export function correctPartName(names: Map<string, string>, ref: string): string {
  const typed = names.get(ref);
  return typed === undefined ? 'Choice' : wholeBoxName(typed.replace(/^your /, ''));
}
