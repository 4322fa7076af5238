import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

import type { Element } from '../../../generated/api/schemas';
import { isTauri } from '../../../lib/platform';
import { speak, stopSpeaking, useVoiceCheck } from './speech';
import { spokenQuestion } from './spokenQuestion';

export const READ_TO_ME = 'Read to me';
export const NO_VOICES = 'This computer has no voice to read questions aloud.';

function SpeakerIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Reads the question on screen aloud (docs/games.md, "Read to me"). The
 * answer box keeps the keyboard when it is pressed. Where there is no
 * voice to read with there is no button; the desktop app says why, since
 * the computer's settings can add one.
 */
export function ReadToMeButton(props: {
  questionId: string;
  lines: Element[][];
  /** Reads the question out once, as it appears, as well as on the button. */
  readsByItself?: boolean;
}) {
  const { questionId, lines } = props;
  const voices = useVoiceCheck();
  // A new question, or leaving the game, stops the reading of the last one.
  useEffect(() => stopSpeaking, [questionId]);
  const readNow = props.readsByItself === true && voices === 'some';
  const read = useRef<string | null>(null);
  useEffect(() => {
    if (!readNow || read.current === questionId) return;
    read.current = questionId;
    speak(spokenQuestion(lines));
  }, [readNow, questionId, lines]);
  if (voices === 'none') {
    return isTauri() ? (
      <Text size="sm" c="dimmed" ta="right">
        {NO_VOICES}
      </Text>
    ) : null;
  }
  return (
    <Group justify="flex-end">
      <Button
        variant="light"
        size="md"
        leftSection={<SpeakerIcon />}
        disabled={voices === 'checking'}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => speak(spokenQuestion(lines))}
      >
        {READ_TO_ME}
      </Button>
    </Group>
  );
}
