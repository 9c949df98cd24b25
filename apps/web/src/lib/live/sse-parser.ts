/** One message of an event stream, as the server-sent events format defines it. */
export interface StreamMessage {
  /** The `event:` field; 'message' when the server named none. */
  event: string;
  /** The `data:` lines, joined by line feeds. */
  data: string;
}

export interface SseParserHandlers {
  onMessage: (message: StreamMessage) => void;
  /** The server's `retry:` hint: how long to wait before reconnecting, in milliseconds. */
  onRetry: (ms: number) => void;
}

/**
 * Reads the text of an event stream as it arrives, chunk by chunk, and hands on each message once
 * its blank line has come (the WHATWG "interpreting an event stream" rules: lines end in CRLF, LF
 * or CR; lines starting with a colon are comments, such as heartbeats; unknown fields are ignored).
 */
export function createSseParser({ onMessage, onRetry }: SseParserHandlers) {
  let pending = '';
  // A chunk that ended in CR may be followed by the LF of the same line end.
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };

  return {
    /** Reads the next piece of the stream's text. */
    feed(chunk: string): void {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      pending += text;
      let start = 0;
      for (let index = 0; index < pending.length; index += 1) {
        const char = pending[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(pending.slice(start, index));
        if (char === '\r') {
          if (index + 1 === pending.length) skipLeadingLf = true;
          else if (pending[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      pending = pending.slice(start);
    },
  };
}
