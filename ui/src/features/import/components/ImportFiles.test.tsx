import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storeRole } from '../../../lib/auth/storage';
import { meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { fakeImportServer, folderItem } from './fakeImportServer';

type Server = ReturnType<typeof fakeImportServer>;

async function openImportPage(server: Server) {
  storeRole('admin');
  const app = renderApp('/admin/subjects_import', {
    transport: server.transport,
    fetchMe: async () => meFor('ADMIN', 'Plytime Admin'),
  });
  await app.store.start();
  // The first render of a test file is slow on a busy machine (cold imports).
  await screen.findByRole('heading', { name: 'Import' }, { timeout: 5000 });
  return app;
}

const xlsx = (name: string) => new File(['PK'], name);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('uploading into the folder being viewed', () => {
  let server: Server;
  beforeEach(() => {
    server = fakeImportServer();
    server.state.folders.set('', [folderItem('year3')]);
    server.state.folders.set('year3', []);
  });

  it('sends the file to the open folder and lists it for import', async () => {
    await openImportPage(server);
    await userEvent.click(await screen.findByRole('button', { name: 'year3' }));
    expect(await screen.findByText(/Uploads go into the folder year3/)).toBeInTheDocument();
    await userEvent.upload(fileInput(), xlsx('thirds.questions.xlsx'));
    const questions = screen.getByRole('region', { name: 'Questions spreadsheets to import' });
    expect(await within(questions).findByText('thirds.questions.xlsx')).toBeInTheDocument();
    expect(server.transport.sendBytes).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: 'import/upload',
        query: [
          ['folder', 'year3'],
          ['name', 'thirds.questions.xlsx'],
        ],
      }),
    );
    expect(await screen.findByText('Uploaded thirds.questions.xlsx')).toBeInTheDocument();
  });

  it('refuses a spreadsheet whose name is not for import, without sending it', async () => {
    await openImportPage(server);
    await screen.findByRole('button', { name: 'year3' });
    await userEvent.upload(fileInput(), xlsx('notes.xlsx'));
    expect(
      await screen.findByText('Error: The file name must end .subjects.xlsx or .questions.xlsx'),
    ).toBeInTheDocument();
    expect(server.transport.sendBytes).not.toHaveBeenCalled();
  });

  it('has no upload or template buttons on the desktop, and says where they are', async () => {
    server.transport = { ...server.transport, kind: 'tauri', sendBytes: undefined };
    await openImportPage(server);
    expect(
      await screen.findByText(/Uploading spreadsheets and downloading templates work in the web/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload spreadsheet' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download questions template' }),
    ).not.toBeInTheDocument();
  });
});

describe('template downloads', () => {
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    saved.length = 0;
  });

  it('fetches the template with the admin’s session and saves it under its own name', async () => {
    const server = fakeImportServer();
    await openImportPage(server);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download questions template' }),
    );
    expect(server.transport.sendBytes).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: 'import/template/questions' }),
    );
    expect(saved).toEqual([{ href: 'blob:template', download: 'template.questions.xlsx' }]);
  });

  it('saves the results workbook the last import’s message names', async () => {
    const server = fakeImportServer();
    server.state.statuses = [
      {
        started: new Date().toISOString(),
        finished: new Date().toISOString(),
        message: 'Import complete, see starter.questions.results.xlsx for results',
        results: [{ type: 'info', detail: 'Questions created', count: 731 }],
        resultsFile: 'starter.questions.results.xlsx',
      },
    ];
    await openImportPage(server);
    const panel = screen.getByRole('region', { name: 'Last import' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Download starter.questions.results.xlsx' }),
    );
    expect(server.transport.sendBytes).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: 'import/results' }),
    );
    expect(saved).toEqual([{ href: 'blob:template', download: 'starter.questions.results.xlsx' }]);
  });

  it('offers no results download on the desktop', async () => {
    const server = fakeImportServer();
    const finished = {
      started: new Date().toISOString(),
      finished: new Date().toISOString(),
      message: 'Import complete, see a.subjects.results.xlsx for results',
      results: [{ type: 'info' as const, detail: 'Rows read', count: 1 }],
      resultsFile: 'a.subjects.results.xlsx',
    };
    server.state.statuses = [finished];
    server.transport = { ...server.transport, kind: 'tauri', sendBytes: undefined };
    await openImportPage(server);
    const panel = screen.getByRole('region', { name: 'Last import' });
    await waitFor(() => expect(panel).toHaveTextContent('Message: Import complete'));
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
