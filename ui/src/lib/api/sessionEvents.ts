type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Raised when the session can no longer be renewed (a refresh was refused,
 * or another tab signed out), so the signed-in user is cleared.
 */
export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionLost(): void {
  listeners.forEach((listener) => listener());
}
