import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';

import { logError } from '../remoteLog';
import { type FieldError, groupErrors, serverFieldErrors, type Validate } from './formErrors';

export interface FormOptions<Values> {
  initialValues: Values;
  validate: Validate<Values>;
  /** Fields with an input on screen; others' errors are listed as 'field: message'. */
  displayedFields?: readonly (keyof Values & string)[];
  /**
   * Shows a field's problem as soon as that field is changed, before any
   * submit. For forms whose Save stays disabled while invalid, where the
   * message is the only way to learn why.
   */
  checkChangedFields?: boolean;
}

type ChangeValue = ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | unknown;

function isChangeEvent(
  value: ChangeValue,
): value is ChangeEvent<HTMLInputElement | HTMLTextAreaElement> {
  return typeof value === 'object' && value !== null && 'currentTarget' in value;
}

function changedValue(value: ChangeValue): unknown {
  if (!isChangeEvent(value)) return value;
  const target = value.currentTarget;
  return target instanceof HTMLInputElement && target.type === 'checkbox'
    ? target.checked
    : target.value;
}

/**
 * State of one form. Errors appear after the first submit; once the form
 * has been invalid it is checked again on every change, so a message goes
 * away as soon as the input is fixed. A failed submit shows the server's
 * messages under the fields they name, the rest in a list.
 */
export function useForm<Values extends object>(options: FormOptions<Values>) {
  const { validate } = options;
  const displayed = useMemo<readonly string[]>(
    () => options.displayedFields ?? Object.keys(options.initialValues),
    // The displayed fields are fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [baseline, setBaseline] = useState(options.initialValues);
  const [values, setValuesState] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [checkOnChange, setCheckOnChange] = useState(false);
  const [changedFields, setChangedFields] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);

  const check = useCallback(
    (next: Values): boolean => {
      const found = validate(next);
      setErrors(found);
      if (found.length > 0) setCheckOnChange(true);
      return found.length === 0;
    },
    [validate],
  );

  const setValues = useCallback(
    (next: Values) => {
      setValuesState(next);
      if (checkOnChange) check(next);
    },
    [check, checkOnChange],
  );

  const setValue = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      setChangedFields((fields) => new Set(fields).add(String(field)));
      setValues({ ...values, [field]: value });
    },
    [setValues, values],
  );

  /** Puts the form back to `next` (or its starting values) with no errors showing. */
  const reset = useCallback(
    (next?: Values) => {
      const start = next ?? baseline;
      if (next) setBaseline(next);
      setValuesState(start);
      setErrors([]);
      setCheckOnChange(false);
      setChangedFields(new Set());
    },
    [baseline],
  );

  const problems = validate(values);
  const changedProblems =
    options.checkChangedFields && !checkOnChange
      ? problems.filter(({ field }) => changedFields.has(field))
      : [];
  const grouped = groupErrors([...errors, ...changedProblems], displayed);
  const isValid = problems.length === 0;
  const isDirty = JSON.stringify(values) !== JSON.stringify(baseline);

  function getInputProps<Field extends keyof Values & string>(field: Field) {
    const messages = grouped.byField[field];
    return {
      value: values[field],
      onChange: (value: ChangeValue) => setValue(field, changedValue(value) as Values[Field]),
      error: messages ? messages.join(', ') : undefined,
    };
  }

  /**
   * Shows errors that came back from the server; like a failed local check,
   * the form is then checked again on every change, so they go away once
   * the input changes.
   */
  function showErrors(found: FieldError[]) {
    setErrors(found);
    setCheckOnChange(true);
  }

  /** A failed call's messages: under the fields they name, the rest in `otherErrors`. */
  function showServerErrors(error: unknown) {
    showErrors(serverFieldErrors(error, displayed));
  }

  /**
   * Runs `handler` with valid values. A rejected handler's messages are
   * shown on the form (and logged), so handlers just throw.
   */
  function onSubmit(handler: (values: Values) => Promise<void> | void) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting || !check(values)) return;
      setSubmitting(true);
      try {
        await handler(values);
      } catch (error) {
        showServerErrors(error);
        logError(error);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return {
    values,
    setValue,
    setValues,
    reset,
    setBaseline,
    check: () => check(values),
    setErrors,
    showErrors,
    showServerErrors,
    fieldErrors: grouped.byField,
    otherErrors: grouped.other,
    getInputProps,
    onSubmit,
    isValid,
    isDirty,
    submitting,
    setSubmitting,
  };
}

export type FormState<Values extends object> = ReturnType<typeof useForm<Values>>;
