import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Backups } from '../../../generated/api/schemas';
import { formatDayTime } from '../../../lib/dates';
import { saveDownload } from '../../../lib/saveFile';
import { failed, sentTo } from '../../../test/openAs';
import { backupTaken, fakeBackupServer, PGBACKREST_ONLY } from '../testing/fakeBackupServer';

vi.mock('../../../lib/saveFile');

const kept = (): Backups => ({
  location: '/mnt/offsite/plytime',
  every_minutes: 60,
  backups: [
    backupTaken(3, { bytes: 45_320, rows: 1133, files: 45, sealed: true }),
    backupTaken(27, { bytes: 812, rows: 9, files: 0, sealed: false }),
  ],
});

const table = () => screen.findByRole('table', { name: 'Backups kept' });
const backUpNow = () => userEvent.click(screen.getByRole('button', { name: 'Back up now' }));

function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe("the admin's Backups page", () => {
  it('says where backups are kept and how often, and lists them newest first', async () => {
    const state = kept();
    fakeBackupServer(state).open();

    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeVisible();
    expect(await screen.findByText(/Backups are kept in/)).toHaveTextContent(
      'Backups are kept in /mnt/offsite/plytime. Every 60 minutes.',
    );
    expect(
      screen.getByText('A backup on the same disk as the server is no backup: see docs/backups.md'),
    ).toBeVisible();
    const [newer, older] = state.backups;
    expect(cellsOf(within(await table()).getByRole('row', { name: newer!.name }))).toEqual([
      `${formatDayTime(new Date(newer!.taken_at))}3 hours ago`,
      '45.3 kB',
      '1133',
      '45',
      'Yes',
      'Download',
    ]);
    expect(cellsOf(within(await table()).getByRole('row', { name: older!.name }))).toEqual([
      `${formatDayTime(new Date(older!.taken_at))}1 day ago`,
      '812 B',
      '9',
      '0',
      'No',
      'Download',
    ]);
  });

  it('says when there are no backups, and when the schedule is off', async () => {
    fakeBackupServer({ location: 'data/backups', every_minutes: 0, backups: [] }).open();
    expect(await screen.findByText('No backups yet.')).toBeVisible();
    expect(screen.getByText(/Scheduled backups are off\./)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes a backup, says so, and lists it', async () => {
    const state = kept();
    const app = fakeBackupServer(state).open();
    await table();
    await backUpNow();

    const taken = state.backups[0]!;
    expect(await screen.findByRole('status')).toHaveTextContent(`Backup ${taken.name} taken`);
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      null,
      ...state.backups.map((backup) => backup.name),
    ]);
    expect(within(rows[1]!).getByText('just now')).toBeVisible();
    expect(sentTo(app, 'POST', 'admin/backups')).toHaveLength(1);
    expect(sentTo(app, 'GET', 'admin/backups')).toHaveLength(2);
  });

  it("shows the server's refusal as an API error", async () => {
    const state = kept();
    const server = fakeBackupServer(state);
    server.refuse(failed(409, PGBACKREST_ONLY));
    server.open();
    await table();
    await backUpNow();

    expect(await screen.findByRole('alert')).toHaveTextContent(`API Error: ${PGBACKREST_ONLY}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
  });

  it("downloads a backup's archive as <name>.backup", async () => {
    const state = kept();
    const app = fakeBackupServer(state).open();
    const older = state.backups[1]!;
    await userEvent.click(
      within(await table()).getByRole('button', { name: `Download ${older.name}` }),
    );

    expect(app.transport.sendBytes).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: `admin/backups/${older.name}` }),
    );
    await vi.waitFor(() => expect(saveDownload).toHaveBeenCalledTimes(1));
    const [file, fallbackName] = vi.mocked(saveDownload).mock.calls[0]!;
    expect(file.fileName).toBe(`${older.name}.backup`);
    expect(await file.blob.text()).toBe(older.name);
    expect(fallbackName).toBe(`${older.name}.backup`);
  });
});
