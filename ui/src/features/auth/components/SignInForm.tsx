import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';

import { useAuthStore } from '../../../lib/auth/AuthContext';
import { readStoredUsername } from '../../../lib/auth/storage';
import type { SignInRole } from '../../../lib/auth/roles';
import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { email, nonEmpty } from '../../../lib/forms/validators';
import { useAfterSignIn } from '../hooks/useAfterSignIn';

interface SignInValues {
  login: string;
  password: string;
}

const studentCheck = validateFields<SignInValues>({ login: [nonEmpty], password: [nonEmpty] });
const emailCheck = validateFields<SignInValues>({
  login: [nonEmpty, email],
  password: [nonEmpty],
});

/** Students sign in with the username their parent chose; everyone else with an e-mail. */
export function SignInForm({ role }: { role: SignInRole }) {
  const store = useAuthStore();
  const afterSignIn = useAfterSignIn();
  const form = useForm<SignInValues>({
    initialValues: { login: readStoredUsername(), password: '' },
    validate: role === 'student' ? studentCheck : emailCheck,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ login, password }) =>
        afterSignIn(await store.signIn(role, login.trim(), password)),
      )}
    >
      <Stack>
        <TextInput
          label={role === 'student' ? 'Username' : 'E-mail'}
          autoComplete="username"
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <FormErrorList messages={form.otherErrors} />
        <Button type="submit" loading={form.submitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
