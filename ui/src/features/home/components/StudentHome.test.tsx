import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { LibraryGame, SubscriptionLevel } from '../../../generated/api/schemas';
import type { TransportRequest } from '../../../lib/api/transport';
import { meFor } from '../../../test/fakeTransport';
import { onANarrowWindow } from '../../../test/narrowWindow';
import { ok, openAs, sentTo } from '../../../test/openAs';

const game = (minutes: number, mode: LibraryGame['game_mode']): LibraryGame => ({
  _id: `speed-${minutes}-${mode}`,
  game_type: 'speed_standard',
  description: `${minutes} minute race`,
  duration: minutes * 60,
  game_mode: mode,
});

/** The library's games: 1 and 3 minutes, each alone and against ghosts. */
const LIBRARY = [game(1, 'singleplayer'), game(1, 'multiplayer'), game(3, 'multiplayer')];

const durationOf = (request: TransportRequest) =>
  Number(request.query.find(([name]) => name === 'duration')?.[1]);

/**
 * The student home with `tokens` in the balance and these best scores by
 * game length, for a student whose plan is at `level`.
 */
function studentHome({
  tokens = 0,
  bests = { 60: 120, 180: 340 } as Record<number, number>,
  level = undefined as SubscriptionLevel | undefined,
}) {
  const me = { ...meFor('STUDENT'), subscription_level: level };
  return openAs(
    'STUDENT',
    '/student',
    (request) => {
      if (request.path === 'student/id-STUDENT/tokens') {
        return ok({
          rows: [],
          total_token_count: tokens,
          total_pending_token_count: 0,
          total_earned_without_subscription_count: 0,
        });
      }
      if (request.path === 'game/library') return ok(LIBRARY);
      if (request.path === 'game/highscore') return ok({ score: bests[durationOf(request)] ?? 0 });
      return undefined;
    },
    me,
  );
}

const playCard = () => screen.findByRole('region', { name: 'Play' });

describe('the student home', () => {
  it('has a big Play button to the game setup', async () => {
    studentHome({});
    const link = await within(await playCard()).findByRole('link', { name: 'Play' });
    expect(link).toHaveAttribute('href', '/game/step1_setup');
    expect(screen.getAllByRole('link', { name: /play/i })).toEqual([link]);
    // Calls go through one shared transport: let this home's finish before the next test's.
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent(/^340$/));
  });

  it('shows the best score of any game length, asking once per length', async () => {
    const app = studentHome({});
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent(/^340$/));
    expect(
      sentTo(app, 'GET', 'game/highscore')
        .map(durationOf)
        .sort((a, b) => a - b),
    ).toEqual([60, 180]);
  });

  it('shows 0 as the best score before the first game', async () => {
    studentHome({ bests: {} });
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent(/^0$/));
  });

  it('shows the token balance, with Tokens to spend them when above 0', async () => {
    studentHome({ tokens: 12 });
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^12$/));
    expect(screen.getByRole('link', { name: 'Tokens' })).toHaveAttribute('href', '/student/tokens');
  });

  it('hides Tokens with no tokens', async () => {
    const app = studentHome({ tokens: 0 });
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^0$/));
    expect(sentTo(app, 'GET', 'student/id-STUDENT/tokens')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Tokens' })).not.toBeInTheDocument();
  });

  it('shows a dash for a figure it could not load', async () => {
    const app = openAs('STUDENT', '/student', () => undefined);
    await waitFor(() => expect(sentTo(app, 'GET', 'game/library')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent(/^–$/));
    expect(screen.getByTestId('token-total')).toHaveTextContent(/^–$/);
  });

  it('keeps every other destination of the spec, each in a tile that says what it is for', async () => {
    studentHome({});
    const tile = (name: string) => screen.findByRole('region', { name });
    expect(
      within(await tile('How am I doing?')).getByRole('link', { name: 'Performance' }),
    ).toHaveAttribute('href', '/student/performance');
    expect(
      within(await tile('Camera and sound')).getByRole('link', { name: 'Audio/Video Check' }),
    ).toHaveAttribute('href', '/student/diagnostics');
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeVisible();
  });
});

describe('writing to a tutor from the student home', () => {
  it('is offered on a plan with a tutor', async () => {
    studentHome({ level: 'TutorPlan' });
    const tile = await screen.findByRole('region', { name: 'Write to your tutor' });
    expect(within(tile).getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'href',
      '/student/messages',
    );
  });

  it('is not offered on Platform Only, which has no tutor to read it', async () => {
    const app = studentHome({ level: 'PlatformOnly' });
    await screen.findByRole('region', { name: 'How am I doing?' });
    expect(screen.queryByRole('region', { name: 'Write to your tutor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    const paths = vi.mocked(app.transport.send).mock.calls.map(([request]) => request.path);
    expect(paths.filter((path) => path.startsWith('unread_notes/'))).toEqual([]);
  });
});

describe('the student home of a child with no plan yet', () => {
  it('says why and what a parent can do, instead of leading to shut pages', async () => {
    studentHome({ level: 'None' });
    const tile = await screen.findByRole('region', { name: 'No plan yet' });
    expect(
      within(tile).getByText(
        'You don’t have a plan yet. Ask a parent to choose a plan in their Plytime account.',
      ),
    ).toBeVisible();
    for (const name of ['Your next session', 'Write to your tutor', 'How am I doing?']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/game/step1_setup');
    expect(hrefs).toContain('/student/diagnostics');
    expect(
      hrefs.filter((href) => href?.match(/^\/student\/(sessions|messages|performance|tokens)/)),
    ).toEqual([]);
  });

  it('makes no call the server would refuse it', async () => {
    const app = studentHome({ level: 'None', tokens: 5 });
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent(/^340$/));
    const paths = vi.mocked(app.transport.send).mock.calls.map(([request]) => request.path);
    expect(paths.filter((path) => /^(student\/[^/]+\/tokens|unread_notes\/)/.test(path))).toEqual(
      [],
    );
    expect(screen.queryByTestId('token-total')).not.toBeInTheDocument();
  });
});

describe('the student home on a phone', () => {
  onANarrowWindow();

  it('still has Play, the figures and every tile', async () => {
    studentHome({ tokens: 3 });
    expect(await within(await playCard()).findByRole('link', { name: 'Play' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^3$/));
    for (const name of [
      'Your next session',
      'Write to your tutor',
      'How am I doing?',
      'Camera and sound',
    ]) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
  });
});
