import { useEffect, useSyncExternalStore } from 'react';

type QuitGame = () => void;

let quitGame: QuitGame | null = null;
const listeners = new Set<() => void>();

function setQuit(next: QuitGame | null): void {
  quitGame = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ends the game in play, if any (the header's 'Quit game' button). */
export function quitGameInPlay(): void {
  quitGame?.();
}

/** True while a game is in play: the header's Home button then reads 'Quit game'. */
export function useGameInPlay(): boolean {
  return useSyncExternalStore(subscribe, () => quitGame !== null);
}

/**
 * Called by the game screen while a game runs, with how to end it. The
 * registration is dropped when the game stops or the screen goes away.
 */
export function useRegisterGameInPlay(onQuit: QuitGame | null): void {
  useEffect(() => {
    if (!onQuit) return;
    setQuit(onQuit);
    return () => {
      if (quitGame === onQuit) setQuit(null);
    };
  }, [onQuit]);
}
