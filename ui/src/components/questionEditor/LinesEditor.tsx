import { Button, Group, Stack, Text } from '@mantine/core';

import type { Element } from '../../generated/api/schemas';
import { RemovableBlock } from './RemovableBlock';
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
        <RemovableBlock
          key={l}
          noun="Line"
          number={l + 1}
          editing={editing}
          onRemove={() => onEdit(removeLine(lines, l))}
          testId="line-editor"
        >
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
        </RemovableBlock>
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
