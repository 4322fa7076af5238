import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { POLL_MS } from '../followNotes';
import { fakeNotesServer, tutorNote } from '../testing/fakeNotesServer';
import { NO_TUTOR_TO_WRITE } from './MessagesPage';
import { canSend } from './NoteComposer';

const PAGE = '/student/messages';
const messages = () => screen.getAllByRole('listitem').map((item) => item.textContent);

async function openWithNotes(count: number, options = {}) {
  const server = fakeNotesServer(options);
  server.state.notes = Array.from({ length: count }, (_, n) => tutorNote(n + 1));
  await server.open(PAGE);
  if (count > 0) await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
  return server;
}

describe("the child's Messages page", () => {
  it('says at the top that their parent can read the messages', async () => {
    await openWithNotes(1);
    const notice = screen.getByText('Your parent can read these messages');
    expect(notice).toBeVisible();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBeVisible();
  });
});

describe('the Messages page on a plan without a tutor', () => {
  it('keeps the messages to read, and says why there is no box to write in', async () => {
    await openWithNotes(1, { level: 'PlatformOnly' });
    expect(screen.getByText('Note 1')).toBeVisible();
    expect(screen.getByText(NO_TUTOR_TO_WRITE)).toBeVisible();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers the box on a plan with a tutor', async () => {
    await openWithNotes(1, { level: 'TutorPlan' });
    expect(screen.getByLabelText('Message')).toBeVisible();
    expect(screen.queryByText(NO_TUTOR_TO_WRITE)).not.toBeInTheDocument();
  });
});

describe('Send', () => {
  it.each([
    ['', false, false],
    ['   ', false, false],
    ['Hello', false, true],
    ['Hello', true, false],
  ])('with %j, sending %s: enabled %s', (message, sending, enabled) => {
    expect(canSend(message, sending)).toBe(enabled);
  });

  it('is disabled while empty and while sending, and the box empties once sent', async () => {
    const server = await openWithNotes(0);
    const send = await screen.findByRole('button', { name: 'Send' }, { timeout: 5000 });
    expect(send).toBeDisabled();
    let respond = () => {};
    server.state.postDelay = new Promise((resolve) => (respond = resolve));
    await userEvent.type(screen.getByLabelText('Message'), 'Can you help with fractions?');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    respond();
    expect(await screen.findByText('Can you help with fractions?')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(server.calls('POST', `note/${server.channel}`).map((call) => call.body)).toEqual([
      { message: 'Can you help with fractions?' },
    ]);
  });
});

describe('a message with contact details in it', () => {
  const send = async (message: string) => {
    await userEvent.type(screen.getByLabelText('Message'), `${message}{Enter}`);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  };
  const alert = () => screen.queryByRole('alert');

  it('is sent without them, and the child is told why until the next message', async () => {
    await openWithNotes(1);
    await send('my email is ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We took out a phone number, e-mail, link or username. Please keep chatting here on Plytime!',
    );
    expect(messages().at(-1)).toContain('my email is [contact details removed]');

    await send('See you on Tuesday');
    await waitFor(() => expect(alert()).toBeNull());
    expect(messages().at(-1)).toContain('See you on Tuesday');
  });

  it('leaves the alert once dismissed', async () => {
    await openWithNotes(1);
    await send('ada@example.com');
    const shown = await screen.findByRole('alert');
    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(alert()).toBeNull();
  });

  it('says nothing when nothing was taken out', async () => {
    await openWithNotes(1);
    await send('What is 7 x 8?');
    expect(messages().at(-1)).toContain('What is 7 x 8?');
    expect(alert()).toBeNull();
  });
});

describe('writing like a chat', () => {
  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const server = await openWithNotes(1);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(server.calls('POST', `note/${server.channel}`)).toEqual([]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() =>
      expect(server.calls('POST', `note/${server.channel}`).map((call) => call.body)).toEqual([
        { message: 'Line one\nLine two' },
      ]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(messages().at(-1)).toContain('Line one\nLine two');
  });

  it('does not send an empty message with Enter', async () => {
    const server = await openWithNotes(1);
    await userEvent.type(screen.getByLabelText('Message'), '   {Enter}');
    expect(server.calls('POST', `note/${server.channel}`)).toEqual([]);
  });

  it('says the message goes to the tutor who wrote last', async () => {
    await openWithNotes(2);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('To: Tess');
  });

  it("says 'To: your tutor' before the tutor has written", async () => {
    await openWithNotes(0);
    await screen.findByText('No messages yet.', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('To: your tutor');
  });

  it('opens scrolled to the newest message, and follows new ones down', async () => {
    const server = await openWithNotes(12, { live: true });
    const list = screen.getByTestId('note-list');
    let height = 1000;
    Object.defineProperty(list, 'scrollHeight', { get: () => height, configurable: true });
    // jsdom lays nothing out: the first scroll happened at height 0.
    act(() => server.publish(tutorNote(13, 'Look at question 3')));
    expect(await screen.findByText('Look at question 3')).toBeVisible();
    expect(list.scrollTop).toBe(1000);
    height = 1200;
    list.scrollTop = 300;
    act(() => server.publish(tutorNote(14, 'And question 4')));
    expect(await screen.findByText('And question 4')).toBeVisible();
    expect(list.scrollTop).toBe(1200);
  });

  it('keeps the place when older messages are added above', async () => {
    const server = await openWithNotes(15);
    const list = screen.getByTestId('note-list');
    let height = 1000;
    Object.defineProperty(list, 'scrollHeight', { get: () => height, configurable: true });
    list.scrollTop = 50;
    fireEvent.scroll(list);
    height = 1500; // the five older notes take 500 px above
    await waitFor(() => expect(messages()).toHaveLength(15));
    expect(list.scrollTop).toBe(550);
    expect(server.calls('GET', `note/${server.channel}`)).toHaveLength(2);
  });
});

describe('the messages', () => {
  afterEach(() => vi.useRealTimers());

  it("says 'Error getting notes' when they cannot be loaded", async () => {
    const server = fakeNotesServer();
    server.state.loadFailure = { status: 500, body: { errors: ['Database down'] } };
    await server.open(PAGE);
    expect(await screen.findByText('Error getting notes', {}, { timeout: 5000 })).toBeVisible();
  });

  it('shows the newest 10 at the bottom, and 10 older above when scrolled within 100 px of the top', async () => {
    const server = await openWithNotes(15);
    expect(messages()).toHaveLength(10);
    expect(messages()[0]).toContain('Note 6');
    expect(messages()[9]).toContain('Note 15');
    const list = screen.getByTestId('note-list');
    list.scrollTop = 150; // 150 px from the top: not yet
    fireEvent.scroll(list);
    expect(server.calls('GET', `note/${server.channel}`)).toHaveLength(1);
    list.scrollTop = 80;
    fireEvent.scroll(list);
    await waitFor(() => expect(messages()).toHaveLength(15));
    expect(messages()[0]).toContain('Note 1');
    expect(messages()[14]).toContain('Note 15');
    const older = server.calls('GET', `note/${server.channel}`)[1]!;
    expect(new Map(older.query).get('before')).toBe(tutorNote(6).timestamp);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('marks what is shown as read, up to the newest note', async () => {
    const server = await openWithNotes(3);
    await waitFor(() =>
      expect(server.calls('PUT', `notes_read/${server.channel}`).map((call) => call.body)).toEqual([
        { timestamp: tutorNote(3).timestamp },
      ]),
    );
  });

  it('shows a note the moment the server streams it', async () => {
    const server = await openWithNotes(1, { live: true });
    await waitFor(() => expect(server.transport.streamEvents).toHaveBeenCalled());
    act(() => server.publish(tutorNote(2, 'Well done today!')));
    expect(await screen.findByText('Well done today!')).toBeVisible();
    expect(messages().at(-1)).toContain('Well done today!');
  });

  it('asks for new notes every few seconds where there is no event stream (desktop)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await openWithNotes(1);
    server.state.notes.push(tutorNote(2, 'Sent from the tutor'));
    act(() => vi.advanceTimersByTime(POLL_MS));
    expect(await screen.findByText('Sent from the tutor')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});

describe('the Messages button on the student home', () => {
  it('shows how many messages are unread', async () => {
    const server = fakeNotesServer();
    server.state.unread = 3;
    await server.open('/student');
    const button = await screen.findByRole('link', { name: /Messages/ }, { timeout: 5000 });
    expect(button).toHaveAttribute('href', '/student/messages');
    await waitFor(() => expect(within(button).getByLabelText('3 unread')).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '/student/performance',
    );
  });

  it('shows no count with nothing unread', async () => {
    const server = fakeNotesServer();
    await server.open('/student');
    const button = await screen.findByRole('link', { name: /Messages/ }, { timeout: 5000 });
    await waitFor(() =>
      expect(server.calls('GET', `unread_notes/${server.channel}`)).toHaveLength(1),
    );
    expect(button).toHaveTextContent(/^Messages$/);
  });

  it('counts a new message the moment the live channel brings it', async () => {
    const server = fakeNotesServer({ live: true });
    server.state.notes = [tutorNote(1)];
    await server.open('/student');
    const button = await screen.findByRole('link', { name: /Messages/ }, { timeout: 5000 });
    await waitFor(() => expect(server.calls('GET', `note/${server.channel}`)).toHaveLength(1));
    expect(button).toHaveTextContent(/^Messages$/);
    const asked = server.calls('GET', `unread_notes/${server.channel}`).length;

    server.state.unread = 1;
    act(() => server.publish(tutorNote(2, 'Well done today!')));
    await waitFor(() => expect(within(button).getByLabelText('1 unread')).toHaveTextContent('1'));
    expect(server.calls('GET', `unread_notes/${server.channel}`)).toHaveLength(asked + 1);
  });

  it('asks again when the child comes back to the window', async () => {
    const server = fakeNotesServer();
    await server.open('/student');
    const button = await screen.findByRole('link', { name: /Messages/ }, { timeout: 5000 });
    await waitFor(() =>
      expect(server.calls('GET', `unread_notes/${server.channel}`)).toHaveLength(1),
    );
    server.state.unread = 2;
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(within(button).getByLabelText('2 unread')).toHaveTextContent('2'));
  });
});
