import { describe, expect, it } from 'vitest';

import type { AnswerPart, Element } from '../../generated/api/schemas';
import { inputTypeOf } from '../question/answerMap';
import {
  addAlternative,
  addPart,
  freeRef,
  LAST_ANSWER,
  LAST_ELEMENT,
  LAST_PART,
  removeAlternative,
  removeElement,
  removeLine,
  removePart,
  setValue,
  withType,
} from './questionEdits';

const lines: Element[][] = [
  [
    { type: 'Text', text: 'Half of' },
    { type: 'Fraction', ref: 'a' },
  ],
  [{ type: 'GBP', ref: 'b' }],
];

describe('the input an answer part names', () => {
  it('is found by ref anywhere in the question', () => {
    expect(inputTypeOf(lines, 'a')).toBe('Fraction');
    expect(inputTypeOf(lines, 'b')).toBe('GBP');
    expect(inputTypeOf(lines, '')).toBeUndefined();
    expect(inputTypeOf(lines, 'z')).toBeUndefined();
  });
});

describe('question line edits', () => {
  it('refuses to remove the last element of the question', () => {
    expect(removeElement([[{ type: 'Text', text: 'Hi' }]], 0, 0)).toEqual({
      ok: false,
      message: LAST_ELEMENT,
    });
    expect(removeLine([[{ type: 'Text', text: 'Hi' }]], 0)).toEqual({
      ok: false,
      message: LAST_ELEMENT,
    });
    expect(LAST_ELEMENT).toBe('Cannot remove last question element');
  });

  it('drops a line left empty by removing its element', () => {
    expect(removeElement(lines, 1, 0)).toEqual({ ok: true, value: [lines[0]] });
  });

  it('keeps the ref or text when the type changes, and names new inputs a, b, c…', () => {
    expect(withType({ type: 'Fraction', ref: 'a' }, 'GBP', lines)).toEqual({
      type: 'GBP',
      ref: 'a',
    });
    expect(withType({ type: 'Text', text: 'x' }, 'Time', lines)).toEqual({
      type: 'Time',
      ref: 'c',
    });
    expect(withType({ type: 'Text', text: 'x' }, 'MC', lines)).toEqual({
      type: 'MC',
      ref: 'c',
      value: '',
    });
    expect(freeRef([])).toBe('a');
  });
});

describe('answer edits', () => {
  const answers: AnswerPart[][] = [
    [
      { ref: 'a', values: ['1/2', '2/4'] },
      { ref: 'b', values: ['3.50'] },
    ],
  ];

  it("refuses to remove the last answer: 'Cannot remove the last answer'", () => {
    expect(removeAlternative(answers, 0)).toEqual({ ok: false, message: LAST_ANSWER });
    expect(LAST_ANSWER).toBe('Cannot remove the last answer');
    const two = addAlternative(answers, lines);
    expect(two[1]).toEqual([
      { ref: 'a', values: [''] },
      { ref: 'b', values: [''] },
    ]);
    expect(removeAlternative(two, 1)).toEqual({ ok: true, value: answers });
  });

  it("refuses to remove the last part: 'Cannot remove the last answer part'", () => {
    const one = [[{ ref: 'a', values: ['1/2'] }]];
    expect(removePart(one, 0, 0)).toEqual({ ok: false, message: LAST_PART });
    expect(LAST_PART).toBe('Cannot remove the last answer part');
    expect(removePart(answers, 0, 1)).toEqual({ ok: true, value: [[answers[0]![0]]] });
  });

  it('adds a part for the first input the answer has not covered', () => {
    expect(addPart([[{ ref: 'a', values: ['1/2'] }]], 0, lines)[0]).toEqual([
      { ref: 'a', values: ['1/2'] },
      { ref: 'b', values: [''] },
    ]);
  });

  it('removes a cleared value when there are others, and empties the only one', () => {
    expect(setValue(answers, 0, 0, 1, '')[0]![0]).toEqual({ ref: 'a', values: ['1/2'] });
    expect(setValue(answers, 0, 1, 0, '')[0]![1]).toEqual({ ref: 'b', values: [''] });
    expect(setValue(answers, 0, 1, 0, '4.00')[0]![1]).toEqual({ ref: 'b', values: ['4.00'] });
  });
});
