import { SimpleGrid, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';

import { type KeypadKey, keypadEdit } from './keypadEdit';
import './keypad.css';

/** The keys' spoken names, where the key shows a sign. */
const KEY_NAMES: Partial<Record<KeypadKey, string>> = {
  '-': 'minus',
  '.': 'point',
  ':': 'colon',
  delete: 'delete',
};

const KEY_FACES: Partial<Record<KeypadKey, string>> = { '-': '−', delete: '⌫' };

/** In rows of four, like a calculator's: the signs down the right, delete by 0. */
// prettier-ignore
const KEYS: readonly KeypadKey[] = [
  '7', '8', '9', '-',
  '4', '5', '6', '.',
  '1', '2', '3', ':',
  '0', 'delete',
];

/**
 * Sets an answer box's text the way typing does, so the box's own filter
 * and React's change handling run as they would for a key press.
 */
function typeInto(box: HTMLInputElement, key: KeypadKey) {
  const edit = keypadEdit(
    box.value,
    box.selectionStart ?? box.value.length,
    box.selectionEnd ?? box.value.length,
    key,
  );
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(box, edit.text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  // A filter may have changed what was typed ('0930' → '09:30'): the caret goes to the end then.
  const caret = box.value === edit.text ? edit.caret : box.value.length;
  box.setSelectionRange(caret, caret);
}

/** A press must leave the keyboard focus in the box, not move it to the key. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * The number pad a touch screen shows under a question: digits, minus,
 * point, colon (for times) and delete, each at least 48 px square. It
 * types into the answer box last touched, or the first box.
 */
export function AnswerKeypad({ target }: { target: () => HTMLInputElement | null }) {
  return (
    <SimpleGrid
      cols={4}
      spacing={6}
      role="group"
      aria-label="Number pad"
      className="answer-keypad"
      data-testid="answer-keypad"
    >
      {KEYS.map((key) => (
        <UnstyledButton
          key={key}
          className="answer-keypad-key"
          aria-label={KEY_NAMES[key]}
          onMouseDown={keepFocus}
          onClick={() => {
            const box = target();
            if (!box || box.disabled || box.readOnly) return;
            typeInto(box, key);
            box.focus();
          }}
        >
          {KEY_FACES[key] ?? key}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
