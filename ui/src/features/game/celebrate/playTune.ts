import type { Note } from './tunes';

/** Loud enough to hear over a classroom's murmur, never a blast. */
const VOLUME = 0.15;
/** Each note fades in and out this fast, so it starts and stops without a click. */
const EDGE_SECONDS = 0.01;

let context: AudioContext | null = null;

/**
 * The page's one audio context, made on the first tune: browsers let a
 * page play sound only after the child has pressed something, and every
 * tune follows a press (Submit). Null where there is no Web Audio.
 */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/**
 * Plays the notes one after another, drawn by an oscillator: the sounds
 * come with the app and nothing is fetched.
 */
export function playTune(notes: readonly Note[]): void {
  const output = audio();
  if (!output) return;
  let at = output.currentTime;
  for (const note of notes) {
    const tone = output.createOscillator();
    const volume = output.createGain();
    tone.type = 'triangle';
    tone.frequency.value = note.hertz;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(VOLUME, at + EDGE_SECONDS);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + note.seconds);
    tone.connect(volume).connect(output.destination);
    tone.start(at);
    tone.stop(at + note.seconds + EDGE_SECONDS);
    at += note.seconds;
  }
}
