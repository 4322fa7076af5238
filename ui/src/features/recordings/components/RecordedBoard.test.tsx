import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '../../../lib/api/transport';
import { fakeTransport } from '../../../test/fakeTransport';
import { renderWithProviders } from '../../../test/renderApp';
import { BOARD_STEP_MS, boardMoment, RecordedBoard } from './RecordedBoard';

describe('the whiteboard beside a recording', () => {
  it('is asked for at the start of the stretch playing', () => {
    expect(boardMoment(0)).toBe(0);
    expect(boardMoment(4.999)).toBe(0);
    expect(boardMoment(5)).toBe(BOARD_STEP_MS);
    expect(boardMoment(61.2)).toBe(60_000);
    expect(boardMoment(-1)).toBe(0);
  });

  it('says when nothing was drawn yet at that moment', async () => {
    const transport = fakeTransport();
    const asked: TransportRequest[] = [];
    transport.send = async (request) => {
      asked.push(request);
      return { status: 200, body: { elements: [], files: {} } };
    };
    renderWithProviders(<RecordedBoard recordingId="rec-1" atMs={15_000} />, { transport });
    expect(await screen.findByText('Nothing was on the whiteboard yet.')).toBeVisible();
    const board = asked.find((request) => request.path === 'recording/rec-1/board')!;
    expect(board.method).toBe('GET');
    expect(board.query).toContainEqual(['at_ms', '15000']);
  });
});
