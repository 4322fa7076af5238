import { errorMessages } from '../api/apiError';
import type { Validator } from './validators';

/** One problem with one field of a form. */
export interface FieldError {
  field: string;
  message: string;
}

/** Checks a whole form's values ("the model"). */
export type Validate<Values> = (values: Values) => FieldError[];

/** Some messages read badly to people; these are shown instead. */
export function displayMessage(message: string): string {
  return message === 'Value is not a plain object' ? 'Value is not allowed' : message;
}

/** Builds a form check from rules per field; the first failing rule of a field wins. */
export function validateFields<Values extends object>(
  rules: { [Field in keyof Values]?: Validator[] },
  extra?: Validate<Values>,
): Validate<Values> {
  return (values) => {
    const errors: FieldError[] = [];
    for (const [field, fieldRules] of Object.entries(rules) as [keyof Values, Validator[]][]) {
      const message = fieldRules
        .map((rule) => rule(values[field]))
        .find((result) => result !== null);
      if (message) errors.push({ field: String(field), message });
    }
    return extra ? [...errors, ...extra(values)] : errors;
  };
}

/** Splits a server's `field: message` strings into field errors where the field is known. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldError[] {
  return errorMessages(error).map((text) => {
    const separator = text.indexOf(': ');
    const field = separator > 0 ? text.slice(0, separator) : '';
    return fields.includes(field)
      ? { field, message: text.slice(separator + 2) }
      : { field: '', message: text };
  });
}

export interface GroupedErrors {
  byField: Record<string, string[]>;
  /** Errors of fields the form does not show, as 'field: message', and general errors. */
  other: string[];
}

export function groupErrors(errors: FieldError[], displayed: readonly string[]): GroupedErrors {
  const grouped: GroupedErrors = { byField: {}, other: [] };
  for (const { field, message } of errors) {
    const text = displayMessage(message);
    if (field && displayed.includes(field)) {
      (grouped.byField[field] ??= []).push(text);
    } else {
      grouped.other.push(field ? `${field}: ${text}` : text);
    }
  }
  return grouped;
}
