import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminQuestion } from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp, renderWithProviders } from '../../../test/renderApp';
import { QuestionsPage } from './QuestionsPage';

const named = (name: string) => ({ _id: `id-${name}`, name });

function question(index: number): AdminQuestion {
  return {
    _id: `q${index}`,
    ref: `HALF-${index}`,
    status: 'live',
    score: 50,
    measured_score: null,
    measured_count: 0,
    measured_in_use: false,
    standard_time: 30,
    maximum_time: 60,
    lines: [
      [
        { type: 'Text', text: `Question ${index}` },
        { type: 'Whole Number', ref: 'a' },
      ],
    ],
    answers: [[{ ref: 'a', values: ['4'] }]],
    endcode: named('Halves'),
    topic: named('Fractions'),
    theme: named('Number'),
    subject: named('Maths'),
  };
}

/** 120 questions, served 50 at a time like the server does. */
const BANK = Array.from({ length: 120 }, (_, index) => question(index + 1));

function searchServer(answer?: (request: TransportRequest) => TransportResponse | null) {
  const transport = fakeTransport();
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest) => {
    if (request.path !== 'admin/question/search') return fallback(request);
    const custom = answer?.(request);
    if (custom) return custom;
    const query = new Map(request.query);
    const from = Number(query.get('_from'));
    const matching = BANK.filter((each) => each.ref.includes(query.get('ref') ?? ''));
    const data = matching.slice(from, from + Number(query.get('_limit')));
    return {
      status: 200,
      body: { data, metadata: { from, to: from + data.length, of: matching.length } },
    };
  });
  return transport;
}

function searches(transport: ReturnType<typeof fakeTransport>) {
  return vi
    .mocked(transport.send)
    .mock.calls.map(([request]) => request)
    .filter((request) => request.path === 'admin/question/search');
}

describe('question search', () => {
  it('asks for parameters first, with live as the default status', async () => {
    renderWithProviders(<QuestionsPage />, { transport: searchServer() });
    expect(await screen.findByText('Enter parameters and press search')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ref' })).toHaveValue('');
    // The default status (live) is checked in the query of the next test.
  });

  it('shows theme, topic, endcode, ref and status, and pages by 50', async () => {
    const transport = searchServer();
    renderWithProviders(<QuestionsPage />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getByRole('row', { name: /HALF-1\b/ })).toHaveTextContent(
      'NumberFractionsHalvesHALF-1live',
    );
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();

    expect(searches(transport).map((request) => new Map(request.query).get('_from'))).toEqual([
      '0',
      '50',
      '100',
      '50',
    ]);
    expect(searches(transport)[0]?.query).toEqual([
      ['status', 'live'],
      ['ref', ''],
      ['_from', '0'],
      ['_limit', '50'],
    ]);
    // Role queries over three pages of 50 rows are slow in jsdom on a busy machine.
  }, 15_000);

  it("says 'No matching questions' when nothing matches", async () => {
    renderWithProviders(<QuestionsPage />, { transport: searchServer() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ref' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No matching questions')).toBeInTheDocument();
  });

  it('only logs a failed search and keeps the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const transport = searchServer(() =>
      fail ? { status: 500, body: { errors: ['Database unavailable'] } } : null,
    );
    renderWithProviders(<QuestionsPage />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Database unavailable'));
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /HALF-1\b/ })).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('runs the search in the address on arrival', async () => {
    storeRole('admin');
    const transport = searchServer();
    transport.restore = vi.fn(async () => ({
      uid: 'u',
      role: 'ADMIN' as const,
      mustChangePassword: false,
    }));
    const app = renderApp('/admin/questions?ref=HALF-11&status=draft&status=live', {
      transport,
      fetchMe: async () => meFor('ADMIN'),
    });
    await app.store.start();
    expect(await screen.findByRole('row', { name: /HALF-110\b/ })).toBeInTheDocument();
    expect(searches(transport)[0]?.query).toEqual([
      ['status', 'draft'],
      ['status', 'live'],
      ['ref', 'HALF-11'],
      ['_from', '0'],
      ['_limit', '50'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Ref' })).toHaveValue('HALF-11');
  });

  it('opens a question in the editor with its preview', async () => {
    renderWithProviders(<QuestionsPage />, { transport: searchServer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('row', { name: /HALF-2\b/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Ref')).toHaveValue('HALF-2');
    expect(within(dialog).getByTestId('question-preview')).toHaveTextContent('Question 2');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
