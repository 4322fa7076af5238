import { useEffect, useState } from 'react';

/** Mark as reviewed is enabled 5 seconds after the row opens. */
export const REVIEW_DELAY_MS = 5000;

/**
 * False until the answer has been on screen for 5 seconds, so a child
 * looks at the right answer before marking it reviewed. The details mount
 * when a row opens, so opening it again starts the wait again.
 */
export function useReviewDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), REVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
