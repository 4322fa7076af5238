import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ChatMessage } from '../../../../generated/ChatMessage';
import { fakeTransport } from '../../../../test/fakeTransport';
import { renderWithProviders } from '../../../../test/renderApp';
import { FakeSocket, lastSocket } from '../../testing/fakeSocket';
import { SessionChannel } from '../sessionChannel';
import { RoomChat } from './RoomChat';

const message = (id: string, name: string, text: string, at: string): ChatMessage => ({
  _id: id,
  sender_id: name,
  sender_name: name,
  role: name === 'Ada' ? 'STUDENT' : 'TUTOR',
  text,
  sent_at: at,
});

const KEPT = message('m1', 'Priya', 'Ready, Ada?', '2026-12-07T16:30:00.000Z');

describe("the room's chat", () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows what was said before, sends a message and shows it once the server keeps it', async () => {
    const transport = fakeTransport({
      send: vi.fn(async () => ({ status: 200, body: [KEPT] })),
    });
    const channel = new SessionChannel('ws://plytime.test/channel');
    renderWithProviders(<RoomChat sessionId="s1" channel={channel} otherName="Priya" />, {
      transport,
    });
    expect(await screen.findByText('Ready, Ada?')).toBeVisible();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Chat message'), '  Yes!  ');
    await userEvent.click(send);
    expect(lastSocket().sent).toEqual([{ type: 'chat', text: 'Yes!' }]);
    expect(screen.getByLabelText('Chat message')).toHaveValue('');

    // The server's copy is what shows, once, however often it comes.
    const mine = message('m2', 'Ada', 'Yes!', '2026-12-07T16:30:05.000Z');
    lastSocket().deliver({ type: 'chat', message: mine });
    lastSocket().deliver({ type: 'chat', message: KEPT });
    expect(await screen.findByText('Yes!')).toBeVisible();
    expect(screen.getAllByText('Ready, Ada?')).toHaveLength(1);
  });
});
