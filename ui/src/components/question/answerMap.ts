import type { AnswerPart, Element } from '../../generated/api/schemas';
import type { SubmittedPart } from '../../generated/SubmittedPart';

/**
 * A submitted answer: each input's position '{line}-{element}' to what was
 * typed there. A multiple-choice input is keyed by the chosen choice.
 */
export type AnswerMap = Record<string, SubmittedPart>;

export type Line = Element[];

export function positionKey(line: number, element: number): string {
  return `${line}-${element}`;
}

export function inputRef(element: Element): string | null {
  return 'ref' in element ? element.ref : null;
}

/** The type of the input named `ref`, or undefined when no input has that ref. */
export function inputTypeOf(lines: Line[], ref: string): Element['type'] | undefined {
  return lines.flat().find((element) => inputRef(element) === ref)?.type;
}

/** Every input ref of the question, in reading order, each once. */
export function inputRefs(lines: Line[]): string[] {
  const refs: string[] = [];
  for (const element of lines.flat()) {
    const ref = inputRef(element);
    if (ref !== null && !refs.includes(ref)) refs.push(ref);
  }
  return refs;
}

/**
 * The answer with the input at `key` set to `value`; an empty value
 * removes that part, so a cleared field is not sent.
 */
export function withPart(answer: AnswerMap, key: string, ref: string, value: string): AnswerMap {
  const next = { ...answer };
  if (value === '') delete next[key];
  else next[key] = { ref, value };
  return next;
}

/** Chooses one choice of a multiple-choice input, dropping any earlier choice. */
export function withChoice(answer: AnswerMap, key: string, ref: string, value: string): AnswerMap {
  const next = Object.fromEntries(Object.entries(answer).filter(([, part]) => part.ref !== ref));
  next[key] = { ref, value };
  return next;
}

/**
 * One alternative of the stored answers as a submitted answer, so the
 * renderer can show the correct answer in the question's own inputs.
 */
export function answerFromAlternative(lines: Line[], alternative: AnswerPart[]): AnswerMap {
  const answer: AnswerMap = {};
  lines.forEach((line, l) =>
    line.forEach((element, e) => {
      const ref = inputRef(element);
      const value = alternative.find((part) => part.ref === ref)?.values[0];
      if (ref === null || value === undefined || value === '') return;
      if (element.type === 'MC' && element.value.trim() !== value.trim()) return;
      answer[positionKey(l, e)] = { ref, value };
    }),
  );
  return answer;
}

/**
 * A stored answer as the server sends it (generated types mark every key
 * optional) as an answer map the renderer can show.
 */
export function storedAnswer(answer: Partial<Record<string, SubmittedPart>>): AnswerMap {
  const map: AnswerMap = {};
  for (const [key, part] of Object.entries(answer)) if (part) map[key] = part;
  return map;
}
