import { TextInput } from '@mantine/core';

import { useTouchScreen } from '../../../lib/touchScreen';

export interface AnswerFieldProps {
  value: string;
  onChange: (value: string) => void;
  filter?: (raw: string) => string;
  /** Read aloud and used by tests: says which input and which part. */
  label: string;
  width?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'text';
  disabled?: boolean;
  readOnly?: boolean;
  onBlur?: () => void;
  /** May stay empty with what is already typed beside it (a mixed number's parts). */
  optional?: boolean;
}

/**
 * One box a child types into. `data-answer-field` lets the question find
 * every box for Enter's fill-then-submit behaviour, and `data-optional`
 * tells it which boxes an answer may leave empty.
 */
export function AnswerField(props: AnswerFieldProps) {
  const filter = props.filter ?? ((raw: string) => raw);
  // On a touch screen numbers come from the on-screen pad, which has the
  // minus, point and colon the system's number keyboards lack; words
  // still come from the system keyboard. Boxes grow to finger size.
  const touchScreen = useTouchScreen();
  const numberPad = touchScreen && props.inputMode !== 'text';
  return (
    <TextInput
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(filter(event.currentTarget.value))}
      onBlur={props.onBlur}
      disabled={props.disabled}
      readOnly={props.readOnly}
      maxLength={props.maxLength}
      inputMode={numberPad ? 'none' : props.inputMode}
      autoComplete="off"
      data-answer-field=""
      data-optional={props.optional ? 'true' : undefined}
      w={props.width ?? '6rem'}
      size={touchScreen ? 'lg' : 'sm'}
    />
  );
}
