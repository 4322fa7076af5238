import type { Element } from '../../generated/api/schemas';
import {
  filterDigits,
  filterGbp,
  filterNumber,
  filterPieces,
  filterTime,
  filterWholePart,
} from './inputFilters';
import type { InputProps } from './inputs/fieldProps';
import {
  GbpInput,
  NumberAnswerInput,
  TextAnswerInput,
  TimeInput,
} from './inputs/SingleFieldInputs';
import {
  CoordinateInput,
  FractionInput,
  MixedFractionInput,
  RatioInput,
} from './inputs/SplitInputs';

/** The element types a child types an answer into: all but text, pictures and multiple choice. */
export type InputType = Exclude<Element['type'], 'Text' | 'Image' | 'MC'>;

interface InputTypeRules {
  /** The field (or fields) a child types the answer in. */
  Input: (props: InputProps) => React.JSX.Element;
  /**
   * What may be typed for an answer written whole, as the question editor's
   * accepted values are ('3/4', '(2,-1)', '-2 1/3'): each piece goes
   * through the filter of the box a child types it in, and the separators
   * of the written form stay.
   */
  filterWritten: (raw: string) => string;
  /** How an accepted value reads to a person, when not as stored: money with '£'. */
  written?: (value: string) => string;
  /** Answered in words, on the system keyboard; every other input takes the number pad. */
  words?: true;
}

const asTyped = (raw: string) => raw;
const number: InputTypeRules = { Input: NumberAnswerInput, filterWritten: filterNumber };
const ratio = (raw: string) => filterPieces(raw, /(:)/, filterNumber);

/**
 * What the UI does with each input type. `Element['type']` is written from
 * the server's types, so the compiler asks for a line here when the server
 * gains one (CONTRIBUTING.md, "Add a question element type").
 */
export const INPUT_TYPES: Record<InputType, InputTypeRules> = {
  'Text input': { Input: TextAnswerInput, filterWritten: asTyped, words: true },
  Textcs: { Input: TextAnswerInput, filterWritten: asTyped, words: true },
  'Whole Number': number,
  '1dp': number,
  '2dp': number,
  '3dp': number,
  '4dp': number,
  Fraction: {
    Input: FractionInput,
    filterWritten: (raw) => filterPieces(raw, /(\/)/, filterDigits),
  },
  MixedFraction: {
    Input: MixedFractionInput,
    // Only a whole part, first and not over a '/', may be negative.
    filterWritten: (raw) =>
      filterPieces(raw, /( +|\/)/, (piece, index, next) =>
        index === 0 && next !== '/' ? filterWholePart(piece) : filterDigits(piece),
      ),
  },
  Coordinate: {
    Input: CoordinateInput,
    filterWritten: (raw) => filterPieces(raw, /([(),])/, filterNumber),
  },
  RatioXY: { Input: (props) => <RatioInput {...props} parts={2} />, filterWritten: ratio },
  RatioXYZ: { Input: (props) => <RatioInput {...props} parts={3} />, filterWritten: ratio },
  Time: { Input: TimeInput, filterWritten: filterTime },
  GBP: { Input: GbpInput, filterWritten: filterGbp, written: (value) => `£${value}` },
};

export function isInputType(type: Element['type']): type is InputType {
  return type in INPUT_TYPES;
}

/** What may be typed as an accepted value of `type`; text and multiple-choice values are free. */
export function filterWrittenAnswer(type: Element['type'], raw: string): string {
  return isInputType(type) ? INPUT_TYPES[type].filterWritten(raw) : raw;
}

/** An accepted value of `type` as a person reads it. */
export function writtenValue(type: Element['type'] | undefined, value: string): string {
  const written = type && isInputType(type) ? INPUT_TYPES[type].written : undefined;
  return written ? written(value) : value;
}

/** The element is an answer box typed in numbers, which a touch screen's number pad serves. */
export function takesNumberPad(type: Element['type']): boolean {
  return type in INPUT_TYPES && !INPUT_TYPES[type as InputType].words;
}
