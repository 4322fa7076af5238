import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Prize, Role, TokenList } from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { canRedeem, REWARD_TOAST_MS } from '../hooks/useTokens';

const PRIZES: Prize[] = [
  { _id: 'stickers', amount: 20, name: 'Sticker pack', image: '', description: 'Stickers' },
  { _id: 'book', amount: 150, name: 'Puzzle book', image: '', description: 'Puzzles' },
];

function tokenList(total: number): TokenList {
  return {
    rows: [
      {
        _id: 'grant-1',
        created_at: '2026-03-02T10:00:00Z',
        pending_token_count: 0,
        token_count: 30,
        without_subscription_count: 0,
        rows: [
          {
            _id: 'grant-1',
            created_at: '2026-03-02T10:00:00Z',
            status: 'Manual',
            amount: 30,
            note: 'Well done',
          },
        ],
      },
      {
        _id: 'game-1',
        created_at: '2026-03-01T10:00:00Z',
        game_summary_id: 'game-1',
        game: 'Quick race: 1 minute against three ghosts',
        pending_token_count: 1,
        token_count: 3,
        without_subscription_count: 0,
        rows: [],
      },
    ],
    total_token_count: total,
    total_pending_token_count: 1,
    total_earned_without_subscription_count: 0,
  };
}

/** A student with `total` tokens; redeeming spends them as the server would. */
function tokensServer(total: number) {
  let balance = total;
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'STUDENT' as Role, mustChangePassword: false })),
  });
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path === 'student/id-STUDENT/tokens') {
      return { status: 200, body: tokenList(balance) };
    }
    if (request.path === 'student/prizes') return { status: 200, body: { results: PRIZES } };
    if (request.path === 'student/prize') {
      const prize = PRIZES.find(
        (each) => each._id === (request.body as { prize_id: string }).prize_id,
      );
      if (!prize || balance < prize.amount) {
        return { status: 409, body: { errors: ['Not enough tokens for this prize'] } };
      }
      balance -= prize.amount;
      return { status: 200, body: { success: true } };
    }
    return fallback(request);
  });
  return transport;
}

function openTokens(total: number) {
  storeRole('student');
  const transport = tokensServer(total);
  const app = renderApp('/student/tokens', { transport, fetchMe: async () => meFor('STUDENT') });
  void app.store.start();
  return transport;
}

describe('redeeming', () => {
  it.each([
    [19, 20, false],
    [20, 20, true],
    [150, 20, true],
    [0, 20, false],
  ])('with %i tokens, a %i-token prize can be redeemed: %s', (total, amount, allowed) => {
    expect(canRedeem(total, amount)).toBe(allowed);
  });
});

describe('the tokens page', () => {
  it('shows the total, the rewards and the history', async () => {
    openTokens(33);
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^33$/));
    const stickers = await screen.findByRole('region', { name: 'Sticker pack' });
    expect(within(stickers).getByText('20 tokens')).toBeVisible();
    expect(within(stickers).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    const book = screen.getByRole('region', { name: 'Puzzle book' });
    expect(within(book).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    const history = screen.getByRole('table', { name: 'Token history' });
    expect(within(history).getByRole('row', { name: /Given: Well done/ })).toHaveTextContent('30');
    expect(
      within(history).getByRole('row', { name: /Quick race: 1 minute against three ghosts/ }),
    ).toHaveTextContent('31');
  });

  it("redeems a reward, says 'Woo-hoo your reward is on it's way!' and refreshes the total", async () => {
    const transport = openTokens(33);
    const stickers = await screen.findByRole('region', { name: 'Sticker pack' });
    await userEvent.click(within(stickers).getByRole('button', { name: 'Redeem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByText("Woo-hoo your reward is on it's way!")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^13$/));
    expect(
      vi
        .mocked(transport.send)
        .mock.calls.some(
          ([request]) =>
            request.path === 'student/prize' &&
            JSON.stringify(request.body) === JSON.stringify({ prize_id: 'stickers' }),
        ),
    ).toBe(true);
    await screen.findByRole('region', { name: 'Sticker pack' });
    expect(
      within(screen.getByRole('region', { name: 'Sticker pack' })).getByRole('button', {
        name: 'Redeem',
      }),
    ).toBeDisabled();
  });

  it('links the pending tokens to the answers still to review', async () => {
    openTokens(33);
    const link = await screen.findByRole('link', { name: 'review your answers' });
    expect(link).toHaveAttribute('href', '/student/performance/answers?tokens=pending');
    expect(link.parentElement).toHaveTextContent(
      /^1 more is waiting until you review your answers\.$/,
    );
  });

  it('counts one token as one, not "1 tokens"', async () => {
    openTokens(1);
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^1$/));
    expect(screen.getByTestId('token-total').parentElement).toHaveTextContent(/^You have 1 token$/);
  });

  it('keeps the reward toast up for 15 seconds', () => {
    expect(REWARD_TOAST_MS).toBe(15_000);
  });

  it('shows nothing to redeem with no tokens', async () => {
    openTokens(0);
    await waitFor(() => expect(screen.getByTestId('token-total')).toHaveTextContent(/^0$/));
    const stickers = await screen.findByRole('region', { name: 'Sticker pack' });
    expect(within(stickers).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});
