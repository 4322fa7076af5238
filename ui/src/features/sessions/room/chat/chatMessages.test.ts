import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '../../../../generated/ChatMessage';
import { MAX_CHAT_CHARS, sendable, withMessages } from './chatMessages';

const message = (id: string, at: string): ChatMessage => ({
  _id: id,
  sender_id: 'tutor',
  sender_name: 'Priya',
  role: 'TUTOR',
  text: id,
  sent_at: at,
});

describe('the room chat', () => {
  it('shows each message once, in the order sent', () => {
    const kept = [message('b', '2026-12-07T16:31:00Z'), message('a', '2026-12-07T16:30:00Z')];
    const arrived = [message('b', '2026-12-07T16:31:00Z'), message('c', '2026-12-07T16:32:00Z')];
    expect(withMessages(kept, arrived).map((each) => each._id)).toEqual(['a', 'b', 'c']);
  });

  it('sends some words, up to the bound in characters', () => {
    expect(sendable('  ')).toBe(false);
    expect(sendable(' hi ')).toBe(true);
    expect(sendable('é'.repeat(MAX_CHAT_CHARS))).toBe(true);
    expect(sendable('a'.repeat(MAX_CHAT_CHARS + 1))).toBe(false);
  });
});
