import { describe, expect, it } from 'vitest';

import { clockWords, fractionWords, numberWords, wholeNumberWords } from './numberWords';
import { spokenText } from './spokenText';

describe('numbers in words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred and five'],
    [999, 'nine hundred and ninety-nine'],
    [1000, 'one thousand'],
    [1005, 'one thousand and five'],
    [27859, 'twenty-seven thousand, eight hundred and fifty-nine'],
    [1000000, 'one million'],
    [2300045, 'two million, three hundred thousand and forty-five'],
    [-13, 'minus thirteen'],
  ])('%s is %s', (n, words) => {
    expect(wholeNumberWords(n)).toBe(words);
  });

  it.each([
    ['27,859', 'twenty-seven thousand, eight hundred and fifty-nine'],
    ['3.25', 'three point two five'],
    ['0.5', 'zero point five'],
    ['-4', 'minus four'],
    ['−0.75', 'minus zero point seven five'],
  ])('written %s is %s', (written, words) => {
    expect(numberWords(written)).toBe(words);
  });

  it.each([
    [1, 2, 'one half'],
    [3, 2, 'three halves'],
    [1, 4, 'one quarter'],
    [3, 4, 'three quarters'],
    [1, 3, 'one third'],
    [4, 6, 'four sixths'],
    [5, 8, 'five eighths'],
    [7, 9, 'seven ninths'],
    [5, 12, 'five twelfths'],
    [3, 20, 'three twentieths'],
    [1, 21, 'one twenty-first'],
    [7, 100, 'seven hundredths'],
    [3, 1000, 'three thousandths'],
  ])('%s/%s is %s', (top, bottom, words) => {
    expect(fractionWords(top, bottom)).toBe(words);
  });

  it.each([
    [4, 0, "four o'clock"],
    [4, 15, 'quarter past four'],
    [4, 30, 'half past four'],
    [4, 45, 'quarter to five'],
    [4, 20, 'twenty past four'],
    [6, 50, 'ten to seven'],
    [12, 55, 'five to one'],
    [16, 30, 'half past four'],
    [0, 0, "twelve o'clock"],
    [2, 7, 'seven minutes past two'],
    [2, 59, 'one minute to three'],
  ])('%s:%s on a clock is %s', (hours, minutes, words) => {
    expect(clockWords(hours, minutes)).toBe(words);
  });
});

describe('the text of a question, read aloud', () => {
  it.each([
    ['What is 4/6 of 12?', 'What is four sixths of twelve?'],
    [
      'What is the value of the digit 2 in 27,859?',
      'What is the value of the digit two in twenty-seven thousand, eight hundred and fifty-nine?',
    ],
    ['A pen costs £3.50', 'A pen costs three pounds fifty'],
    ['£1 and £0.75 and £12.05', 'one pound and seventy-five pence and twelve pounds five'],
    ['Sweets cost 45p', 'Sweets cost forty-five pence'],
    ['7 × 8 =', 'seven times eight equals'],
    ['56 ÷ 7 = ___', 'fifty-six divided by seven equals blank'],
    ['12 + 5 - 3', 'twelve plus five minus three'],
    ['12-5', 'twelve minus five'],
    ['The temperature is -4°', 'The temperature is minus four degrees'],
    ['50% of 30', 'fifty percent of thirty'],
    ['Is 3 < 5 or 5 > 3?', 'Is three is less than five or five is greater than three?'],
    ['2 3/4 + 1/4', 'two and three quarters plus one quarter'],
    ['Share in the ratio 2:3', 'Share in the ratio two to three'],
    ['Mix them 1:2:5', 'Mix them one to two to five'],
    ['A well-known sum', 'A well-known sum'],
    ['40 −', 'forty minus'],
    ['8 cm or 7cm, in cm?', 'eight centimetres or seven centimetres, in centimetres?'],
    [
      '190 ml and 2 l and 5kg and 430 g and 3 m and 4 km',
      'one hundred and ninety millilitres and two litres and five kilograms and four hundred and thirty grams and three metres and four kilometres',
    ],
    ['a m and a g', 'a m and a g'],
    ['1/2 = ', 'one half equals'],
    ['/8', 'over eight'],
  ])('%s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it('reads a time as on a clock when the question is about clocks', () => {
    expect(spokenText('The film starts at 4:30', true)).toBe('The film starts at half past four');
    expect(spokenText('The film starts at 4:30')).toBe('The film starts at four to thirty');
  });
});
