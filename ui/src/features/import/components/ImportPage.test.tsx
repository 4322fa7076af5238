import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storeRole } from '../../../lib/auth/storage';
import { meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { IMPORTING, TIMED_OUT_MESSAGE } from '../importState';
import { STATUS_POLL_MS } from '../hooks/useImportStatus';
import { fakeImportServer, fileItem, folderItem } from './fakeImportServer';

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

const list = (name: string) => screen.getByRole('region', { name });
const SUBJECTS = 'Subjects spreadsheets to import';
const QUESTIONS = 'Questions spreadsheets to import';

function topFolderWithFiles(server: Server) {
  server.state.folders.set('', [
    folderItem('year3'),
    fileItem('maths.subjects.xlsx'),
    fileItem('halves.questions.xlsx'),
  ]);
  server.state.folders.set('year3', [fileItem('year3/quarters.questions.xlsx')]);
}

describe('the import page', () => {
  let server: Server;
  beforeEach(() => {
    server = fakeImportServer();
  });

  it('shows Loading... and then the top folder split into subjects and questions files', async () => {
    topFolderWithFiles(server);
    let respond = () => {};
    server.state.folderDelay = new Promise((resolve) => (respond = resolve));
    await openImportPage(server);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    respond();
    expect(await screen.findByRole('button', { name: 'year3' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(list(SUBJECTS)).getByText('maths.subjects.xlsx')).toBeInTheDocument();
    expect(within(list(QUESTIONS)).getByText('halves.questions.xlsx')).toBeInTheDocument();
    expect(within(list(SUBJECTS)).queryByText('halves.questions.xlsx')).not.toBeInTheDocument();
    // The status of the last import is a call of its own, which may answer later.
    expect(await screen.findByText('No import has run yet.')).toBeInTheDocument();
  });

  it('opens a sub-folder and goes back up through the breadcrumb', async () => {
    topFolderWithFiles(server);
    await openImportPage(server);
    await userEvent.click(await screen.findByRole('button', { name: 'year3' }));
    expect(await screen.findByText('quarters.questions.xlsx')).toBeInTheDocument();
    expect(
      within(list(SUBJECTS)).getByText('No subjects spreadsheets in this folder'),
    ).toBeVisible();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('year3')).toHaveAttribute('aria-current', 'location');
    expect(server.calls('import/folders')).toEqual([
      'GET import/folders?',
      'GET import/folders?folder=year3',
    ]);
    await userEvent.click(within(path).getByRole('button', { name: 'subjects' }));
    expect(await screen.findByText('halves.questions.xlsx')).toBeInTheDocument();
  });

  it('says why the folder could not be listed', async () => {
    server.state.folderAnswer = {
      status: 400,
      body: { errors: ['That path is outside the import folder'] },
    };
    await openImportPage(server);
    expect(
      await screen.findByText('Error: That path is outside the import folder'),
    ).toBeInTheDocument();
  });

  it('shows a refused import as Error: and the message, and the import that is running', async () => {
    topFolderWithFiles(server);
    server.state.startAnswer = {
      status: 409,
      body: { errors: ['An import is already running. Please wait for it to finish.'] },
    };
    const othersImport = {
      started: new Date().toISOString(),
      message: IMPORTING.questions,
      results: [],
    };
    server.state.statuses = [{ results: [] }, othersImport];
    await openImportPage(server);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Import maths.subjects.xlsx' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: An import is already running. Please wait for it to finish.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(IMPORTING.questions);
    expect(screen.getByRole('button', { name: 'Import maths.subjects.xlsx' })).toBeDisabled();
  });

  it('tells a timed-out import apart from one still running', async () => {
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
    server.state.statuses = [
      { started: twentyMinutesAgo, message: IMPORTING.subjects, results: [] },
    ];
    topFolderWithFiles(server);
    await openImportPage(server);
    expect(await screen.findByText(TIMED_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Import maths.subjects.xlsx' })).toBeEnabled();
  });
});

describe('an import from start to finish', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the import, polls while it runs, and shows the result lines', async () => {
    const server = fakeImportServer();
    topFolderWithFiles(server);
    const started = new Date(2025, 2, 4, 10, 0);
    const running = {
      started: new Date().toISOString(),
      message: IMPORTING.questions,
      results: [],
    };
    await openImportPage(server);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const importButton = await screen.findByRole('button', {
      name: 'Import halves.questions.xlsx',
    });

    server.state.statuses = [
      running,
      running,
      {
        started: started.toISOString(),
        finished: new Date(2025, 2, 4, 10, 1).toISOString(),
        lastUpdate: new Date(2025, 2, 4, 10, 1).toISOString(),
        message: 'Import complete, see halves.questions.results.xlsx for results',
        resultsFile: 'halves.questions.results.xlsx',
        results: [
          { type: 'info', detail: 'Questions created', count: 2 },
          {
            type: 'error',
            detail: "Sheet 'questions' row 4, column status: 'nope' is not a question status",
            count: 1,
          },
        ],
      },
    ];
    await user.click(importButton);

    expect(await screen.findByRole('status')).toHaveTextContent(IMPORTING.questions);
    expect(server.calls('import/questions')).toEqual([
      'POST import/questions?file=halves.questions.xlsx',
    ]);
    expect(screen.getByRole('button', { name: 'Import halves.questions.xlsx' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh import status' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'year3' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Download .*results/ })).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_MS);
    const results = await screen.findByRole('table', { name: 'Import results' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const created = within(results).getByText('Questions created').closest('tr')!;
    expect(created).toHaveAttribute('data-type', 'info');
    expect(within(created).getByText('2')).toBeInTheDocument();
    expect(
      within(results)
        .getByText(/row 4, column status/)
        .closest('tr'),
    ).toHaveAttribute('data-type', 'error');
    const panel = screen.getByRole('region', { name: 'Last import' });
    expect(panel).toHaveTextContent('Started: Tue 4 Mar 10:00');
    expect(panel).toHaveTextContent('Finished: Tue 4 Mar 10:01');
    expect(panel).toHaveTextContent('Last update: Tue 4 Mar 10:01');
    expect(panel).toHaveTextContent(
      'Message: Import complete, see halves.questions.results.xlsx for results',
    );
    expect(screen.getByRole('button', { name: 'Import halves.questions.xlsx' })).toBeEnabled();
    expect(
      within(panel).getByRole('button', { name: 'Download halves.questions.results.xlsx' }),
    ).toBeEnabled();

    // Finished: no more polling.
    const reads = server.calls('import').length;
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS);
    expect(server.calls('import')).toHaveLength(reads);
  });
});
