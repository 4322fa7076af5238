import { Badge, CloseButton, Group, NativeSelect, SegmentedControl } from '@mantine/core';

import { formatWeekStart } from '../../../../lib/dates';
import {
  type AnswerFilters,
  PERFORMANCE_CHOICES,
  REVIEWED_CHOICES,
  TOKEN_CHOICES,
} from '../../rules/answerFilters';

const ANY = '';

function ColumnFilter<T extends string>(props: {
  label: string;
  value: T | null;
  choices: readonly T[];
  onChange: (value: T | null) => void;
}) {
  return (
    <NativeSelect
      label={props.label}
      value={props.value ?? ANY}
      data={[
        { value: ANY, label: 'Any' },
        ...props.choices.map((choice) => ({ value: choice, label: choice })),
      ]}
      onChange={(event) =>
        props.onChange(props.choices.find((choice) => choice === event.currentTarget.value) ?? null)
      }
    />
  );
}

function RemovableFilter({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <Badge
      size="lg"
      variant="light"
      rightSection={<CloseButton size="xs" aria-label={clearLabel} onClick={onClear} />}
    >
      {text}
    </Badge>
  );
}

/** The Answers tab's filters; `endcodeName` names the endcode filter when known. */
export function AnswerFiltersBar({
  filters,
  endcodeName,
  onChange,
}: {
  filters: AnswerFilters;
  endcodeName: string | undefined;
  onChange: (filters: AnswerFilters) => void;
}) {
  return (
    <Group align="flex-end" gap="sm">
      <SegmentedControl
        aria-label="Which answers"
        value={filters.onlyNonCorrect ? 'non_correct' : 'all'}
        onChange={(value) => onChange({ ...filters, onlyNonCorrect: value === 'non_correct' })}
        data={[
          { value: 'all', label: 'All answers' },
          { value: 'non_correct', label: 'Only non-correct' },
        ]}
      />
      <ColumnFilter
        label="Reviewed"
        value={filters.reviewed}
        choices={REVIEWED_CHOICES}
        onChange={(reviewed) => onChange({ ...filters, reviewed })}
      />
      <ColumnFilter
        label="Token"
        value={filters.tokens}
        choices={TOKEN_CHOICES}
        onChange={(tokens) => onChange({ ...filters, tokens })}
      />
      <ColumnFilter
        label="Performance"
        value={filters.performance}
        choices={PERFORMANCE_CHOICES}
        onChange={(performance) => onChange({ ...filters, performance })}
      />
      {filters.endcode && (
        <RemovableFilter
          text={`Endcode: ${endcodeName ?? filters.endcode}`}
          clearLabel="Show every endcode"
          onClear={() => onChange({ ...filters, endcode: null })}
        />
      )}
      {filters.week && (
        <RemovableFilter
          text={`Week of ${formatWeekStart(new Date(filters.week))}`}
          clearLabel="Show every week"
          onClear={() => onChange({ ...filters, week: null })}
        />
      )}
    </Group>
  );
}
