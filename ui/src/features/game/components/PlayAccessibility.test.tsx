import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ghost } from '../../../generated/Ghost';
import { fakeMatchMedia } from '../../../test/matchMedia';
import { renderWithProviders } from '../../../test/renderApp';
import { question } from '../play/fakeGameServer';
import type { GameSession } from '../play/gameSession';
import { type GameState, NOT_STARTED } from '../play/gameState';
import { newGhost } from '../rules/ghosts';
import { after, NEW_PLAYER_SCORE } from '../rules/scoring';
import { BONUS_FADE_MS, BonusBurst } from './BonusBurst';
import { GameControls } from './GameControls';
import { RaceTrack } from '../race/RaceTrack';
import { QuestionPanel } from './QuestionPanel';
import { Scoreboard } from './Scoreboard';

/* What the play screen does for keyboard and screen-reader players, and for less motion. */

const ASKED: GameState = {
  ...NOT_STARTED,
  phase: 'in_play',
  remainingSeconds: 60,
  shown: { question: question(1), difficulty: 'HARD', shownAt: 0, seconds: 0 },
  questionAsked: true,
};

/** ASKED, answered right in 5 of its 10 seconds. */
const ANSWERED: GameState = {
  ...ASKED,
  questionAsked: false,
  answer: { '0-1': { ref: 'n', value: '2' } },
  result: { decision: 'CORRECT', correctAnswers: [], before: NEW_PLAYER_SCORE },
  player: after(NEW_PLAYER_SCORE, {
    result: 'CORRECT',
    difficulty: 'HARD',
    standard_time: 10,
    seconds_taken: 5,
  }),
};

const session = {
  submit: vi.fn(),
  pass: vi.fn(),
  chooseDifficulty: vi.fn(),
  nextQuestion: vi.fn(),
  pause: vi.fn(),
  unpause: vi.fn(),
} as unknown as GameSession;

/** The question and the controls, showing whatever state `show` is given. */
function playScreen(first: GameState) {
  let show: (state: GameState) => void = () => undefined;
  function Screen() {
    const [state, setState] = useState(first);
    show = setState;
    return (
      <>
        <QuestionPanel state={state} onAnswer={vi.fn()} onSubmit={vi.fn()} />
        <GameControls state={state} session={session} />
      </>
    );
  }
  renderWithProviders(<Screen />);
  return (state: GameState) => act(() => show(state));
}

describe('the play screen for keyboard and screen-reader players', () => {
  it('puts the keyboard in the first box of each new question', async () => {
    playScreen(ASKED);
    expect(await screen.findByLabelText('Your answer')).toHaveFocus();
  });

  it('reads out the result and what it earned, then offers Next question to Enter', async () => {
    const show = playScreen(ASKED);
    const status = await screen.findByTestId('game-status');
    // The live region is there, empty, before anything is read out.
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/^$/);
    show(ANSWERED);
    expect(status).toHaveTextContent('Correct, well done!You earned 18 points, with 2 jewels.');
    expect(screen.getByRole('button', { name: 'Next question' })).toHaveFocus();
  });

  it('reads out a pause', async () => {
    const show = playScreen(ANSWERED);
    show({ ...ANSWERED, phase: 'paused' });
    expect(await screen.findByTestId('game-status')).toHaveTextContent(/Paused$/);
  });

  it('shows the clock as a timer, which is not read out every second', () => {
    renderWithProviders(
      <Scoreboard remainingSeconds={65} player={NEW_PLAYER_SCORE} highscore={null} />,
    );
    const clock = screen.getByRole('timer', { name: 'Time left 1:05' });
    expect(clock).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('img', { name: 'Rubies 0 of 5' })).toBeInTheDocument();
  });
});

describe('the bonus animation', () => {
  const original = { matchMedia: window.matchMedia, animate: HTMLElement.prototype.animate };
  afterEach(() => {
    window.matchMedia = original.matchMedia;
    HTMLElement.prototype.animate = original.animate;
  });
  const gain = { points: 18, jewels: 2, streakPoints: 0 };

  it('pops up the jewels won and shrinks them away over 8 seconds', () => {
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    renderWithProviders(<BonusBurst gain={gain} />);
    expect(screen.getByTestId('bonus')).toHaveTextContent('+2 jewels');
    expect(screen.getByTestId('bonus')).toHaveAttribute('data-motion', 'animated');
    expect(animate).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ duration: BONUS_FADE_MS }),
    );
    expect(BONUS_FADE_MS).toBe(8000);
  });

  it('stays still for a child whose device asks for reduced motion', () => {
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    window.matchMedia = fakeMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    renderWithProviders(<BonusBurst gain={{ ...gain, streakPoints: 1 }} />);
    const bonus = screen.getByTestId('bonus');
    expect(bonus).toHaveTextContent('+2 jewelsStreak bonus!');
    expect(bonus).toHaveAttribute('data-motion', 'still');
    expect(animate).not.toHaveBeenCalled();
  });

  it('shows nothing when the answer earned no bonus', () => {
    renderWithProviders(<BonusBurst gain={{ points: 8, jewels: 0, streakPoints: 0 }} />);
    expect(screen.queryByTestId('bonus')).not.toBeInTheDocument();
  });
});

describe('the race', () => {
  it('tells the ghosts apart by name and shape, not by colour alone', () => {
    const ghosts: Ghost[] = [
      newGhost(0, 'Ace', 0.5),
      newGhost(1, 'Blaze', 0.8),
      newGhost(2, 'Comet', 1.1),
    ];
    renderWithProviders(<RaceTrack playerTotal={0} ghosts={ghosts} highscore={null} />);
    const rows = screen.getAllByTestId('opponent');
    expect(rows.map((row) => row.textContent)).toEqual(['Ace1st0', 'Blaze1st0', 'Comet1st0']);
    const shapes = rows.map((row) => row.querySelector('svg')?.getAttribute('data-shape'));
    expect(shapes.every((shape) => shape !== undefined)).toBe(true);
    expect(new Set(shapes).size).toBe(3);
    for (const row of rows) {
      // The name is in the text colour; only the mark carries the ghost's colour.
      expect(
        within(row)
          .getByText(/^[A-Z]/)
          .getAttribute('style') ?? '',
      ).not.toMatch(/color/);
    }
  });
});
