import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '../../../lib/api/transport';
import { failed, ok, openAs, sentTo } from '../../../test/openAs';

function openVariables(save: (request: TransportRequest) => ReturnType<typeof ok>) {
  return openAs('ADMIN', '/admin/variables', (request) => {
    if (request.path !== 'admin_variables') return undefined;
    if (request.method === 'PUT') return save(request);
    return ok({ desiredCapacity: 80, minimumCapacity: 50 });
  });
}

const desired = () => screen.getByLabelText('Desired capacity threshold');
const minimum = () => screen.getByLabelText('Minimum capacity threshold');

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the capacity thresholds', () => {
  it('shows the stored thresholds and submits new ones', async () => {
    const app = openVariables((request) => ok(request.body));
    await waitFor(() => expect(desired()).toHaveValue('80%'));
    expect(minimum()).toHaveValue('50%');
    await retype(desired(), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(sentTo(app, 'PUT', 'admin_variables')[0]!.body).toEqual({
      desiredCapacity: 90,
      minimumCapacity: 50,
    });
  });

  it('asks for percentages, with the minimum not above the desired threshold', async () => {
    const app = openVariables((request) => ok(request.body));
    await waitFor(() => expect(desired()).toHaveValue('80%'));
    await retype(minimum(), '85');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(minimum()).toHaveAccessibleDescription(
      'Must not be above the desired capacity threshold',
    );
    await retype(desired(), '120');
    expect(desired()).toHaveAccessibleDescription('Must be number between 0 and 100');
    expect(sentTo(app, 'PUT', 'admin_variables')).toEqual([]);
  });

  it('says a threshold is out of range as it is typed, keeping what was typed', async () => {
    const app = openVariables((request) => ok(request.body));
    await waitFor(() => expect(desired()).toHaveValue('80%'));
    await retype(desired(), '150');
    await userEvent.tab();
    expect(desired()).toHaveValue('150%');
    expect(desired()).toHaveAccessibleDescription('Must be number between 0 and 100');
    expect(minimum()).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sentTo(app, 'PUT', 'admin_variables')).toEqual([]);

    await retype(desired(), '95');
    expect(desired()).not.toHaveAccessibleDescription();
  });

  it('only logs a refused submit', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = openVariables(() => failed(500, 'Database down'));
    await waitFor(() => expect(desired()).toHaveValue('80%'));
    await retype(desired(), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Database down'));
    expect(sentTo(app, 'PUT', 'admin_variables')).toHaveLength(1);
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
