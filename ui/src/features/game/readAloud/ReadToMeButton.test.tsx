import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/renderApp';
import { READ_TO_ME, ReadToMeButton } from './ReadToMeButton';

/** jsdom has no speech: a stand-in that keeps what it is asked to say. */
function fakeSpeech(voices: { lang: string }[]) {
  const spoken: { text: string; lang: string }[] = [];
  const listeners = new Set<() => void>();
  const speech = {
    voices,
    getVoices: () => speech.voices,
    speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
    cancel: vi.fn(),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    voicesLoaded(loaded: { lang: string }[]) {
      speech.voices = loaded;
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  );
  return { speech, spoken };
}

const LINES = [
  [
    { type: 'Text' as const, text: 'What is 3/4 of £2?' },
    { type: 'GBP' as const, ref: 'a' },
  ],
];

describe('Read to me', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the question as a child hears it, in a British voice', async () => {
    const { spoken } = fakeSpeech([{ lang: 'en-GB' }]);
    renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} />);
    await userEvent.click(screen.getByRole('button', { name: READ_TO_ME }));
    expect(spoken).toEqual([
      expect.objectContaining({
        text: 'What is three quarters of two pounds? blank.',
        lang: 'en-GB',
      }),
    ]);
  });

  it('reads each question by itself once for a child who has it on, when the voices are in', () => {
    const { speech, spoken } = fakeSpeech([]);
    renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} readsByItself />);
    expect(spoken).toHaveLength(0);
    act(() => speech.voicesLoaded([{ lang: 'en-GB' }]));
    expect(spoken.map((utterance) => utterance.text)).toEqual([
      'What is three quarters of two pounds? blank.',
    ]);
    // Voices changing again do not read it a second time.
    act(() => speech.voicesLoaded([{ lang: 'en-GB' }, { lang: 'en-US' }]));
    expect(spoken).toHaveLength(1);
  });

  it('reads nothing by itself for a child who has it off', () => {
    const { spoken } = fakeSpeech([{ lang: 'en-GB' }]);
    renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} readsByItself={false} />);
    expect(spoken).toHaveLength(0);
  });

  it('waits for voices that load late', async () => {
    const { speech } = fakeSpeech([]);
    renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} />);
    expect(screen.getByRole('button', { name: READ_TO_ME })).toBeDisabled();
    act(() => speech.voicesLoaded([{ lang: 'en-US' }]));
    expect(screen.getByRole('button', { name: READ_TO_ME })).toBeEnabled();
  });

  it('is not offered where there is no voice to read with', () => {
    vi.useFakeTimers();
    fakeSpeech([]);
    renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: READ_TO_ME })).not.toBeInTheDocument();
  });

  it('stops reading when the question goes from the screen', () => {
    const { speech } = fakeSpeech([{ lang: 'en-GB' }]);
    const { unmount } = renderWithProviders(<ReadToMeButton questionId="q1" lines={LINES} />);
    expect(speech.cancel).not.toHaveBeenCalled();
    unmount();
    expect(speech.cancel).toHaveBeenCalled();
  });
});
