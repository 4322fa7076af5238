import { Badge, CloseButton, Group, NativeSelect, SegmentedControl } from '@mantine/core';

import { formatWeekStart } from '../../../../lib/dates';
import type { EndcodePlace } from '../../rules/hierarchy';
import {
  type AnswerFilters,
  PERFORMANCE_CHOICES,
  REVIEWED_CHOICES,
  TOKEN_CHOICES,
} from '../../rules/answerFilters';
import { columnWords } from '../../rules/plainWords';

const ANY = '';

function ColumnFilter<T extends string>(props: {
  label: string;
  value: T | null;
  choices: readonly T[];
  plain: boolean;
  onChange: (value: T | null) => void;
}) {
  return (
    <NativeSelect
      label={props.label}
      value={props.value ?? ANY}
      data={[
        { value: ANY, label: 'Any' },
        ...props.choices.map((choice) => ({
          value: choice,
          label: props.plain ? columnWords(choice) : choice,
        })),
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

/**
 * The Answers tab's filters; `endcode` names the endcode filter when known:
 * by its code for the staff (`showCodes`), by its description for a child
 * or parent, who also read the column values in plain words.
 */
export function AnswerFiltersBar({
  filters,
  endcode,
  showCodes,
  onChange,
}: {
  filters: AnswerFilters;
  endcode: EndcodePlace | undefined;
  showCodes: boolean;
  onChange: (filters: AnswerFilters) => void;
}) {
  const plain = !showCodes;
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
        plain={plain}
        value={filters.reviewed}
        choices={REVIEWED_CHOICES}
        onChange={(reviewed) => onChange({ ...filters, reviewed })}
      />
      <ColumnFilter
        label="Token"
        plain={plain}
        value={filters.tokens}
        choices={TOKEN_CHOICES}
        onChange={(tokens) => onChange({ ...filters, tokens })}
      />
      <ColumnFilter
        label="Performance"
        plain={plain}
        value={filters.performance}
        choices={PERFORMANCE_CHOICES}
        onChange={(performance) => onChange({ ...filters, performance })}
      />
      {filters.endcode && (
        <RemovableFilter
          text={
            showCodes
              ? `Endcode: ${endcode?.name ?? filters.endcode}`
              : `Skill: ${endcode?.label ?? 'one skill'}`
          }
          clearLabel={showCodes ? 'Show every endcode' : 'Show every skill'}
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
