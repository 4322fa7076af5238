import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { ScoreDistributionChart } from './ScoreDistributionChart';

describe('the score distribution chart', () => {
  it('has one bar per score, low to high, and names the question count', async () => {
    renderWithProviders(
      <ScoreDistributionChart
        distribution={[
          { score: 60, occurs: 2 },
          { score: 48, occurs: 1 },
        ]}
      />,
    );
    const chart = await screen.findByTestId('score-distribution');
    expect(chart).toHaveAttribute('data-bars', '2');
    expect(chart).toHaveAttribute('data-scores', '48 60');
    expect(chart).toHaveAccessibleName('Score distribution of 3 questions');
  });

  it('says so when there are no questions', async () => {
    renderWithProviders(<ScoreDistributionChart distribution={[]} />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
  });
});
