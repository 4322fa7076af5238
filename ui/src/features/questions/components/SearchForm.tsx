import { Button, Group, MultiSelect, TextInput } from '@mantine/core';

import type { QuestionStatus } from '../../../generated/QuestionStatus';
import type { SearchFilter } from '../api/searchApi';

const STATUS_CHOICES: QuestionStatus[] = ['live', 'draft', 'archived', 'review', 'approved'];

interface SearchFormProps {
  filter: SearchFilter;
  busy: boolean;
  onChange: (filter: SearchFilter) => void;
  onSearch: () => void;
}

export function SearchForm({ filter, busy, onChange, onSearch }: SearchFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Ref"
          value={filter.ref}
          onChange={(event) => onChange({ ...filter, ref: event.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <MultiSelect
          label="Status"
          data={STATUS_CHOICES}
          value={filter.status}
          onChange={(status) => onChange({ ...filter, status: status as QuestionStatus[] })}
          style={{ flex: 2 }}
        />
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </Group>
    </form>
  );
}
