/** One event of a server-sent event stream. */
export interface ServerEvent {
  /** 'message' unless the server named it. */
  event: string;
  data: string;
}

/**
 * Turns the text of a `text/event-stream` response, in whatever chunks the
 * network delivers it, into events (the WHATWG event-stream format:
 * `field: value` lines, a blank line ends an event, `:` lines are
 * comments such as the server's keep-alives). The browser's EventSource
 * does this for us, but it cannot send the bearer token the server needs.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void) {
  let pending = '';
  let eventName = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      let text = pending + chunk;
      // A '\r' at the very end may be the first half of '\r\n': wait for more.
      const heldBack = text.endsWith('\r');
      if (heldBack) text = text.slice(0, -1);
      const lines = text.split(/\r\n|\r|\n/);
      // The last piece has no line end yet.
      pending = (lines.pop() ?? '') + (heldBack ? '\r' : '');
      lines.forEach(line);
    },
  };
}
