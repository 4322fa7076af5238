import { Divider, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import {
  filterDigits,
  filterNumber,
  filterWholePart,
  joinCoordinate,
  joinFraction,
  joinMixedFraction,
  joinRatio,
  splitCoordinate,
  splitFraction,
  splitMixedFraction,
  splitRatio,
} from '../inputFilters';
import { partBoxName } from '../answerNames';
import { AnswerField } from './AnswerField';
import type { InputProps } from './fieldProps';
import { splitFields } from './SplitFields';

function Inline({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>{children}</span>;
}

function Sign({ children }: { children: string }) {
  return <span aria-hidden>{children}</span>;
}

function box(props: InputProps, label: string, width = '4.5rem') {
  return {
    disabled: props.disabled,
    readOnly: props.readOnly,
    label: partBoxName(label, props.answerName),
    width,
  };
}

/** Shown as (x,y): two boxes of numbers. */
export function CoordinateInput(props: InputProps) {
  const { fields, setField } = splitFields(
    props.value,
    splitCoordinate,
    joinCoordinate,
    props.onChange,
  );
  return (
    <Inline>
      <Sign>(</Sign>
      <AnswerField
        {...box(props, 'x')}
        value={fields[0] ?? ''}
        filter={filterNumber}
        onChange={(x) => setField(0, x)}
      />
      <Sign>,</Sign>
      <AnswerField
        {...box(props, 'y')}
        value={fields[1] ?? ''}
        filter={filterNumber}
        onChange={(y) => setField(1, y)}
      />
      <Sign>)</Sign>
    </Inline>
  );
}

/** Two (RatioXY) or three (RatioXYZ) boxes joined with ':'. */
export function RatioInput(props: InputProps & { parts: 2 | 3 }) {
  const { fields, setField } = splitFields(
    props.value,
    (value) => splitRatio(value, props.parts),
    joinRatio,
    props.onChange,
  );
  return (
    <Inline>
      {fields.map((field, index) => (
        <Inline key={index}>
          {index > 0 && <Sign>:</Sign>}
          <AnswerField
            {...box(props, `part ${index + 1}`)}
            value={field}
            filter={filterNumber}
            onChange={(part) => setField(index, part)}
          />
        </Inline>
      ))}
    </Inline>
  );
}

/** Numerator over denominator, as fractions are written at school. */
function StackedFraction(props: {
  input: InputProps;
  numerator: string;
  denominator: string;
  onNumerator: (value: string) => void;
  onDenominator: (value: string) => void;
  optional?: boolean;
}) {
  return (
    <Stack gap={2} align="center" style={{ display: 'inline-flex' }}>
      <AnswerField
        {...box(props.input, 'numerator', '3.5rem')}
        optional={props.optional}
        value={props.numerator}
        filter={filterDigits}
        inputMode="numeric"
        onChange={props.onNumerator}
      />
      <Divider w="100%" size="sm" color="dark" />
      <AnswerField
        {...box(props.input, 'denominator', '3.5rem')}
        optional={props.optional}
        value={props.denominator}
        filter={filterDigits}
        inputMode="numeric"
        onChange={props.onDenominator}
      />
    </Stack>
  );
}

export function FractionInput(props: InputProps) {
  const { fields, setField } = splitFields(
    props.value,
    splitFraction,
    joinFraction,
    props.onChange,
  );
  return (
    <StackedFraction
      input={props}
      numerator={fields[0] ?? ''}
      denominator={fields[1] ?? ''}
      onNumerator={(value) => setField(0, value)}
      onDenominator={(value) => setField(1, value)}
    />
  );
}

/** A whole number, a fraction, or both; the whole part may be negative. */
export function MixedFractionInput(props: InputProps) {
  const { fields, setField } = splitFields(
    props.value,
    splitMixedFraction,
    joinMixedFraction,
    props.onChange,
  );
  const [whole = '', numerator = '', denominator = ''] = fields;
  // A whole number alone, or a fraction alone, is a whole answer.
  const fractionTyped = numerator !== '' && denominator !== '';
  const wholeAlone = whole !== '' && numerator === '' && denominator === '';
  return (
    <Inline>
      <AnswerField
        {...box(props, 'whole number')}
        optional={fractionTyped}
        value={whole}
        filter={filterWholePart}
        inputMode="numeric"
        onChange={(value) => setField(0, value)}
      />
      <StackedFraction
        input={props}
        numerator={numerator}
        denominator={denominator}
        onNumerator={(value) => setField(1, value)}
        onDenominator={(value) => setField(2, value)}
        optional={wholeAlone}
      />
    </Inline>
  );
}
