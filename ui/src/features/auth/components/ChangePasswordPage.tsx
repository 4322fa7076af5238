import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth, useAuthStore } from '../../../lib/auth/AuthContext';
import { homeRoute } from '../../../lib/auth/roles';
import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { minLength, nonEmpty } from '../../../lib/forms/validators';
import { showSuccess } from '../../../lib/toasts';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const check = validateFields<PasswordValues>(
  { current_password: [nonEmpty], new_password: [minLength(8)] },
  (values) =>
    values.confirm_password === values.new_password
      ? []
      : [{ field: 'confirm_password', message: 'Passwords do not match' }],
);

/** Where a one-time password is replaced before anything else can be used. */
export function ChangePasswordPage() {
  const { user } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const form = useForm<PasswordValues>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: check,
  });

  return (
    <PageFrame title="Change password">
      <Paper withBorder p="lg" radius="md" maw={420} mx="auto" mt="md">
        <form
          noValidate
          onSubmit={form.onSubmit(async ({ current_password, new_password }) => {
            const updated = await store.changePassword(current_password, new_password);
            showSuccess('Password changed');
            navigate(homeRoute((updated ?? user)?.role ?? 'ANONYMOUS'), { replace: true });
          })}
        >
          <Stack>
            {user?.mustChangePassword && (
              <Text size="sm">Please choose a new password to replace your one-time password.</Text>
            )}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              {...form.getInputProps('confirm_password')}
            />
            <FormErrorList messages={form.otherErrors} />
            <Button type="submit" loading={form.submitting}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
