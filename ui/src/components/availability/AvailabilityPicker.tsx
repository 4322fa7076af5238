import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';

import {
  choose,
  type ChosenRange,
  chosenRange,
  DAY_OPTIONS,
  EMPTY_PICKER,
  FROM_HOURS,
  invalidFields,
  MINUTES,
  type PickerField,
  UNTIL_HOURS,
} from './pickerState';

/** An empty first option: nothing is chosen for the tutor. */
const withPrompt = (options: readonly (string | { value: string; label: string })[]) => [
  { value: '', label: '–' },
  ...options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  ),
];

const FIELDS: { field: PickerField; label: string; options: ReturnType<typeof withPrompt> }[] = [
  { field: 'day', label: 'Day', options: withPrompt(DAY_OPTIONS) },
  { field: 'fromHour', label: 'From hour', options: withPrompt(FROM_HOURS) },
  { field: 'fromMinute', label: 'From minute', options: withPrompt(MINUTES) },
  { field: 'untilHour', label: 'Until hour', options: withPrompt(UNTIL_HOURS) },
  { field: 'untilMinute', label: 'Until minute', options: withPrompt(MINUTES) },
];

/**
 * Day, from and until: Add is enabled only for a complete range that runs
 * forwards; until then the labels of what is missing or wrong are red.
 * The choices stay after Add, so the same hours can go on another day.
 */
export function AvailabilityPicker({ onAdd }: { onAdd: (range: ChosenRange) => void }) {
  const [values, setValues] = useState(EMPTY_PICKER);
  const range = chosenRange(values);
  const invalid = invalidFields(values);

  return (
    <Group align="flex-end" gap="sm">
      {FIELDS.map(({ field, label, options }) => (
        <NativeSelect
          key={field}
          label={label}
          data={options}
          value={values[field]}
          onChange={(event) => setValues(choose(values, field, event.currentTarget.value))}
          labelProps={{ c: invalid.has(field) ? 'red' : undefined }}
        />
      ))}
      <Button disabled={range === null} onClick={() => range && onAdd(range)}>
        Add
      </Button>
    </Group>
  );
}
