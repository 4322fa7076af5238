import type { AnswerPart, Element } from '../../generated/api/schemas';
import { inputRefs } from '../question/answerMap';
import { INPUT_TYPES, type InputType } from '../question/inputTypes';

export const LAST_ELEMENT = 'Cannot remove last question element';
export const LAST_ANSWER = 'Cannot remove the last answer';
export const LAST_PART = 'Cannot remove the last answer part';

type Line = Element[];
type Alternative = AnswerPart[];

/** An edit either gives the new value or says why it is not allowed. */
export type Edit<T> = { ok: true; value: T } | { ok: false; message: string };

const done = <T>(value: T): Edit<T> => ({ ok: true, value });
const refused = <T>(message: string): Edit<T> => ({ ok: false, message });

export type ElementType = Element['type'];

/** The editor's list: what is only shown, multiple choice, then the typed inputs. */
export const ELEMENT_TYPES: ElementType[] = [
  'Text',
  'Image',
  'MC',
  ...(Object.keys(INPUT_TYPES) as InputType[]),
];

function elementCount(lines: Line[]): number {
  return lines.reduce((count, line) => count + line.length, 0);
}

/** The first of a, b, c, … that no input uses yet, so a new input is ready to answer. */
export function freeRef(lines: Line[]): string {
  const used = new Set(inputRefs(lines));
  for (let index = 0; ; index += 1) {
    const ref = index < 26 ? String.fromCharCode(97 + index) : `r${index}`;
    if (!used.has(ref)) return ref;
  }
}

export function addLine(lines: Line[]): Line[] {
  return [...lines, [{ type: 'Text', text: '' }]];
}

export function addElement(lines: Line[], line: number): Line[] {
  return lines.map((elements, l) =>
    l === line ? [...elements, { type: 'Text', text: '' } as Element] : elements,
  );
}

/** A line left empty goes too: the server refuses empty lines. */
export function removeElement(lines: Line[], line: number, index: number): Edit<Line[]> {
  if (elementCount(lines) <= 1) return refused(LAST_ELEMENT);
  return done(
    lines
      .map((elements, l) => (l === line ? elements.filter((_, e) => e !== index) : elements))
      .filter((elements) => elements.length > 0),
  );
}

export function removeLine(lines: Line[], line: number): Edit<Line[]> {
  const rest = lines.filter((_, l) => l !== line);
  if (elementCount(rest) === 0) return refused(LAST_ELEMENT);
  return done(rest);
}

export function replaceElement(lines: Line[], line: number, index: number, next: Element): Line[] {
  return lines.map((elements, l) =>
    l === line ? elements.map((element, e) => (e === index ? next : element)) : elements,
  );
}

/** Changing the type keeps what still fits: the ref of an input, the words of a text. */
export function withType(element: Element, type: ElementType, lines: Line[]): Element {
  const ref = 'ref' in element ? element.ref : freeRef(lines);
  switch (type) {
    case 'Text':
      return { type, text: element.type === 'Text' ? element.text : '' };
    case 'Image':
      return { type, image_id: element.type === 'Image' ? element.image_id : '' };
    case 'MC':
      return { type, ref, value: element.type === 'MC' ? element.value : '' };
    default:
      return { type, ref };
  }
}

/** A new alternative has a part, with one empty value, for every input. */
export function addAlternative(answers: Alternative[], lines: Line[]): Alternative[] {
  const refs = inputRefs(lines);
  const parts = (refs.length > 0 ? refs : ['']).map((ref) => ({ ref, values: [''] }));
  return [...answers, parts];
}

export function removeAlternative(answers: Alternative[], index: number): Edit<Alternative[]> {
  if (answers.length <= 1) return refused(LAST_ANSWER);
  return done(answers.filter((_, a) => a !== index));
}

function updateAlternative(
  answers: Alternative[],
  index: number,
  change: (alternative: Alternative) => Alternative,
): Alternative[] {
  return answers.map((alternative, a) => (a === index ? change(alternative) : alternative));
}

/** The new part answers the first input this alternative has no part for yet. */
export function addPart(answers: Alternative[], index: number, lines: Line[]): Alternative[] {
  return updateAlternative(answers, index, (alternative) => {
    const ref =
      inputRefs(lines).find((candidate) => !alternative.some((part) => part.ref === candidate)) ??
      '';
    return [...alternative, { ref, values: [''] }];
  });
}

export function removePart(
  answers: Alternative[],
  index: number,
  part: number,
): Edit<Alternative[]> {
  if ((answers[index]?.length ?? 0) <= 1) return refused(LAST_PART);
  return done(updateAlternative(answers, index, (parts) => parts.filter((_, p) => p !== part)));
}

function updatePart(
  answers: Alternative[],
  index: number,
  part: number,
  change: (part: AnswerPart) => AnswerPart,
): Alternative[] {
  return updateAlternative(answers, index, (parts) =>
    parts.map((current, p) => (p === part ? change(current) : current)),
  );
}

export function setPartRef(
  answers: Alternative[],
  index: number,
  part: number,
  ref: string,
): Alternative[] {
  return updatePart(answers, index, part, (current) => ({ ...current, ref }));
}

export function addValue(answers: Alternative[], index: number, part: number): Alternative[] {
  return updatePart(answers, index, part, (current) => ({
    ...current,
    values: [...current.values, ''],
  }));
}

/** Clearing one of several accepted values removes it; the only value just empties. */
export function setValue(
  answers: Alternative[],
  index: number,
  part: number,
  valueIndex: number,
  value: string,
): Alternative[] {
  return updatePart(answers, index, part, (current) => ({
    ...current,
    values:
      value === '' && current.values.length > 1
        ? current.values.filter((_, v) => v !== valueIndex)
        : current.values.map((old, v) => (v === valueIndex ? value : old)),
  }));
}
