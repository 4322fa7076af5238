import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NOT_STARTED, type GameState } from '../play/gameState';
import { NEW_PLAYER_SCORE } from '../rules/scoring';
import { useCelebrationTunes, useSoundOn } from './gameSound';

/** Web Audio as far as a tune uses it, counting the notes started. */
function fakeAudio() {
  const notes: number[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createOscillator() {
      const frequency = param();
      return {
        type: 'sine',
        frequency,
        connect: (next: unknown) => next,
        start: () => notes.push(frequency.value),
        stop: vi.fn(),
      };
    }
    resume = vi.fn();
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return notes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** One right answer (or `decision`) more than `state`. */
function answered(state: GameState, decision: 'CORRECT' | 'INCORRECT' = 'CORRECT'): GameState {
  const right = decision === 'CORRECT' ? 1 : 0;
  return {
    ...state,
    result: { decision, correctAnswers: [], before: state.player },
    player: {
      ...state.player,
      score: state.player.score + 5 * right,
      total_questions: state.player.total_questions + 1,
    },
  };
}

describe('the game sound', () => {
  it('is on until muted, and the mute is remembered for the next game', () => {
    const first = renderHook(() => useSoundOn());
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    first.unmount();
    expect(renderHook(() => useSoundOn()).result.current[0]).toBe(false);
  });

  it('plays a tune once per right answer, none for a wrong one, none when muted', () => {
    const notes = fakeAudio();
    const start: GameState = { ...NOT_STARTED, player: NEW_PLAYER_SCORE };
    const game = renderHook(({ state, on }) => useCelebrationTunes(state, on), {
      initialProps: { state: start, on: true },
    });
    expect(notes).toHaveLength(0);
    const right = answered(start);
    game.rerender({ state: right, on: true });
    expect(notes).toHaveLength(2);
    // The same answer on screen again (a heartbeat) plays nothing more.
    game.rerender({ state: { ...right, remainingSeconds: 5 }, on: true });
    expect(notes).toHaveLength(2);
    const wrong = answered(right, 'INCORRECT');
    game.rerender({ state: wrong, on: true });
    expect(notes).toHaveLength(2);
    game.rerender({ state: answered(wrong), on: false });
    expect(notes).toHaveLength(2);
  });
});
