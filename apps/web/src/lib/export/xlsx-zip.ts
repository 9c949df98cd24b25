import { Zip, ZipDeflate } from 'fflate';

/** A part of the package being written: text is compressed as it comes, and nothing of it kept. */
export interface PartWriter {
  write: (text: string) => void;
  end: () => void;
}

/**
 * Compression level: on the widest 100,000-row table, level 1 took 1.9 s for a 6.6 MB file, 3 took
 * 2.7 s for 5.9 MB and zlib's default 6 took 3.4 s for 5.7 MB (ExcelJS's was 5.2 MB).
 */
const LEVEL = 3;

/**
 * A zip package written as its parts come: each part's text is compressed at once and only the
 * compressed bytes are kept, in pieces, until `finish` makes them one Blob.
 */
export class ZipPackage {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly encoder = new TextEncoder();
  private failure: Error | null = null;
  private done = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.chunks.push(chunk);
      if (final) this.done = true;
    });
  }

  /** Starts the part `name`; parts are written one after another, each ended before the next. */
  part(name: string): PartWriter {
    const file = new ZipDeflate(name, { level: LEVEL });
    this.zip.add(file);
    return {
      write: (text) => file.push(this.encoder.encode(text)),
      end: () => file.push(new Uint8Array(0), true),
    };
  }

  /** A whole part at once. */
  add(name: string, text: string): void {
    const part = this.part(name);
    part.write(text);
    part.end();
  }

  finish(type: string): Blob {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.done) throw new Error('The zip package was not finished');
    return new Blob(this.chunks as BlobPart[], { type });
  }
}
