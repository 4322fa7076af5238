import { Button, Group, Paper, Stack, Text } from '@mantine/core';

import type { Element } from '../../generated/Element';
import { ElementEditor } from './ElementEditor';
import {
  addElement,
  addLine,
  type Edit,
  removeElement,
  removeLine,
  replaceElement,
} from './questionEdits';

interface LinesEditorProps {
  lines: Element[][];
  editing: boolean;
  errorAt: Record<string, string>;
  onEdit: (edit: Edit<Element[][]>) => void;
}

/** The question's lines, each a row of elements, with add and remove. */
export function LinesEditor({ lines, editing, errorAt, onEdit }: LinesEditorProps) {
  const set = (value: Element[][]) => onEdit({ ok: true, value });
  return (
    <Stack gap="xs">
      <Text fw={600}>Lines</Text>
      {lines.map((line, l) => (
        <Paper key={l} withBorder p="xs" data-testid="line-editor">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Line {l + 1}
              </Text>
              {editing && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${l + 1}`}
                  onClick={() => onEdit(removeLine(lines, l))}
                >
                  Remove line
                </Button>
              )}
            </Group>
            {line.map((element, e) => (
              <ElementEditor
                key={e}
                element={element}
                line={l}
                index={e}
                lines={lines}
                editing={editing}
                errorAt={errorAt}
                onChange={(next) => set(replaceElement(lines, l, e, next))}
                onRemove={() => onEdit(removeElement(lines, l, e))}
              />
            ))}
            {editing && (
              <Group>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Add element to line ${l + 1}`}
                  onClick={() => set(addElement(lines, l))}
                >
                  Add element
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {editing && (
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => set(addLine(lines))}>
            Add line
          </Button>
        </Group>
      )}
    </Stack>
  );
}
