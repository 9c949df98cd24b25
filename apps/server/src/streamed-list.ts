import { Readable } from 'node:stream';
import type { ListWriter } from './response-serializer.ts';

/**
 * How many items one written chunk holds: some 40-80 KB of a list of entries or tasks, few enough
 * writes to the socket and small enough objects and text to die young.
 */
const ITEMS_PER_CHUNK = 200;

/**
 * How much written text an answer keeps ahead of the socket before it waits. Text costs less memory
 * than the rows it is written from, so a list of up to this size is written at once and its rows let
 * go; with the stream's default (16 KB), fifty clients reading slowly kept fifty lists of rows alive.
 */
const TEXT_AHEAD_BYTES = 1024 * 1024;

/**
 * A whole list answered as it is written, `{"result":1,"data":[` and then its items chunk by chunk
 * as the socket takes them: its rows are presented and written a chunk at a time, so that neither
 * every item's object nor the whole text is ever held at once. On lists of thousands of items that
 * detour (rows, then objects, then one string of several hundred KB) cost more than reading them.
 *
 * The rows are read by one statement before the answer starts: in the request's tenant context,
 * with an error still answering the error envelope, and without holding a connection while a slow
 * client reads (SQLite has one connection; a PostgreSQL cursor would hold one of the pool's).
 */
export class StreamedList<T> {
  private constructor(private readonly chunks: () => Generator<T[]>) {}

  static of<R, T>(rows: readonly R[], present: (row: R) => T): StreamedList<T> {
    return new StreamedList(function* () {
      for (let start = 0; start < rows.length; start += ITEMS_PER_CHUNK) {
        yield rows.slice(start, start + ITEMS_PER_CHUNK).map(present);
      }
    });
  }

  /**
   * The answer's bytes as a stream, by `writer`'s pieces: the bytes of the whole answer written at
   * once. The first chunk is written before the stream is made, so that an answer that cannot be
   * written (a required field missing) still fails with the error envelope.
   */
  written(writer: ListWriter): Readable {
    const chunks = this.chunks();
    const text = (items: T[]) => items.map(writer.item).join(',');
    const first = chunks.next();
    const head = writer.head + (first.done ? '' : text(first.value));
    return Readable.from(
      (function* () {
        yield head;
        for (const items of chunks) yield `,${text(items)}`;
        yield writer.tail;
      })(),
      { objectMode: false, highWaterMark: TEXT_AHEAD_BYTES },
    );
  }
}
