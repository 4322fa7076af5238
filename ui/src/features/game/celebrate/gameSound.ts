import { useEffect, useRef } from 'react';

import { useStoredChoice } from '../../../lib/useStoredChoice';
import type { GameState } from '../play/gameState';
import { celebrationFor } from './celebration';
import { playTune } from './playTune';
import { TUNES } from './tunes';

const SOUND_SETTINGS = ['on', 'off'] as const;

/** The game's sound, on unless muted; the mute is kept in this browser for the next game. */
export function useSoundOn(): [boolean, (on: boolean) => void] {
  const [setting, store] = useStoredChoice('plytime.game-sound', SOUND_SETTINGS, 'on');
  return [setting === 'on', (on) => store(on ? 'on' : 'off')];
}

/** Plays each answer's celebration tune once, as its result comes in, unless muted. */
export function useCelebrationTunes(state: GameState, soundOn: boolean): void {
  const answers = state.player.total_questions;
  const celebration = state.result
    ? celebrationFor(state.result, state.player, state.highscore)
    : null;
  const celebrated = useRef(answers);
  useEffect(() => {
    if (answers === celebrated.current) return;
    celebrated.current = answers;
    if (soundOn && celebration) playTune(TUNES[celebration]);
  }, [answers, celebration, soundOn]);
}
