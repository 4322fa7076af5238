import { Button, Checkbox, Group, TextInput } from '@mantine/core';

import type { QuestionStatus } from '../../../generated/api/schemas';
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
        {/* Five fixed choices: a box each shows them all at once, and needs
            no dropdown (nor the library that places one). */}
        <Checkbox.Group
          label="Status"
          value={filter.status}
          onChange={(status) => onChange({ ...filter, status: status as QuestionStatus[] })}
          style={{ flex: 2 }}
        >
          <Group gap="md" mih={36}>
            {STATUS_CHOICES.map((status) => (
              <Checkbox key={status} value={status} label={status} />
            ))}
          </Group>
        </Checkbox.Group>
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </Group>
    </form>
  );
}
