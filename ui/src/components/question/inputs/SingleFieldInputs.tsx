import { filterGbp, filterNumber, filterTime, formatTime, TIME_MAX_LENGTH } from '../inputFilters';
import { wholeBoxName } from '../answerNames';
import { AnswerField } from './AnswerField';
import type { InputProps } from './fieldProps';

function common(props: InputProps) {
  return {
    value: props.value,
    onChange: props.onChange,
    disabled: props.disabled,
    readOnly: props.readOnly,
    label: wholeBoxName(props.answerName),
  };
}

/** Free text; whether letter case matters is the marker's business. */
export function TextAnswerInput(props: InputProps) {
  return <AnswerField {...common(props)} width="12rem" inputMode="text" />;
}

/** Whole Number and 1dp to 4dp. */
export function NumberAnswerInput(props: InputProps) {
  return <AnswerField {...common(props)} filter={filterNumber} inputMode="decimal" />;
}

export function TimeInput(props: InputProps) {
  return (
    <AnswerField
      {...common(props)}
      filter={filterTime}
      maxLength={TIME_MAX_LENGTH}
      inputMode="numeric"
      width="5rem"
      onBlur={() => {
        const formatted = formatTime(props.value);
        if (formatted !== props.value) props.onChange(formatted);
      }}
    />
  );
}

export function GbpInput(props: InputProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span aria-hidden>£</span>
      <AnswerField {...common(props)} filter={filterGbp} inputMode="numeric" />
    </span>
  );
}
