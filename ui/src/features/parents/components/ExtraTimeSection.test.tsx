import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { openAsParent, sarahsProfile, sentTo } from '../testing/fakeParentServer';

async function extraTime() {
  return screen.findByRole('region', { name: 'Extra time in games' });
}

describe('extra time in games on the parent profile page', () => {
  it('shows each child on standard time to begin with', async () => {
    openAsParent('/parent/profile', { profile: sarahsProfile() });
    const section = await extraTime();
    expect(within(section).getByLabelText('Ada')).toHaveDisplayValue('Standard time');
    expect(within(section).getByLabelText('Ben')).toHaveDisplayValue('Standard time');
  });

  it('gives one child double time and keeps it', async () => {
    const { transport } = openAsParent('/parent/profile', { profile: sarahsProfile() });
    const section = await extraTime();
    await userEvent.selectOptions(within(section).getByLabelText('Ada'), 'Double time (×2)');
    expect(await screen.findByText("Saved: Ada's next game uses the new time")).toBeVisible();
    expect(sentTo(transport, 'parent/student/student-ada/time_allowance')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { time_allowance: 'double' } }),
    ]);
    expect(within(section).getByLabelText('Ada')).toHaveDisplayValue('Double time (×2)');
    expect(within(section).getByLabelText('Ben')).toHaveDisplayValue('Standard time');
  });

  it('is not shown before the family has children', async () => {
    openAsParent('/parent/profile', { profile: sarahsProfile({ students: [] }) });
    await screen.findByRole('region', { name: 'Your profile' });
    expect(screen.queryByRole('region', { name: 'Extra time in games' })).toBeNull();
  });
});
