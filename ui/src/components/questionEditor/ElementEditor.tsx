import { Button, Group, NativeSelect, TextInput } from '@mantine/core';

import type { Element } from '../../generated/api/schemas';
import { ImageField } from './ImageField';
import { ELEMENT_TYPES, type ElementType, withType } from './questionEdits';

export interface ElementEditorProps {
  element: Element;
  /** Zero-based position, shown counting from one. */
  line: number;
  index: number;
  lines: Element[][];
  editing: boolean;
  errorAt: Record<string, string>;
  onChange: (element: Element) => void;
  onRemove: () => void;
}

/** One element of a line: its type, then its text, picture, ref or choice. */
export function ElementEditor(props: ElementEditorProps) {
  const { element, editing } = props;
  const name = `Line ${props.line + 1} element ${props.index + 1}`;
  const path = `lines[${props.line}][${props.index}]`;
  const readOnly = !editing;

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid="element-editor">
      <NativeSelect
        aria-label={`${name} type`}
        data={ELEMENT_TYPES}
        value={element.type}
        disabled={readOnly}
        onChange={(event) =>
          props.onChange(withType(element, event.currentTarget.value as ElementType, props.lines))
        }
        w="9rem"
      />
      {element.type === 'Text' && (
        <TextInput
          aria-label={`${name} text`}
          placeholder="Text"
          value={element.text}
          readOnly={readOnly}
          error={props.errorAt[`${path}.text`]}
          onChange={(event) => props.onChange({ ...element, text: event.currentTarget.value })}
          style={{ flex: 1 }}
        />
      )}
      {element.type === 'Image' && (
        <ImageField
          label={`${name} image`}
          imageId={element.image_id}
          editing={editing}
          error={props.errorAt[`${path}.image_id`]}
          onUploaded={(image_id) => props.onChange({ ...element, image_id })}
        />
      )}
      {'ref' in element && (
        <TextInput
          aria-label={`${name} ref`}
          placeholder="Ref"
          value={element.ref}
          readOnly={readOnly}
          error={props.errorAt[`${path}.ref`]}
          onChange={(event) => props.onChange({ ...element, ref: event.currentTarget.value })}
          w="6rem"
        />
      )}
      {element.type === 'MC' && (
        <TextInput
          aria-label={`${name} choice`}
          placeholder="Choice"
          value={element.value}
          readOnly={readOnly}
          error={props.errorAt[`${path}.value`]}
          onChange={(event) => props.onChange({ ...element, value: event.currentTarget.value })}
          style={{ flex: 1 }}
        />
      )}
      {editing && (
        <Button
          variant="subtle"
          color="red"
          ml="auto"
          aria-label={`Remove ${name}`}
          onClick={props.onRemove}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
