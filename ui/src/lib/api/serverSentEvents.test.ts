import { describe, expect, it } from 'vitest';

import { createEventParser, type ServerEvent } from './serverSentEvents';

function parse(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parser = createEventParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('reading a server-sent event stream', () => {
  it.each<[string, string[], ServerEvent[]]>([
    [
      'one named event',
      ['event: message\ndata: {"a":1}\n\n'],
      [{ event: 'message', data: '{"a":1}' }],
    ],
    ['an unnamed event is a message', ['data: hi\n\n'], [{ event: 'message', data: 'hi' }]],
    [
      'keep-alive comments are skipped',
      [':\n\n', ': ping\n\ndata: x\n\n'],
      [{ event: 'message', data: 'x' }],
    ],
    [
      'data lines join with new lines',
      ['data: a\ndata: b\n\n'],
      [{ event: 'message', data: 'a\nb' }],
    ],
    [
      'an event split across chunks',
      ['eve', 'nt: message\nda', 'ta: {"b":', '2}\n', '\n'],
      [{ event: 'message', data: '{"b":2}' }],
    ],
    [
      '\\r\\n line ends, split between chunks',
      ['data: x\r', '\n\r', '\n'],
      [{ event: 'message', data: 'x' }],
    ],
    ['no blank line yet: nothing', ['data: x\n'], []],
    ['an event without data is dropped', ['event: message\n\n'], []],
    ['no space after the colon', ['data:x\n\n'], [{ event: 'message', data: 'x' }]],
  ])('%s', (_, chunks, expected) => {
    expect(parse(chunks)).toEqual(expected);
  });

  it('reads two events in one chunk', () => {
    expect(parse(['data: 1\n\ndata: 2\n\n']).map((event) => event.data)).toEqual(['1', '2']);
  });
});
