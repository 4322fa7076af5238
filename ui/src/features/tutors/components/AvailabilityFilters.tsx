import { Group, NativeSelect } from '@mantine/core';

import { DAY_NAMES, formatTime } from '../../../components/availability/slotMaths';
import {
  type AvailabilityFilter,
  EVERY_DAY,
  SLOT_STATUSES,
  type SlotStatus,
} from '../allAvailabilityFilter';

const DAY_OPTIONS = [
  { value: String(EVERY_DAY), label: 'All days' },
  ...DAY_NAMES.map((name, day) => ({ value: String(day), label: name })),
];

const HOUR_OPTIONS = Array.from({ length: 25 }, (_, hour) => ({
  value: String(hour),
  label: formatTime(hour * 60),
}));

interface AvailabilityFiltersProps {
  filter: AvailabilityFilter;
  onChange: (filter: AvailabilityFilter) => void;
}

/** Day, From and until (whole hours) and Status. */
export function AvailabilityFilters({ filter, onChange }: AvailabilityFiltersProps) {
  const hours = (field: 'from' | 'until', label: string) => (
    <NativeSelect
      label={label}
      data={HOUR_OPTIONS}
      value={String(filter[field])}
      onChange={(event) => onChange({ ...filter, [field]: Number(event.currentTarget.value) })}
    />
  );
  return (
    <Group align="flex-end">
      <NativeSelect
        label="Day"
        data={DAY_OPTIONS}
        value={String(filter.day)}
        onChange={(event) => onChange({ ...filter, day: Number(event.currentTarget.value) })}
      />
      {hours('from', 'From')}
      {hours('until', 'Until')}
      <NativeSelect
        label="Status"
        data={[...SLOT_STATUSES]}
        value={filter.status}
        onChange={(event) =>
          onChange({ ...filter, status: event.currentTarget.value as SlotStatus })
        }
      />
    </Group>
  );
}
