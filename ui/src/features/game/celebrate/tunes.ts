import type { Celebration } from './celebration';

/** One note of a tune: a pitch held for a moment. */
export interface Note {
  hertz: number;
  seconds: number;
}

const C5 = 523.25;
const E5 = 659.25;
const G4 = 392.0;
const G5 = 783.99;
const C6 = 1046.5;

/**
 * Each celebration's tune: short, rising and quiet, so a right answer
 * cheers without startling and a classroom of them is not a din. The
 * bigger the moment, the longer the tune; none lasts a second.
 */
export const TUNES: Record<Celebration, readonly Note[]> = {
  correct: [
    { hertz: C5, seconds: 0.08 },
    { hertz: E5, seconds: 0.14 },
  ],
  streak: [
    { hertz: C5, seconds: 0.07 },
    { hertz: E5, seconds: 0.07 },
    { hertz: G5, seconds: 0.07 },
    { hertz: C6, seconds: 0.2 },
  ],
  record: [
    { hertz: G4, seconds: 0.1 },
    { hertz: C5, seconds: 0.1 },
    { hertz: E5, seconds: 0.1 },
    { hertz: G5, seconds: 0.12 },
    { hertz: E5, seconds: 0.1 },
    { hertz: G5, seconds: 0.35 },
  ],
};
