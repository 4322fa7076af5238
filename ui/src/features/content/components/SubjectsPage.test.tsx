import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { fakeTransport } from '../../../test/fakeTransport';
import { renderWithProviders } from '../../../test/renderApp';
import { LEVEL_INFO, type Level, placeholderItem } from '../levels';
import { SubjectsPage } from './SubjectsPage';

function item(level: Level, id: string, name: string, parent: string | null = null) {
  return { ...placeholderItem(level, parent, name), _id: id };
}

const MATHS = item('subject', 's1', 'Maths');
const NUMBER = { ...item('theme', 't1', 'Number', 's1'), question_count: 3 };

/**
 * A server with one subject and one theme, answering saves as told; a
 * created theme is listed from then on.
 */
function contentServer(
  save: (request: TransportRequest) => TransportResponse | Promise<TransportResponse>,
) {
  const transport = fakeTransport();
  const fallback = transport.send;
  const themes: unknown[] = [NUMBER];
  transport.send = vi.fn(async (request: TransportRequest) => {
    if (request.method !== 'GET') {
      const response = await save(request);
      if (request.method === 'POST' && response.status === 200) themes.push(response.body);
      return response;
    }
    if (request.path === 'subject') return { status: 200, body: [MATHS] };
    if (request.path === 'subject/s1/theme') return { status: 200, body: themes };
    if (/^(theme|topic)\/\w+\/(topic|endcode)$/.test(request.path))
      return { status: 200, body: [] };
    return fallback(request);
  });
  return transport;
}

const column = (title: string) => screen.getByRole('region', { name: `${title} column` });
const addButton = (title: string) => screen.getByRole('button', { name: `Add ${title}` });

describe('the content hierarchy screen', () => {
  it('enables Add Theme, Topic and Endcode only under a saved parent', async () => {
    renderWithProviders(<SubjectsPage />, {
      transport: contentServer(() => ({ status: 500, body: {} })),
    });
    await within(column('Subject')).findByText('Maths');
    expect(addButton('Subject')).toBeEnabled();
    for (const title of ['Theme', 'Topic', 'Endcode']) expect(addButton(title)).toBeDisabled();

    await userEvent.click(addButton('Subject'));
    const draft = within(column('Subject')).getByText('New subject').closest('[data-item-id]');
    expect(draft).toHaveAttribute('data-item-id', 'new_unsaved_subject');
    expect(screen.getByLabelText('Name')).toHaveValue('New subject');
    // The new subject is not saved yet, so nothing can go under it.
    expect(addButton('Theme')).toBeDisabled();

    await userEvent.click(within(column('Subject')).getByText('Maths'));
    expect(await within(column('Theme')).findByText('Number')).toBeInTheDocument();
    expect(addButton('Theme')).toBeEnabled();
    expect(addButton('Topic')).toBeDisabled();

    await userEvent.click(within(column('Theme')).getByText('Number'));
    expect(addButton('Topic')).toBeEnabled();
    expect(addButton('Endcode')).toBeDisabled();
    await userEvent.click(addButton('Topic'));
    expect(
      within(column('Topic')).getByText('New topic').closest('[data-item-id]'),
    ).toHaveAttribute('data-item-id', 'new_unsaved_topic');
    expect(addButton('Endcode')).toBeDisabled();
  });

  it('gives every level its placeholder id and default name', () => {
    expect(LEVEL_INFO.subject).toMatchObject({
      placeholderId: 'new_unsaved_subject',
      defaultName: 'New subject',
    });
    expect(LEVEL_INFO.theme).toMatchObject({
      placeholderId: 'new_unsaved_theme',
      defaultName: 'New theme',
    });
    expect(LEVEL_INFO.topic).toMatchObject({
      placeholderId: 'new_unsaved_topic',
      defaultName: 'New topic',
    });
    expect(LEVEL_INFO.endcode).toMatchObject({
      placeholderId: 'new_unsaved_endcode',
      defaultName: 'New endcode',
    });
  });

  it('saves a new theme with POST, then it has its real id and children can be added', async () => {
    const transport = contentServer((request) => ({
      status: 200,
      body: item('theme', 't2', (request.body as { name: string }).name, 's1'),
    }));
    renderWithProviders(<SubjectsPage />, { transport });
    await userEvent.click(await within(column('Subject')).findByText('Maths'));
    await userEvent.click(addButton('Theme'));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Shape');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column('Theme')).getByText('Shape').closest('[data-item-id]')).toHaveAttribute(
        'data-item-id',
        't2',
      ),
    );
    expect(addButton('Topic')).toBeEnabled();
    const post = vi
      .mocked(transport.send)
      .mock.calls.find(([request]) => request.method === 'POST');
    expect(post?.[0]).toMatchObject({ path: 'subject/s1/theme', body: { name: 'Shape' } });
  });

  it('shows a rename at once and puts it back when the server refuses', async () => {
    let refuse: (response: TransportResponse) => void = () => undefined;
    const transport = contentServer(
      () => new Promise<TransportResponse>((resolve) => (refuse = resolve)),
    );
    renderWithProviders(<SubjectsPage />, { transport });
    await userEvent.click(await within(column('Subject')).findByText('Maths'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mathematics');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(column('Subject')).findByText('Mathematics')).toBeInTheDocument();
    refuse({ status: 409, body: { errors: ['A subject with this name already exists'] } });
    expect(
      await screen.findByText('Error: A subject with this name already exists'),
    ).toBeInTheDocument();
    expect(within(column('Subject')).getByText('Maths')).toBeInTheDocument();
  });

  it('shows the counts and a score chart for the chosen item', async () => {
    renderWithProviders(<SubjectsPage />, {
      transport: contentServer(() => ({ status: 500, body: {} })),
    });
    await userEvent.click(await within(column('Subject')).findByText('Maths'));
    await userEvent.click(await within(column('Theme')).findByText('Number'));
    const details = screen.getByRole('region', { name: 'Theme details' });
    expect(within(details).getByTestId('question-count')).toHaveTextContent('Questions: 3');
    expect(within(details).getByTestId('score-distribution')).toBeInTheDocument();
  });
});
