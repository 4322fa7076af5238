import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Ghost } from '../../../generated/Ghost';
import { renderWithProviders } from '../../../test/renderApp';
import { newGhost } from '../rules/ghosts';
import { RaceTrack } from './RaceTrack';

/** A ghost that has scored `score` gold coins and nothing else. */
function ghostOn(index: number, name: string, score: number): Ghost {
  return { ...newGhost(index, name, 1.1), score };
}

const progressOf = (lane: HTMLElement) =>
  Number(lane.querySelector('.race-runner')?.getAttribute('data-progress'));

describe('the race track', () => {
  it('moves each runner along by their total, with places', () => {
    const ghosts = [ghostOn(0, 'Ace', 10), ghostOn(1, 'Blaze', 40), ghostOn(2, 'Comet', 0)];
    renderWithProviders(<RaceTrack playerTotal={20} ghosts={ghosts} highscore={null} />);
    expect(screen.getByRole('heading', { name: 'The race' })).toBeVisible();
    const you = screen.getByTestId('racer-you');
    // The track is 50 points long: 40 is the furthest, at 80%.
    expect(progressOf(you)).toBe(0.4);
    expect(screen.getAllByTestId('opponent').map(progressOf)).toEqual([0.2, 0.8, 0]);
    expect(within(you).getByTestId('place')).toHaveTextContent('2nd');
    expect(within(you).getByLabelText('Your points')).toHaveTextContent('20');

    // A right answer later the child leads, and the track has grown.
    cleanup();
    renderWithProviders(<RaceTrack playerTotal={62} ghosts={ghosts} highscore={null} />);
    expect(progressOf(screen.getByTestId('racer-you'))).toBe(0.62);
    expect(within(screen.getByTestId('racer-you')).getByTestId('place')).toHaveTextContent('1st');
  });

  it('races the child against their record when there are no ghosts', () => {
    renderWithProviders(<RaceTrack playerTotal={30} ghosts={[]} highscore={90} />);
    expect(screen.getByRole('heading', { name: 'Beat your best' })).toBeVisible();
    expect(screen.queryByTestId('place')).not.toBeInTheDocument();
    // The record is at 90 on a 150-point track: 60% along.
    expect(screen.getByTestId('race-record')).toHaveStyle({ '--race-progress': '0.6' });
    expect(progressOf(screen.getByTestId('racer-you'))).toBe(0.2);
  });

  it('draws no record before the first game has set one', () => {
    renderWithProviders(<RaceTrack playerTotal={0} ghosts={[]} highscore={0} />);
    expect(screen.queryByTestId('race-record')).not.toBeInTheDocument();
  });
});
