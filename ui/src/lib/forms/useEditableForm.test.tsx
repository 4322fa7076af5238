import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { ApiError } from '../api/apiError';
import { EditableFormActions } from './EditableFormActions';
import { validateFields } from './formErrors';
import { useEditableForm } from './useEditableForm';
import { nonEmpty } from './validators';

interface Values {
  postcode: string;
}

function ProfileForm({ onSave }: { onSave: (values: Values) => Promise<void> }) {
  const form = useEditableForm<Values>({
    initialValues: { postcode: 'SW1A 1AA' },
    validate: validateFields<Values>({ postcode: [nonEmpty] }),
    onSave,
  });
  return (
    <>
      <TextInput label="Postcode" readOnly={!form.editing} {...form.getInputProps('postcode')} />
      <EditableFormActions {...form.actionProps} />
    </>
  );
}

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByLabelText('Postcode');
}

describe('read-only forms with Edit, Save and Cancel', () => {
  it('starts read-only with an Edit button', async () => {
    renderWithProviders(<ProfileForm onSave={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('enables Save only when something changed and everything is valid', async () => {
    renderWithProviders(<ProfileForm onSave={vi.fn()} />);
    const input = await startEditing();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(input);
    expect(save).toBeDisabled();
    await userEvent.type(input, 'EH1 1YZ');
    expect(save).toBeEnabled();
  });

  it('says why Save is disabled as soon as a field is emptied', async () => {
    renderWithProviders(<ProfileForm onSave={vi.fn()} />);
    const input = await startEditing();
    expect(screen.queryByText('Cannot be empty')).not.toBeInTheDocument();
    await userEvent.clear(input);
    expect(screen.getByText('Cannot be empty')).toBeInTheDocument();
    await userEvent.type(input, 'E');
    expect(screen.queryByText('Cannot be empty')).not.toBeInTheDocument();
  });

  it("saves, says 'Saved' in a green toast and goes back to read-only", async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ProfileForm onSave={onSave} />);
    const input = await startEditing();
    await userEvent.clear(input);
    await userEvent.type(input, 'EH1 1YZ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ postcode: 'EH1 1YZ' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('EH1 1YZ');
  });

  it("shows the server's messages in a red toast and keeps the edits", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, ['postcode: Not a UK postcode', 'phone_number: Cannot be empty']);
    });
    renderWithProviders(<ProfileForm onSave={onSave} />);
    const input = await startEditing();
    await userEvent.type(input, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error: postcode: Not a UK postcode, phone_number: Cannot be empty'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows a server message under the field it names until that field changes', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, ['postcode: Not a UK postcode']);
    });
    renderWithProviders(<ProfileForm onSave={onSave} />);
    const input = await startEditing();
    await userEvent.type(input, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Not a UK postcode'));
    await userEvent.type(input, 'Y');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('Cancel puts the saved values back', async () => {
    renderWithProviders(<ProfileForm onSave={vi.fn()} />);
    const input = await startEditing();
    await userEvent.type(input, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
