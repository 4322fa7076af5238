import { type FormEvent, useCallback, useState } from 'react';

import type { AdminQuestion } from '../../generated/api/schemas';
import { errorMessages } from '../../lib/api/apiError';
import { useBusy } from '../../lib/busy';
import type { FieldError } from '../../lib/forms/formErrors';
import { useForm } from '../../lib/forms/useForm';
import { logRemote } from '../../lib/remoteLog';
import { showError, showSuccess } from '../../lib/toasts';
import { archiveQuestion, createQuestion, saveQuestion } from './questionApi';
import type { Edit } from './questionEdits';
import {
  bodyOf,
  newQuestionValues,
  QUESTION_FIELDS,
  type QuestionValues,
  timeWarning,
  validateQuestion,
  valuesOf,
} from './questionForm';

export const QUESTION_SAVED = 'Question saved';
export const QUESTION_ARCHIVED = 'Question archived';
const BUSY = 'Cannot save when busy';

export interface QuestionEditorOptions {
  /** The question to edit; without one a new question is made in `endcodeId`. */
  question?: AdminQuestion;
  endcodeId?: string;
  onSaved?: (question: AdminQuestion) => void;
  /** Cancel on a question not yet saved: there is nothing to go back to. */
  onDiscard?: () => void;
}

/** First message per field path, for showing beside the field. */
function messagesByField(errors: FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/**
 * State of the question editor: read-only until Edit (a new question
 * starts editing), Save only when changed and valid, and the server's
 * objections both in a red toast and listed under the form.
 */
export function useQuestionEditor(options: QuestionEditorOptions) {
  const [saved, setSaved] = useState<AdminQuestion | null>(options.question ?? null);
  const creating = saved === null;
  const validate = useCallback(
    (values: QuestionValues) => validateQuestion(values, creating),
    [creating],
  );
  const form = useForm<QuestionValues>({
    initialValues: saved ? valuesOf(saved) : newQuestionValues(),
    validate,
    displayedFields: QUESTION_FIELDS,
  });
  const [editing, setEditing] = useState(creating);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useBusy();

  // Problems show as soon as something was changed, so the admin sees
  // why Save stays disabled.
  const problems = editing && form.isDirty ? validate(form.values) : [];
  const canSave = editing && form.isDirty && form.isValid && !busy;

  function update<Field extends keyof QuestionValues>(field: Field, value: QuestionValues[Field]) {
    form.setValue(field, value);
  }

  /** Applies a line or answer edit, or says why it cannot be done. */
  function apply<Field extends 'lines' | 'answers'>(
    field: Field,
    edit: Edit<QuestionValues[Field]>,
  ) {
    if (edit.ok) {
      setNotice(null);
      update(field, edit.value);
    } else {
      setNotice(edit.message);
    }
  }

  function finish(question: AdminQuestion, text: string) {
    setSaved(question);
    form.reset(valuesOf(question));
    setEditing(false);
    setNotice(null);
    showSuccess(text);
    options.onSaved?.(question);
  }

  async function save() {
    if (!canSave) return;
    setServerErrors([]);
    try {
      await run(BUSY, async () => {
        const body = bodyOf(form.values);
        const question = saved
          ? await saveQuestion(saved._id, body)
          : await createQuestion(options.endcodeId ?? '', body);
        finish(question, QUESTION_SAVED);
      });
    } catch (error) {
      setServerErrors(errorMessages(error));
      showError(error);
    }
  }

  async function archive() {
    if (!saved) return;
    try {
      await run(BUSY, async () => finish(await archiveQuestion(saved._id), QUESTION_ARCHIVED));
    } catch (error) {
      showError(error);
    }
  }

  function cancel() {
    setServerErrors([]);
    setNotice(null);
    if (creating) {
      options.onDiscard?.();
      return;
    }
    form.reset();
    setEditing(false);
  }

  /** Enter in a field must not save behind the admin's back: only logged. */
  function blockSubmit(event: FormEvent) {
    event.preventDefault();
    void logRemote('INFO', 'Blocked a plain submit of the question form');
  }

  return {
    saved,
    creating,
    values: form.values,
    editing,
    busy,
    canSave,
    errorAt: messagesByField(problems),
    generalErrors: problems
      .filter((problem) => problem.field === 'lines' || problem.field === 'answers')
      .map((problem) => `${problem.field}: ${problem.message}`),
    serverErrors,
    warning: timeWarning(form.values),
    notice,
    dismissNotice: () => setNotice(null),
    update,
    apply,
    startEdit: () => setEditing(true),
    cancel,
    save,
    archive,
    blockSubmit,
  };
}

export type QuestionEditorState = ReturnType<typeof useQuestionEditor>;
