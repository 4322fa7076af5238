import { NativeSelect } from '@mantine/core';

import type { Choice } from '../rules/reschedule';

export interface ChoiceSelectProps {
  label: string;
  value: Choice;
  options: { value: number; label: string }[];
  onChange: (value: Choice) => void;
}

/**
 * A picker of numbers (day, hour, minute). It starts empty when the
 * current value is not on offer (a session at 07:00 cannot be moved to
 * 07:00), so nothing invalid is ever preselected.
 */
export function ChoiceSelect({ label, value, options, onChange }: ChoiceSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value === null ? '' : String(value)}
      data={[
        { value: '', label: 'Choose…', disabled: true },
        ...options.map((option) => ({ value: String(option.value), label: option.label })),
      ]}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
      }
    />
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Options for the hours and minutes on offer, shown as on a clock. */
export const clockOptions = (values: number[]) =>
  values.map((value) => ({ value, label: twoDigits(value) }));
