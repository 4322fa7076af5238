import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { openAsParent, sarahsProfile, sentTo } from '../testing/fakeParentServer';

async function readAloud() {
  return screen.findByRole('region', { name: 'Reading questions aloud' });
}

describe('reading questions aloud on the parent profile page', () => {
  it('shows each child as usual for their year, and what that means now', async () => {
    openAsParent('/parent/profile', { profile: sarahsProfile() });
    const section = await readAloud();
    const ada = within(section).getByLabelText('Ada');
    expect(ada).toHaveDisplayValue('As usual for their year (read out in Years 1 and 2)');
    expect(ada).toHaveAccessibleDescription(
      'Year 3: questions are read out when they press Read to me',
    );
  });

  it('turns reading every question out on for one child', async () => {
    const { transport } = openAsParent('/parent/profile', { profile: sarahsProfile() });
    const section = await readAloud();
    await userEvent.selectOptions(within(section).getByLabelText('Ada'), 'Read every question out');
    expect(await screen.findByText("Saved: Ada's next game follows the new choice")).toBeVisible();
    expect(sentTo(transport, 'parent/student/student-ada/read_aloud')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { read_aloud: 'on' } }),
    ]);
    expect(within(section).getByLabelText('Ada')).toHaveDisplayValue('Read every question out');
    expect(within(section).getByLabelText('Ben')).toHaveDisplayValue(
      'As usual for their year (read out in Years 1 and 2)',
    );
  });
});
