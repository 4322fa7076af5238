import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { RecordingPolicy } from './RecordingPolicy';

describe('the recording policy', () => {
  it.each([
    [90, 'kept for 90 days (longer'],
    [1, 'kept for 1 day (longer'],
  ])('with recordings kept %i days says %j', (days, words) => {
    renderWithProviders(<RecordingPolicy retentionDays={days} />);
    expect(screen.getByText(/Tutoring sessions are recorded/)).toHaveTextContent(words);
  });
});
