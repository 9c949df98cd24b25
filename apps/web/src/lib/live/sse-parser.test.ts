import { describe, expect, it } from 'vitest';
import { createSseParser, type StreamMessage } from './sse-parser.ts';

function read(chunks: string[]) {
  const messages: StreamMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onMessage: (m) => messages.push(m), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, retries };
}

describe('the event-stream parser', () => {
  it('hands on each message at its blank line, with the retry hint and without comments', () => {
    const { messages, retries } = read([
      'retry: 3000\ndata: {"type":"resync"}\n\n:\n\ndata: {"type":"projects"}\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([
      { event: 'message', data: '{"type":"resync"}' },
      { event: 'message', data: '{"type":"projects"}' },
    ]);
  });

  it('joins a message split anywhere across chunks, CRLF line ends included', () => {
    const whole = 'event: change\r\ndata: a\r\ndata:b\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      const { messages } = read([whole.slice(0, cut), whole.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([{ event: 'change', data: 'a\nb' }]);
    }
  });

  it('reads CR alone as a line end, and keeps an unfinished message until its blank line', () => {
    expect(read(['data: x\r\rdata: y\n']).messages).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('ignores unknown fields, a retry that is no number and a blank line without data', () => {
    const { messages, retries } = read(['\n\nid: 7\nretry: soon\nfoo: bar\n\n']);
    expect(messages).toEqual([]);
    expect(retries).toEqual([]);
  });
});
