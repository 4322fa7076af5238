import { useEffect, useState } from 'react';

/** Mark as reviewed is enabled 5 seconds after the row opens. */
export const REVIEW_DELAY_MS = 5000;

/**
 * The seconds left before Mark as reviewed opens: 5 when the row opens,
 * then 4, 3, 2, 1 and 0, so a child looks at the right answer before
 * marking it reviewed and can see how long is left. The details mount
 * when a row opens, so opening it again starts the wait again.
 */
export function useReviewDelay(): number {
  const [secondsLeft, setSecondsLeft] = useState(REVIEW_DELAY_MS / 1000);
  useEffect(() => {
    // One steady tick, so the wait is 5 seconds however late React renders.
    let left = REVIEW_DELAY_MS / 1000;
    const timer = setInterval(() => {
      left -= 1;
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return secondsLeft;
}
