import { useEffect, useState } from 'react';

/** Whether the browser has voices to read with: not known at first, since they load late. */
export type VoiceCheck = 'checking' | 'none' | 'some';

/** How long to wait for voices that have not loaded, before saying there are none. */
const VOICES_WAIT_MS = 2_000;

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null;
}

const hasVoices = (speech: SpeechSynthesis | null) => (speech?.getVoices().length ?? 0) > 0;

/**
 * Whether questions can be read aloud here. Browsers list their voices
 * a moment after the page loads (and say so with `voiceschanged`); a
 * webview without any never does.
 */
export function useVoiceCheck(): VoiceCheck {
  const [check, setCheck] = useState<VoiceCheck>(() => {
    const speech = synthesis();
    if (!speech) return 'none';
    return hasVoices(speech) ? 'some' : 'checking';
  });
  useEffect(() => {
    const speech = synthesis();
    if (!speech || check !== 'checking') return;
    const found = () => hasVoices(speech) && setCheck('some');
    speech.addEventListener('voiceschanged', found);
    const timer = setTimeout(() => setCheck(hasVoices(speech) ? 'some' : 'none'), VOICES_WAIT_MS);
    return () => {
      speech.removeEventListener('voiceschanged', found);
      clearTimeout(timer);
    };
  }, [check]);
  return check;
}

/** Reads `text` aloud in a British voice where there is one, a little slower than usual. */
export function speak(text: string): void {
  const speech = synthesis();
  if (!speech) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-GB';
  utterance.rate = 0.9;
  const british = speech.getVoices().find((voice) => voice.lang.replace('_', '-') === 'en-GB');
  if (british) utterance.voice = british;
  speech.speak(utterance);
}

/** Stops whatever is being read. */
export function stopSpeaking(): void {
  synthesis()?.cancel();
}
