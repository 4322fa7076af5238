import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';

import type { MixEditor } from '../../hooks/useMixEditor';

/**
 * Choose a mix to edit, or tick content and name a new one; rename and
 * delete the chosen mix (tutor and TEST only).
 */
export function MixControls({ editor }: { editor: MixEditor }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Mix"
          value={editor.selected?._id ?? ''}
          onChange={(event) => editor.select(event.currentTarget.value)}
          data={[
            { value: '', label: 'New mix' },
            ...editor.mixes.map((mix) => ({ value: mix._id, label: mix.name })),
          ]}
        />
        <TextInput
          label="Mix name"
          value={editor.name}
          onChange={(event) => editor.setName(event.currentTarget.value)}
        />
        {editor.selected ? (
          <>
            <Button disabled={!editor.canRename} onClick={editor.rename}>
              Rename mix
            </Button>
            <Button color="red" variant="light" disabled={editor.busy} onClick={editor.remove}>
              Delete mix
            </Button>
          </>
        ) : (
          <Button disabled={!editor.canCreate || editor.busy} onClick={editor.create}>
            Create mix
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {editor.selected
          ? 'Ticking content below changes this mix at once.'
          : 'Tick the content for a new mix below, name it and create it.'}
      </Text>
    </Paper>
  );
}
