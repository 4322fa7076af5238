import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { ApiError } from '../api/apiError';
import { FormErrorList } from './FormErrorList';
import { type FieldError, validateFields } from './formErrors';
import { useForm } from './useForm';
import { email, nonEmpty } from './validators';

interface Values {
  name: string;
  email: string;
  settings: unknown;
}

const check = validateFields<Values>({ name: [nonEmpty], email: [email] });

function TestForm({
  onSave,
  extra = () => [],
}: {
  onSave: (values: Values) => Promise<void>;
  extra?: (values: Values) => FieldError[];
}) {
  const form = useForm<Values>({
    initialValues: { name: '', email: '', settings: {} },
    validate: (values) => [...check(values), ...extra(values)],
    displayedFields: ['name', 'email'],
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSave)}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <FormErrorList messages={form.otherErrors} />
      <Button type="submit">Submit</Button>
    </form>
  );
}

describe('forms', () => {
  it('shows nothing while typing until the first submit', async () => {
    renderWithProviders(<TestForm onSave={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-address');
    expect(screen.queryByText('Is not a valid email address')).not.toBeInTheDocument();
  });

  it('checks on submit, shows each error under its field and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} />);
    await userEvent.type(await screen.findByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Is not a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks again on every change once it has been invalid', async () => {
    renderWithProviders(<TestForm onSave={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Cannot be empty')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(screen.getByText('Cannot be empty')).toBeInTheDocument();
  });

  it("lists errors of fields not on screen as 'field: message', with friendlier wording", async () => {
    renderWithProviders(
      <TestForm
        onSave={vi.fn()}
        extra={() => [{ field: 'settings', message: 'Value is not a plain object' }]}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('settings: Value is not allowed')).toBeInTheDocument();
    expect(screen.queryByText(/not a plain object/)).not.toBeInTheDocument();
  });

  it("puts the server's 'field: message' errors under their fields and the rest in a list", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, ['email: Is already used', 'Something else went wrong']);
    });
    renderWithProviders(<TestForm onSave={onSave} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@plytime.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(await screen.findByText('Is already used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something else went wrong');
  });
});
