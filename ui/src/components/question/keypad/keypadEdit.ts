/*
 * What a key of the on-screen number pad does to the text in an answer
 * box, as a pure function of the text and its selection, so it can be
 * tested without a browser.
 */

/** The characters the pad types; `delete` removes one. */
export type KeypadCharacter =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '-' | '.' | ':';
export type KeypadKey = KeypadCharacter | 'delete';

export interface TextEdit {
  text: string;
  /** Where the caret goes after the edit. */
  caret: number;
}

/**
 * Types `key` over the selection `start`–`end` (the caret when they are
 * equal), as a key on a keyboard would: a character replaces the
 * selection; delete removes the selection, or the character before the
 * caret.
 */
export function keypadEdit(text: string, start: number, end: number, key: KeypadKey): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end, from));
  if (key !== 'delete') {
    return { text: text.slice(0, from) + key + text.slice(to), caret: from + key.length };
  }
  if (from !== to) return { text: text.slice(0, from) + text.slice(to), caret: from };
  if (from === 0) return { text, caret: 0 };
  return { text: text.slice(0, from - 1) + text.slice(to), caret: from - 1 };
}
