import type { ChatMessage } from '../../../../generated/ChatMessage';

/** As the server bounds a chat message (docs/live-sessions.md, "In the call"). */
export const MAX_CHAT_CHARS = 500;

/**
 * `kept` with `arrived` added, each message once and in the order sent:
 * a message may come both live and in the kept list read at join.
 */
export function withMessages(kept: ChatMessage[], arrived: ChatMessage[]): ChatMessage[] {
  const byId = new Map(kept.map((message) => [message._id, message]));
  for (const message of arrived) byId.set(message._id, message);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at) || a._id.localeCompare(b._id),
  );
}

/** Whether `text` may be sent: some words, and not over the bound. */
export function sendable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && [...trimmed].length <= MAX_CHAT_CHARS;
}
