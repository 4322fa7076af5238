import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { LazyModal } from './LazyModal';

function WithDialog() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="A dialog">
        <Button onClick={() => setOpened(false)}>Done</Button>
      </LazyModal>
    </>
  );
}

describe('a dialog loaded when first opened', () => {
  it('is not there until opened', () => {
    renderWithProviders(<WithDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens, closes, and gives focus back to what opened it', async () => {
    renderWithProviders(<WithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
