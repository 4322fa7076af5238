import { useEffect, useState, useSyncExternalStore } from 'react';

import { useRegisterGameInPlay } from '../../../components/frame/gameInPlay';
import type { FinishedGame, GameConfig } from './gameConfig';
import { GameSession, type GameSessionOptions } from './gameSession';
import { isRunning } from './gameState';

/**
 * Runs one game for the play screen: starts it on arrival, ends and saves
 * it when the screen is left, and lets the header's 'Quit game' end it
 * while it runs.
 */
export function useGame(
  config: GameConfig,
  onFinished: (game: FinishedGame) => void,
  options?: GameSessionOptions,
) {
  const [session] = useState(() => new GameSession(config, onFinished, options));
  const state = useSyncExternalStore(session.subscribe, session.getState);

  useEffect(() => {
    session.attach();
    return () => session.detach();
  }, [session]);

  useRegisterGameInPlay(isRunning(state) ? session.quit : null);
  return { state, session };
}
