import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { RoomToken } from '../../../generated/api/schemas';
import { renderWithProviders } from '../../../test/renderApp';
import { RecordingNotice } from './RecordingNotice';

const ROOM: RoomToken = {
  token: 'room-token',
  channel_token: 'room-token',
  room_id: 'plytime-0123',
  provider: 'builtin',
  ice_servers: [],
  expires_at: '2025-01-06T17:15:00.000Z',
  recorded: true,
};

describe('the recording notice', () => {
  it('says the session is recorded when the built-in call goes through the media server', () => {
    renderWithProviders(<RecordingNotice room={ROOM} />);
    expect(screen.getByTestId('recording-notice')).toHaveTextContent(
      /^This session is recorded for safety$/,
    );
  });

  it('says plainly that the session is not recorded otherwise', () => {
    renderWithProviders(<RecordingNotice room={{ ...ROOM, recorded: false }} />);
    expect(screen.getByText('This session is not being recorded')).toBeVisible();
  });

  it('says a Jitsi session is not recorded', () => {
    renderWithProviders(
      <RecordingNotice room={{ ...ROOM, provider: 'jitsi', jitsi_domain: 'meet.example.org' }} />,
    );
    expect(screen.getByText('This session is not being recorded')).toBeVisible();
  });
});
