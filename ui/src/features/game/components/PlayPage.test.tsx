import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Role } from '../../../generated/api/schemas';
import { storeRole } from '../../../lib/auth/storage';
import { meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { fakeGameServer, type FakeGameServerOptions } from '../play/fakeGameServer';
import { storeChoice } from '../setup/gameChoice';

const PLAY = '/game/step2_speed_standard?game_id=speed-1-multi&time=60&game_mode=multiplayer';

function play(options: FakeGameServerOptions = {}, path = PLAY) {
  storeRole('student');
  storeChoice({
    focus: { key: 'subject:maths', name: 'Maths', ids: ['maths'] },
    difficulty: 'MEDIUM',
    gameId: 'speed-1-multi',
    timeAllowance: 'standard',
    readsEachQuestion: false,
  });
  const server = fakeGameServer(options);
  server.transport.restore = vi.fn(async () => ({
    uid: 'u',
    role: 'STUDENT' as Role,
    mustChangePassword: false,
  }));
  const app = renderApp(path, {
    transport: server.transport,
    fetchMe: async () => meFor('STUDENT'),
  });
  void app.store.start();
  return { ...server, app };
}

async function typeAnswer(value: string) {
  await userEvent.type(await screen.findByLabelText('Your answer'), value);
}

// Leaving the screen saves the game a moment later: let that happen while
// this test's server is still the one answering.
afterEach(async () => {
  cleanup();
  await new Promise((done) => setTimeout(done, 20));
});

describe('the play screen', () => {
  it('shows the question, the opponents and "Quit game" while the game runs', async () => {
    // The question comes late enough for its wait to be seen on a machine
    // busy with other tests too.
    play({ askDelayMs: 2_000 });
    // The game's name a child knows, not the route's game type.
    expect(await screen.findByRole('heading', { level: 1, name: 'Race the ghosts' })).toBeVisible();
    expect(screen.queryByText(/speed.standard/i)).not.toBeInTheDocument();
    expect(await screen.findByText('Generating a question, please wait a moment')).toBeVisible();
    expect(await screen.findByText('What is 1 + 1?', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quit game' })).toBeVisible();
    const opponents = screen.getByRole('region', { name: 'The race' });
    expect(within(opponents).getAllByTestId('opponent')).toHaveLength(3);
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^[01]:\d\d$/);
  });

  it('enables Submit once an answer is typed, then shows the result and the choices', async () => {
    play();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await typeAnswer('2');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Correct, well done!')).toBeVisible();
    expect(screen.getByTestId('coins')).not.toHaveTextContent(/^0$/);
    expect(screen.getByTestId('jewels')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Next question' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Easy' })).toBeInTheDocument();
  });

  it('submits on Enter and shows the correct answer after a wrong one', async () => {
    play();
    await typeAnswer('5{Enter}');
    expect(
      await screen.findByText(
        'Sorry, that is not the correct answer. The correct answer is shown above.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('2');
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('readonly');
  });

  it('apologises when there is no correct answer to show', async () => {
    play({ withCorrectAnswers: false });
    await typeAnswer('5{Enter}');
    expect(await screen.findByText('Oh no! Sorry, I can`t show the correct answer')).toBeVisible();
  });

  it("lets the child pass once the question's standard time has gone by", async () => {
    play({ standardTime: 1 });
    const pass = await screen.findByRole('button', { name: 'Pass' });
    expect(pass).toBeDisabled();
    await waitFor(() => expect(pass).toBeEnabled(), { timeout: 2500 });
    await userEvent.click(pass);
    expect(await screen.findByText('You passed. The correct answer is shown above.')).toBeVisible();
  });

  it('pauses and unpauses between questions', async () => {
    play();
    await typeAnswer('2{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unpause' }));
    expect(screen.getByRole('button', { name: 'Next question' })).toBeVisible();
  });

  it('moves on at the chosen difficulty', async () => {
    const { answers } = play();
    await typeAnswer('2{Enter}');
    await userEvent.click(await screen.findByRole('radio', { name: 'Super hard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('What is 4 + 4?')).toBeVisible();
    await typeAnswer('8{Enter}');
    await screen.findByText('Correct, well done!');
    expect(answers[1]!.body.difficulty).toBe('SUPER_HARD');
  });

  it('shows the hints when no question can be found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    play({
      ask: () => ({
        status: 404,
        body: { errors: ['There are no questions for this choice yet'] },
      }),
    });
    const error = await screen.findByTestId('game-error');
    expect(error).toHaveTextContent('There are no questions for this choice yet');
    expect(error).toHaveTextContent('Try again');
    expect(error).toHaveTextContent('Try again with different difficulty');
    expect(error).toHaveTextContent('Quit the game and try again with a different subject mix');
    expect(screen.getByRole('button', { name: 'Next question' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('asks for the next question again by itself after an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asks } = play({
      ask: (_, count) =>
        count === 1 ? { status: 500, body: { errors: ['Database down'] } } : null,
    });
    const error = await screen.findByTestId('game-error');
    expect(error).toHaveTextContent('Database down');
    expect(within(error).getByTestId('asking-again')).toHaveTextContent(
      'Trying again in a moment…',
    );
    expect(await screen.findByText('What is 2 + 2?', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByTestId('game-error')).not.toBeInTheDocument();
    expect(asks).toHaveLength(2);
    vi.restoreAllMocks();
  }, 10_000);

  it("says 'Time is up!' when the time runs out", async () => {
    play({}, '/game/step2_speed_standard?game_id=speed-1-multi&time=1&game_mode=multiplayer');
    expect(await screen.findByTestId('game-over', {}, { timeout: 3000 })).toHaveTextContent(
      /^Time is up! Adding up your points…$/,
    );
  });

  it("ends the game with 'Quit game' and shows the summary", async () => {
    // The ghosts cannot score in the first ten seconds: the child wins, below her record.
    const { saves, app } = play({ previousHighscore: 500 });
    await typeAnswer('2{Enter}');
    await screen.findByText('Correct, well done!');
    await userEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    expect(screen.getByTestId('game-over')).toHaveTextContent(
      /^You ended the game\. Adding up your points…$/,
    );
    expect(await screen.findByTestId('summary-message', {}, { timeout: 5000 })).toHaveTextContent(
      /^You won!$/,
    );
    expect(app.router.state.location.pathname).toBe('/game/step3_summary');
    expect(saves).toHaveLength(1);
    expect(screen.getByTestId('stat-Questions attempted')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Questions correct')).toHaveTextContent('1');
    expect(screen.getByTestId('tokens-line')).toHaveTextContent(
      'Tokens earned: 0 · Tokens pending: 0 · Without a subscription: 2',
    );
    expect(screen.getByRole('table', { name: 'Opponents' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play another game' })).toHaveAttribute(
      'href',
      '/game/step1_setup',
    );
    expect(screen.getByRole('link', { name: 'Go back to homepage' })).toHaveAttribute(
      'href',
      '/student',
    );
    expect(screen.getByRole('button', { name: 'Home' })).toBeVisible();
  }, 10_000);

  it('sends a visitor without a chosen game back to the setup screen', async () => {
    const { app } = play({}, '/game/step2_speed_standard?game_id=speed-1-multi');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/game/step1_setup'));
  });
});
