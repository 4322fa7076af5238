import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens the row of an answer with help requested, presses Resolve and
 * waits until its Reviewed column says the request is dealt with.
 */
export async function resolveHelpRequest(answerId: string) {
  const row = await screen.findByTestId(`answer-${answerId}`, {}, { timeout: 5000 });
  const reviewed = () => row.querySelector('[data-column="reviewed"]');
  expect(reviewed()).toHaveTextContent('help');
  await userEvent.click(within(row).getByRole('button', { name: /^Show the answer/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(reviewed()).toHaveTextContent('okay'));
}
