import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { saveBlob } from '../../../lib/saveFile';
import { sentTo } from '../../../test/openAs';
import {
  KEPT,
  openAsParent,
  PASSWORD,
  SARAHS_EXPORT,
  savedFiles,
} from '../testing/fakeFamilyServer';

vi.mock('../../../lib/saveFile', () => ({ saveBlob: vi.fn() }));

const section = () => screen.findByRole('region', { name: "Your family's data" });

async function openCloseDialog() {
  await userEvent.click(within(await section()).getByRole('button', { name: 'Close our account' }));
  return screen.findByRole('dialog', { name: 'Close our account' });
}

describe("the parent's family data section", () => {
  it('is not offered before the parent has a profile', async () => {
    openAsParent('/parent/profile', { profile: false });
    expect(await screen.findByText('Create your profile')).toBeVisible();
    expect(screen.queryByRole('region', { name: "Your family's data" })).not.toBeInTheDocument();
  });

  it('downloads the export as a JSON file and a readable summary, then lists it', async () => {
    const app = openAsParent('/parent/profile');
    await userEvent.click(
      within(await section()).getByRole('button', { name: 'Download our data' }),
    );

    const list = await screen.findByRole('list', { name: 'What the download includes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SARAHS_EXPORT.summary);
    expect(sentTo(app, 'GET', 'family/export')).toHaveLength(1);
    const [json, text] = await savedFiles();
    expect(json).toEqual({
      name: 'plytime-family-2026-03-14.json',
      type: 'application/json',
      text: `${JSON.stringify(SARAHS_EXPORT, null, 2)}\n`,
    });
    expect(JSON.parse(json!.text)).toEqual(SARAHS_EXPORT);
    expect(text!.name).toBe('plytime-family-2026-03-14.txt');
    expect(text!.text).toBe(
      [
        'What Plytime holds about your family',
        'Exported 2026-03-14T09:30:00Z',
        '',
        ...SARAHS_EXPORT.summary,
        '',
      ].join('\n'),
    );
    expect(saveBlob).toHaveBeenCalledTimes(2);
  });
});

describe('closing the family account', () => {
  it('says plainly what happens and needs the password and the tick', async () => {
    openAsParent('/parent/profile');
    const dialog = await openCloseDialog();
    expect(
      within(dialog).getByText(
        "This closes your account and your children's accounts. Their profiles, answers, scores, games, tokens, messages, session recordings and whiteboards are deleted, upcoming sessions are cancelled and subscriptions end with no further payments. Payment records are kept for 6 years as UK tax law requires.",
      ),
    ).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close our account' });
    expect(close).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox'));
    expect(close).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'x');
    expect(close).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    expect(close).toBeDisabled();
  });

  it('shows a wrong password under the field and stays signed in', async () => {
    const app = openAsParent('/parent/profile');
    const dialog = await openCloseDialog();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close our account' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
        'Incorrect password',
      ),
    );
    expect(sentTo(app, 'POST', 'family/close')).toEqual([
      expect.objectContaining({ body: { password: 'wrong' } }),
    ]);
    expect(app.transport.signOut).not.toHaveBeenCalled();
    expect(app.store.getState().status).toBe('signedIn');
    expect(app.router.state.location.pathname).toBe('/parent/profile');
    expect(within(dialog).getByRole('button', { name: 'Close our account' })).toBeEnabled();
  });

  it('signs the parent out and shows the closed notice with what is kept', async () => {
    const app = openAsParent('/parent/profile');
    const dialog = await openCloseDialog();
    await userEvent.type(within(dialog).getByLabelText('Your password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close our account' }));

    const notice = await screen.findByRole('region', { name: 'Account closed' });
    expect(within(notice).getByText("Your family's account is closed")).toBeVisible();
    const kept = within(notice).getByRole('list', { name: 'What is kept' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(KEPT);
    expect(within(notice).getByText('We have sent you an e-mail to confirm it.')).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute(
      'href',
      '/signin/parent',
    );

    expect(sentTo(app, 'POST', 'family/close')).toEqual([
      expect.objectContaining({ body: { password: PASSWORD } }),
    ]);
    await waitFor(() => expect(app.store.getState().status).toBe('signedOut'));
    expect(app.store.getState().user).toBeNull();
    expect(app.transport.signOut).toHaveBeenCalledTimes(1);
    // The notice came through the navigation in the router's state, and
    // stays once the parent is signed out.
    expect(app.router.state.location.pathname).toBe('/family_closed');
    expect(app.router.state.location.state).toEqual({ familyClosed: { kept: KEPT } });
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByText("Your family's account is closed")).toBeVisible();
  });
});

describe('the closed page opened without a closing', () => {
  it('is not shown: a signed-in parent goes home', async () => {
    const app = openAsParent('/family_closed');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/parent'));
    expect(screen.queryByText("Your family's account is closed")).not.toBeInTheDocument();
  });
});
