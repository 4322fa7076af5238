import { useState } from 'react';

import { showError, showSuccess } from '../toasts';
import type { EditableFormActionsProps } from './EditableFormActions';
import { type FormOptions, useForm } from './useForm';

export interface EditableFormOptions<Values> extends FormOptions<Values> {
  /** Persists the values; may return the saved values to show from then on. */
  onSave: (values: Values) => Promise<Values | void>;
  /** Green toast text after a save; 'Saved' unless a screen says otherwise. */
  successText?: string;
  /** A new record starts in edit mode (its Cancel is then labelled Clear). */
  startEditing?: boolean;
}

/**
 * A form that starts read-only with Edit, then offers Save and Cancel.
 * Save is possible only when something changed and everything is valid;
 * after a save the form is read-only again and a green toast says so; a
 * failed save keeps the edits and shows a red toast, with each of the
 * server's messages that names a field also under that field.
 */
export function useEditableForm<Values extends object>(options: EditableFormOptions<Values>) {
  // Save stays disabled while invalid, so a changed field explains itself at once.
  const form = useForm({ checkChangedFields: true, ...options });
  const [editing, setEditing] = useState(options.startEditing ?? false);

  async function save(): Promise<void> {
    if (form.submitting || !form.check()) return;
    form.setSubmitting(true);
    try {
      const saved = (await options.onSave(form.values)) ?? form.values;
      form.reset(saved);
      setEditing(options.startEditing ?? false);
      showSuccess(options.successText);
    } catch (error) {
      form.showServerErrors(error);
      showError(error);
    } finally {
      form.setSubmitting(false);
    }
  }

  const canSave = editing && form.isDirty && form.isValid && !form.submitting;
  const startEdit = () => setEditing(true);
  const cancel = () => {
    form.reset();
    setEditing(options.startEditing ?? false);
  };

  return {
    ...form,
    editing,
    canSave,
    startEdit,
    cancel,
    save,
    /** Everything EditableFormActions needs, to spread onto it. */
    actionProps: {
      editing,
      canSave,
      saving: form.submitting,
      onEdit: startEdit,
      onSave: () => void save(),
      onCancel: cancel,
    } satisfies EditableFormActionsProps,
  };
}
