import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface FamilySearchFormProps {
  onFind: (email: string) => void;
  finding: boolean;
}

/** The parent's e-mail address, the one thing a family asking by e-mail gives. */
export function FamilySearchForm({ onFind, finding }: FamilySearchFormProps) {
  const [email, setEmail] = useState('');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim() !== '') onFind(email);
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Parent's e-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={finding} disabled={email.trim() === ''}>
          Find
        </Button>
      </Group>
    </form>
  );
}
