import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';

import { useAuthStore } from '../../../lib/auth/AuthContext';
import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { email, minLength, nonEmpty } from '../../../lib/forms/validators';
import { useAfterSignIn } from '../hooks/useAfterSignIn';

interface SignUpValues {
  email: string;
  password: string;
}

const check = validateFields<SignUpValues>({
  email: [nonEmpty, email],
  password: [minLength(8)],
});

/** Creates a parent account and signs it in. */
export function SignUpForm() {
  const store = useAuthStore();
  const afterSignIn = useAfterSignIn();
  const form = useForm<SignUpValues>({
    initialValues: { email: '', password: '' },
    validate: check,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) =>
        afterSignIn(await store.signUp(values.email.trim(), values.password)),
      )}
    >
      <Stack>
        <TextInput label="Your e-mail" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Choose a password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <FormErrorList messages={form.otherErrors} />
        <Button type="submit" variant="light" loading={form.submitting}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
