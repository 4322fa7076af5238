import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { fakeTransport } from '../../../test/fakeTransport';
import { renderWithProviders } from '../../../test/renderApp';
import { RecordingPlayer, WATCH_IN_A_BROWSER } from './RecordingPlayer';

/** A server that refuses the recording as it refuses anyone who may not watch. */
function refusingServer() {
  const transport = fakeTransport();
  transport.send = async () => ({ status: 404, body: { errors: ['No such recording'] } });
  return transport;
}

describe('the recording player', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
  });

  it('says so when the server will not play the recording, and shows no video', async () => {
    renderWithProviders(<RecordingPlayer recordingId="rec-1" onClose={() => {}} />, {
      transport: refusingServer(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session recording' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: No such recording');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('in the desktop app, asks for a browser instead of opening a playback', async () => {
    (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__ = {};
    const transport = fakeTransport();
    const sent: string[] = [];
    transport.send = async (request) => {
      sent.push(`${request.method} ${request.path}`);
      return { status: 200, body: [] };
    };
    renderWithProviders(<RecordingPlayer recordingId="rec-1" onClose={() => {}} />, { transport });
    const dialog = await screen.findByRole('dialog', { name: 'Session recording' });
    expect(within(dialog).getByText(WATCH_IN_A_BROWSER)).toBeVisible();
    expect(await within(dialog).findByText('Nobody has watched this recording.')).toBeVisible();
    expect(sent).toEqual(['GET recording/rec-1/views']);
  });
});
