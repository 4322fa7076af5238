import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportResponse } from '../../../lib/api/transport';
import { failed, ok, openAs, sentTo } from '../../../test/openAs';
import { NO_ANSWER } from './ApiStatusPage';

/** The API root is the operation with the empty relative path. */
function openApiStatus(answers: TransportResponse[], path = '/admin/api_status') {
  return openAs('ADMIN', path, (request) => (request.path === '' ? answers.shift() : undefined));
}

const message = () => screen.findByRole('region', { name: 'API status message' });

describe('the API status page', () => {
  it('shows the message the API root returns, and reads it again on Refresh', async () => {
    const app = openApiStatus([
      ok({ message: 'Plytime API is running' }),
      ok({ message: 'Plytime API is running again' }),
    ]);
    expect(await within(await message()).findByText('Plytime API is running')).toBeVisible();
    expect(sentTo(app, 'GET', '')).toHaveLength(1);
    expect(sentTo(app, 'GET', '')[0]!.auth).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(await message()).findByText('Plytime API is running again')).toBeVisible();
  });

  it('only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openApiStatus([failed(500, 'Database down')]);
    expect(await within(await message()).findByText(NO_ANSWER)).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Database down');
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('is reached from the admin home', async () => {
    openApiStatus([ok({ message: 'Plytime API is running' })], '/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'API status' }));
    expect(await screen.findByRole('heading', { name: 'API status' })).toBeVisible();
    expect(await within(await message()).findByText('Plytime API is running')).toBeVisible();
  });
});
