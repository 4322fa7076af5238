import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { LibraryGame, Role, TimeAllowance } from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { gameLengthText, readChoice } from '../setup/gameChoice';

const LIBRARY: LibraryGame[] = [
  {
    _id: 'speed-1-multi',
    game_type: 'speed_standard',
    description: 'Quick race: 1 minute against three ghosts',
    duration: 60,
    game_mode: 'multiplayer',
  },
  {
    _id: 'speed-3-single',
    game_type: 'speed_standard',
    description: 'Practice: 3 minutes on your own',
    duration: 180,
    game_mode: 'singleplayer',
  },
];

function setupServer(timeAllowance: TimeAllowance = 'standard') {
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'STUDENT' as Role, mustChangePassword: false })),
  });
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    switch (request.path) {
      case 'game/library':
        return { status: 200, body: LIBRARY };
      case 'profile/me':
        return { status: 200, body: { ...meFor('STUDENT'), time_allowance: timeAllowance } };
      case 'game/subjects':
        return {
          status: 200,
          body: [
            { _id: 'maths', name: 'Maths' },
            { _id: 'science', name: 'Science' },
          ],
        };
      case 'student/id-STUDENT/mixes':
        return {
          status: 200,
          body: [
            {
              _id: 'mix-1',
              student: 'id-STUDENT',
              name: 'Fractions and time',
              subject: 'maths',
              subjects: ['topic-fractions', 'topic-time'],
            },
          ],
        };
      default:
        return fallback(request);
    }
  });
  return transport;
}

async function openSetup(timeAllowance: TimeAllowance = 'standard') {
  storeRole('student');
  const app = renderApp('/game/step1_setup', {
    transport: setupServer(timeAllowance),
    fetchMe: async () => meFor('STUDENT'),
  });
  await app.store.start();
  return app;
}

describe('the game setup screen', () => {
  it('offers subjects and mixes, three difficulties, the games and how to play', async () => {
    await openSetup();
    expect(await screen.findByRole('radio', { name: 'Maths' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Science' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Fractions and time' })).toBeVisible();
    const difficulty = screen.getByRole('radiogroup', { name: 'How hard?' });
    expect(
      within(difficulty)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['MEDIUM', 'HARD', 'SUPER_HARD']);
    expect(screen.getByText('1 minute · Against three ghosts')).toBeVisible();
    expect(screen.getByText('3 minutes · On your own')).toBeVisible();
    expect(screen.getByRole('region', { name: 'How to play' })).toBeVisible();
  });

  it('needs a subject or mix before the game can start', async () => {
    await openSetup();
    const start = await screen.findByRole('button', { name: 'Start Game' });
    expect(start).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Maths' }));
    expect(start).toBeEnabled();
  });

  it('starts the chosen game with its id, length and mode, keeping the focus', async () => {
    const app = await openSetup();
    await userEvent.click(await screen.findByRole('radio', { name: 'Fractions and time' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Super hard' }));
    await userEvent.click(screen.getByRole('radio', { name: /Practice: 3 minutes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/game/step2_speed_standard'),
    );
    expect(app.router.state.location.search).toBe(
      '?game_id=speed-3-single&time=180&game_mode=singleplayer',
    );
    expect(readChoice()).toEqual({
      focus: {
        key: 'mix:mix-1',
        name: 'Fractions and time',
        ids: ['topic-fractions', 'topic-time'],
      },
      difficulty: 'SUPER_HARD',
      gameId: 'speed-3-single',
      timeAllowance: 'standard',
      readsEachQuestion: false,
    });
    expect(screen.queryByTestId('extra-time')).toBeNull();
  });

  it('says when a parent has given extra time, shows the longer games and keeps it for play', async () => {
    const app = await openSetup('double');
    expect(await screen.findByTestId('extra-time')).toHaveTextContent(
      'Extra time: Double time (×2). Your games last longer and the ghosts are slower.',
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Maths' }));
    // Each game's line under its description names the same length, and the extra on top.
    expect(screen.getByText('3 minutes + 3 minutes extra time · On your own')).toBeVisible();
    const quick = screen.getByRole('radio', { name: /Quick race: 1 minute/ });
    expect(quick).toHaveAccessibleDescription(
      '1 minute + 1 minute extra time · Against three ghosts',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Practice: 3 minutes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/game/step2_speed_standard'),
    );
    expect(readChoice()?.timeAllowance).toBe('double');
  });
});

describe("a game's length on the setup screen", () => {
  it.each([
    [60, 1, '1 minute'],
    [60, 1.5, '1 minute + 30 seconds extra time'],
    [180, 1.5, '3 minutes + 90 seconds extra time'],
    [60, 2, '1 minute + 1 minute extra time'],
  ])('%i s at ×%s reads %j', (seconds, factor, text) => {
    expect(gameLengthText(seconds, factor)).toBe(text);
  });
});
