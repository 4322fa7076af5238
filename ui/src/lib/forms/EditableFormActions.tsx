import { Button, Group } from '@mantine/core';

export interface EditableFormActionsProps {
  editing: boolean;
  canSave: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** 'Clear' for a record that does not exist yet. */
  cancelLabel?: string;
}

export function EditableFormActions(props: EditableFormActionsProps) {
  if (!props.editing) {
    return (
      <Group justify="flex-end">
        <Button onClick={props.onEdit}>Edit</Button>
      </Group>
    );
  }
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
        {props.cancelLabel ?? 'Cancel'}
      </Button>
      <Button onClick={props.onSave} disabled={!props.canSave} loading={props.saving}>
        Save
      </Button>
    </Group>
  );
}
