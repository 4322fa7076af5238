import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import type { NewStudentBody } from '../../../generated/api/schemas';
import { ApiError } from '../../../lib/api/apiError';
import { useBusy } from '../../../lib/busy';
import { serverFieldErrors, validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { date, nonEmpty, oneOf, schoolYear } from '../../../lib/forms/validators';
import { showError, showSuccess } from '../../../lib/toasts';
import { createStudent } from '../api/parentsApi';
import { GENDERS } from '../choices';
import { PARENT_PROFILE_KEY } from './useParentProfile';

export const STUDENT_CREATED =
  'Student created. Please check your email for their one-time password.';
export const ADD_STUDENT_BUSY = 'Cannot add student when busy';
export const USERNAME_TAKEN = 'Username is already taken';

/** The form keeps the school year as the select's text; the body sends a number. */
export type NewStudentValues = Omit<NewStudentBody, 'school_year'> & { school_year: string };

const EMPTY_STUDENT: NewStudentValues = {
  first_name: '',
  last_name: '',
  username: '',
  dob: '',
  gender: '',
  school: '',
  school_year: '',
};

const STUDENT_FIELDS = Object.keys(EMPTY_STUDENT);

const checkStudent = validateFields<NewStudentValues>({
  first_name: [nonEmpty],
  last_name: [nonEmpty],
  username: [nonEmpty],
  dob: [date],
  gender: [nonEmpty, oneOf(GENDERS)],
  school_year: [schoolYear],
});

function studentBody(values: NewStudentValues): NewStudentBody {
  return {
    ...values,
    username: values.username.trim(),
    school_year: Number(values.school_year),
  };
}

/** Any 403 here means the username is taken, whatever the server's words. */
function explainFailure(error: unknown): unknown {
  return error instanceof ApiError && error.status === 403
    ? new ApiError(403, [USERNAME_TAKEN])
    : error;
}

/**
 * The new-student form. A second submit while one is on its way is
 * refused with the form's busy message rather than creating the child
 * twice. After a success the profile is reloaded, so the new child gets
 * their 'Login as' button.
 */
export function useNewStudentForm() {
  const queryClient = useQueryClient();
  const form = useForm<NewStudentValues>({ initialValues: EMPTY_STUDENT, validate: checkStudent });
  const { busy, run } = useBusy();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!form.check()) return;
    try {
      await run(ADD_STUDENT_BUSY, async () => {
        await createStudent(studentBody(form.values));
        await queryClient.invalidateQueries({ queryKey: PARENT_PROFILE_KEY });
      });
    } catch (error) {
      const failure = explainFailure(error);
      showError(failure);
      if (failure instanceof ApiError) {
        // A taken username belongs under the username field.
        form.showErrors(
          failure.status === 403
            ? [{ field: 'username', message: USERNAME_TAKEN }]
            : serverFieldErrors(failure, STUDENT_FIELDS),
        );
      }
      return;
    }
    form.reset(EMPTY_STUDENT);
    showSuccess(STUDENT_CREATED);
  }

  return { form, busy, submit };
}
