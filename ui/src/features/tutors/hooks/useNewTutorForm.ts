import type { FormEvent } from 'react';

import type { NewTutorBody, Tutor } from '../../../generated/api/schemas';
import { ApiError } from '../../../lib/api/apiError';
import { type FieldError, serverFieldErrors, validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { email, nonEmpty, type Validator } from '../../../lib/forms/validators';
import { showError, showSuccess } from '../../../lib/toasts';

export const TUTOR_CREATED = "Tutor created - one-time password sent to tutor's email address";
/** The server's 409 text, used for the local check too so both read the same. */
export const EMAIL_TAKEN = 'Someone already signs in with this email address';

const NEW_TUTOR_FIELDS = ['first_name', 'last_name', 'email', 'subject'];

const normalisedEmail = (value: string) => value.trim().toLowerCase();

/** A duplicate tutor e-mail can be caught before asking the server. */
function notTakenBy(tutors: readonly Tutor[]): Validator {
  const taken = new Set(tutors.map((tutor) => normalisedEmail(tutor.email)));
  return (value) =>
    typeof value === 'string' && taken.has(normalisedEmail(value)) ? EMAIL_TAKEN : null;
}

/** Where a refused create's messages go: a taken e-mail under the e-mail field. */
function failureErrors(error: ApiError): FieldError[] {
  return error.status === 409
    ? [{ field: 'email', message: error.messages.join(', ') }]
    : serverFieldErrors(error, NEW_TUTOR_FIELDS);
}

/**
 * The 'Add a new tutor' form; the subject starts as the first subject
 * offered. After a create the names and e-mail clear and the subject
 * stays, ready for the next tutor of the same subject.
 */
export function useNewTutorForm(
  tutors: readonly Tutor[],
  firstSubject: string,
  add: (body: NewTutorBody) => Promise<Tutor>,
) {
  const empty: NewTutorBody = { first_name: '', last_name: '', email: '', subject: firstSubject };
  const form = useForm<NewTutorBody>({
    initialValues: empty,
    validate: validateFields<NewTutorBody>({
      first_name: [nonEmpty],
      last_name: [nonEmpty],
      email: [nonEmpty, email, notTakenBy(tutors)],
      subject: [nonEmpty],
    }),
  });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!form.check()) return;
    const { values } = form;
    try {
      await add({ ...values, email: values.email.trim() });
    } catch (error) {
      showError(error);
      if (error instanceof ApiError) form.showErrors(failureErrors(error));
      return;
    }
    form.reset({ ...empty, subject: values.subject });
    showSuccess(TUTOR_CREATED);
  }

  return { form, submit };
}
