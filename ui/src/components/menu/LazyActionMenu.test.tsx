import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { LazyActionMenu } from './LazyActionMenu';

function renderMenu(onEdit = vi.fn()) {
  renderWithProviders(
    <LazyActionMenu
      // jsdom lays nothing out, so the menu must not hide as detached.
      hideDetached={false}
      button={<Button>Actions</Button>}
      items={() => [
        { label: 'Edit', onClick: onEdit },
        { label: 'Messages', to: '/messages' },
      ]}
    />,
  );
  return onEdit;
}

describe('an Actions menu loaded on first use', () => {
  it('is a menu button before its menu has loaded', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('opens on the first press, with its buttons and links', async () => {
    const onEdit = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to its button when closed', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });
});
