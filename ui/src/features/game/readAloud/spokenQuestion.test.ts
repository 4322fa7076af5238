import { describe, expect, it } from 'vitest';

import type { Element } from '../../../generated/api/schemas';
import { INPUT_TYPES, type InputType } from '../../../components/question/inputTypes';
import { SPOKEN_BLANK, SPOKEN_PICTURE, spokenQuestion } from './spokenQuestion';

const text = (words: string): Element => ({ type: 'Text', text: words });

describe('a question read aloud', () => {
  it.each(Object.keys(INPUT_TYPES) as InputType[])('reads a %s answer box as a blank', (type) => {
    const box = { type, ref: 'a' } as Element;
    expect(spokenQuestion([[text('7 × 8 ='), box]])).toBe(
      `seven times eight equals ${SPOKEN_BLANK}.`,
    );
  });

  it('reads a picture, and the choices of a multiple-choice input with "or"', () => {
    const question: Element[][] = [
      [{ type: 'Image', image_id: 'starter-circle.png' }, text('Which shape is this?')],
      [
        { type: 'MC', ref: 'a', value: 'circle' },
        { type: 'MC', ref: 'a', value: 'square' },
        { type: 'MC', ref: 'a', value: 'triangle' },
      ],
    ];
    expect(spokenQuestion(question)).toBe(
      `${SPOKEN_PICTURE} Which shape is this? circle, square or triangle.`,
    );
  });

  it('keeps the choices of two multiple-choice inputs apart', () => {
    const question: Element[][] = [
      [
        text('Pick'),
        { type: 'MC', ref: 'a', value: '1/2' },
        { type: 'MC', ref: 'a', value: '1/3' },
        text('and'),
        { type: 'MC', ref: 'b', value: '£1' },
        { type: 'MC', ref: 'b', value: '50p' },
      ],
    ];
    expect(spokenQuestion(question)).toBe(
      'Pick one half or one third and one pound or fifty pence.',
    );
  });

  it('reads times as on a clock in a question asking for a time', () => {
    const question: Element[][] = [
      [{ type: 'Image', image_id: 'starter-clock-0415.png' }],
      [text('The clock shows 4:15. What time will it be in 30 minutes?')],
      [{ type: 'Time', ref: 'a' }],
    ];
    expect(spokenQuestion(question)).toBe(
      `${SPOKEN_PICTURE}. The clock shows quarter past four. What time will it be in thirty minutes? ${SPOKEN_BLANK}.`,
    );
  });

  it('reads signs beside an answer box', () => {
    const question: Element[][] = [
      [text('40 −'), { type: 'Whole Number', ref: 'a' }, text('= 25')],
      [text('1/2 ='), { type: 'Whole Number', ref: 'b' }, text('/8')],
    ];
    expect(spokenQuestion(question)).toBe(
      'forty minus blank equals twenty-five. one half equals blank over eight.',
    );
  });

  it('pauses between lines and leaves out empty ones', () => {
    expect(spokenQuestion([[text('Add 2 and 3')], [], [text('Write the total:')]])).toBe(
      'Add two and three. Write the total:',
    );
  });
});
