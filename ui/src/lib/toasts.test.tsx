import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from './api/apiError';
import { renderWithProviders } from '../test/renderApp';
import { showError, showSuccess } from './toasts';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a red toast away when the next success shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    act(() => showError(new ApiError(400, ['Score: Must be number between 0 and 200'])));
    expect(
      await screen.findByText('Error: Score: Must be number between 0 and 200'),
    ).toBeInTheDocument();

    act(() => showSuccess('Question saved'));
    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Error: Score: Must be number between 0 and 200'),
      ).not.toBeInTheDocument(),
    );
  });

  it('leaves a red toast beside an earlier success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    act(() => showSuccess());
    act(() => showError(new ApiError(500, ['Database down'])));
    expect(await screen.findByText('Error: Database down')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
