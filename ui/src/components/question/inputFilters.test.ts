import { describe, expect, it } from 'vitest';

import {
  filterDigits,
  filterGbp,
  filterNumber,
  filterTime,
  filterWholePart,
  formatTime,
  joinCoordinate,
  joinFraction,
  joinMixedFraction,
  joinRatio,
  splitCoordinate,
  splitFraction,
  splitMixedFraction,
  splitRatio,
} from './inputFilters';
import { filterWrittenAnswer } from './inputTypes';

describe('whole-number, decimal, coordinate and ratio boxes keep digits, . and -', () => {
  it.each([
    ['42', '42'],
    ['-3.5', '-3.5'],
    ['1,000', '1000'],
    ['abc', ''],
    ['£2.50p', '2.50'],
    [' 7 ', '7'],
    ['1e5', '15'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(filterNumber(typed)).toBe(kept));
});

describe('fraction boxes keep digits only', () => {
  it.each([
    ['3', '3'],
    ['-3', '3'],
    ['1.5', '15'],
    ['3/4', '34'],
    ['x', ''],
  ])('%j -> %j', (typed, kept) => expect(filterDigits(typed)).toBe(kept));
});

describe('the whole part of a mixed fraction may be negative', () => {
  it.each([
    ['2', '2'],
    ['-2', '-2'],
    ['-', '-'],
    ['2-', '2'],
    ['--2', '-2'],
    ['1.5', '15'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(filterWholePart(typed)).toBe(kept));
});

describe('time: at most 5 characters of digits and colon, read as hh:mm', () => {
  it.each([
    ['9', '9'],
    ['09', '09'],
    ['093', '09:3'],
    ['0930', '09:30'],
    ['09305', '09:30'],
    ['9:30', '9:30'],
    ['09:30', '09:30'],
    ['09:305', '09:30'],
    ['12:3:4', '12:34'],
    ['123:45', '12:45'],
    ['ab12cd', '12'],
    ['09:', '09:'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(filterTime(typed)).toBe(kept));

  it.each([
    ['9:30', '09:30'],
    ['09:30', '09:30'],
    ['9:3', '9:3'],
    ['', ''],
  ])('leaving %j shows %j', (typed, shown) => expect(formatTime(typed)).toBe(shown));
});

describe('GBP keeps digits and puts the decimal point before the last two digits', () => {
  it.each([
    ['3', '0.03'],
    ['35', '0.35'],
    ['350', '3.50'],
    ['0.035', '0.35'],
    ['0.350', '3.50'],
    ['3.5', '0.35'],
    ['12345', '123.45'],
    ['£1.2a3', '1.23'],
    ['0.0', ''],
    ['0', ''],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(filterGbp(typed)).toBe(kept));

  it('accepts its own output unchanged', () => {
    for (const value of ['0.05', '3.50', '123.45']) expect(filterGbp(value)).toBe(value);
  });
});

describe('multi-box inputs join into the value the marker reads', () => {
  it.each([
    [['3', '-2'], '(3,-2)'],
    [['', '4'], '(,4)'],
  ])('coordinate %j -> %j', (fields, value) => {
    expect(joinCoordinate(fields)).toBe(value);
    expect(splitCoordinate(value)).toEqual(fields);
  });

  it.each([
    [['2', '3'], '2:3'],
    [['1', '', '3'], '1::3'],
  ])('ratio %j -> %j', (fields, value) => {
    expect(joinRatio(fields)).toBe(value);
    expect(splitRatio(value, fields.length)).toEqual(fields);
  });

  it('splits an empty ratio into empty boxes', () => {
    expect(splitRatio('', 3)).toEqual(['', '', '']);
  });

  it.each([
    [['3', '4'], '3/4'],
    [['3', ''], '3/'],
  ])('fraction %j -> %j', (fields, value) => {
    expect(joinFraction(fields)).toBe(value);
    expect(splitFraction(value)).toEqual(fields);
  });

  it.each([
    [['2', '', ''], '2'],
    [['-2', '', ''], '-2'],
    [['', '1', '3'], '1/3'],
    [['-2', '1', '3'], '-2 1/3'],
    [['2', '1', ''], '2 1/'],
  ])('mixed fraction %j -> %j', (fields, value) => {
    expect(joinMixedFraction(fields)).toBe(value);
    expect(splitMixedFraction(value)).toEqual(fields);
  });
});

describe('an answer written whole (the question editor) is filtered like the boxes a child types in', () => {
  it.each([
    ['Whole Number', '12a', '12'],
    ['2dp', '-3.5x', '-3.5'],
    ['Time', '0930', '09:30'],
    ['GBP', '£350', '3.50'],
    ['Coordinate', '(3,-2.5)', '(3,-2.5)'],
    ['Coordinate', '(3a,b-2)', '(3,-2)'],
    ['Coordinate', '(', '('],
    ['RatioXY', '2:3x', '2:3'],
    ['RatioXYZ', '1:a:3', '1::3'],
    ['Fraction', '3/4', '3/4'],
    ['Fraction', '-3/x4', '3/4'],
    ['Fraction', '3/', '3/'],
    ['MixedFraction', '-2 1/3', '-2 1/3'],
    ['MixedFraction', '-2 -1/3a', '-2 1/3'],
    ['MixedFraction', '-1/3', '1/3'],
    ['MixedFraction', '2 ', '2 '],
    ['Text input', 'Triangle!', 'Triangle!'],
    ['Textcs', 'Paris', 'Paris'],
    ['MC', 'B) 12', 'B) 12'],
  ] as const)('%s: %j -> %j', (type, typed, kept) => {
    expect(filterWrittenAnswer(type, typed)).toBe(kept);
  });

  it.each(['Fraction', 'MixedFraction', 'Coordinate', 'RatioXYZ', 'Time', 'GBP'] as const)(
    '%s accepts its own output',
    (type) => {
      const once = filterWrittenAnswer(type, '(-12 3/4:5,6.5)x');
      expect(filterWrittenAnswer(type, once)).toBe(once);
    },
  );
});
