import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { sentTo } from '../../../test/openAs';
import {
  KEPT,
  openAsAdmin,
  PARENT_EMAIL,
  SARAHS_EXPORT,
  savedFiles,
} from '../testing/fakeFamilyServer';

vi.mock('../../../lib/saveFile', () => ({ saveBlob: vi.fn() }));

const family = () => screen.findByRole('region', { name: 'Family of Sarah Lovelace' });

async function find(email: string) {
  await userEvent.type(await screen.findByLabelText("Parent's e-mail"), email);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe("the admin's Families page", () => {
  it("finds a family by the parent's e-mail and shows the parent and children", async () => {
    const app = openAsAdmin('/admin/families');
    expect(await screen.findByRole('button', { name: 'Find' })).toBeDisabled();
    await find(` ${PARENT_EMAIL} `);

    const card = await family();
    expect(within(card).getByText('Sarah Lovelace')).toBeVisible();
    expect(within(card).getByText(PARENT_EMAIL)).toBeVisible();
    const rows = within(within(card).getByRole('table', { name: 'Children' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChildUsername',
      'Ada Lovelaceada',
      'Ben Lovelaceben.l',
    ]);
    expect(sentTo(app, 'GET', 'admin/family').map((request) => request.query)).toEqual([
      [['email', PARENT_EMAIL]],
    ]);
  });

  it('says when no family has the e-mail address', async () => {
    openAsAdmin('/admin/families');
    await find('nobody@plytime.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('No family has this e-mail address');
    expect(screen.queryByRole('region', { name: /^Family of/ })).not.toBeInTheDocument();
  });

  it("exports the family's two files, named after the parent", async () => {
    const app = openAsAdmin('/admin/families');
    await find(PARENT_EMAIL);
    await userEvent.click(within(await family()).getByRole('button', { name: 'Export' }));

    const list = await screen.findByRole('list', { name: 'What the download includes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SARAHS_EXPORT.summary.length);
    expect(sentTo(app, 'GET', 'admin/family/parent-1/export')).toHaveLength(1);
    const files = await savedFiles();
    expect(files.map((file) => file.name)).toEqual([
      'plytime-family-sarah-lovelace-2026-03-14.json',
      'plytime-family-sarah-lovelace-2026-03-14.txt',
    ]);
    expect(JSON.parse(files[0]!.text)).toEqual(SARAHS_EXPORT);
    expect(files[1]!.text.split('\n').slice(0, 4)).toEqual([
      'What Plytime holds about the family of Sarah Lovelace',
      'Exported 2026-03-14T09:30:00Z',
      '',
      SARAHS_EXPORT.summary[0],
    ]);
  });

  it("closes the account once the parent's e-mail is typed, then shows Closed", async () => {
    const app = openAsAdmin('/admin/families');
    await find(PARENT_EMAIL);
    await userEvent.click(within(await family()).getByRole('button', { name: 'Close account' }));

    const dialog = await screen.findByRole('dialog', { name: "Close this family's account" });
    expect(
      within(dialog).getByText('Do this only when the family has asked for it.'),
    ).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close account' });
    const confirm = within(dialog).getByLabelText("Type the parent's e-mail to confirm");
    expect(close).toBeDisabled();
    await userEvent.type(confirm, 'sarah@plytime.tes');
    expect(close).toBeDisabled();
    await userEvent.type(confirm, 't');
    expect(close).toBeEnabled();
    expect(sentTo(app, 'POST', 'admin/family/parent-1/close')).toEqual([]);
    await userEvent.click(close);

    const closed = await screen.findByRole('status');
    expect(within(closed).getByText('Closed')).toBeVisible();
    expect(closed).toHaveTextContent(
      `Sarah Lovelace's account (${PARENT_EMAIL}) and their children's accounts are closed.`,
    );
    const kept = within(closed).getByRole('list', { name: 'What is kept' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(KEPT);
    expect(sentTo(app, 'POST', 'admin/family/parent-1/close')).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Family of/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // An admin stays signed in: only the family's sign-ins ended.
    expect(app.store.getState().status).toBe('signedIn');
  });
});
