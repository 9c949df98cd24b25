import { MAIN_NS, XML_HEAD, xmlText } from './xlsx-xml.ts';
import type { PartWriter } from './xlsx-zip.ts';

/** Strings written to the part at once. */
const STRINGS_PER_WRITE = 5_000;

/**
 * Every text of a workbook once, by its index, as Excel and ExcelJS keep them. Gathered before the
 * sheets are written, so that the strings' part comes first in the file and a reader that streams
 * the sheets has them at hand.
 */
export class SharedStrings {
  private readonly indices = new Map<string, number>();
  private count = 0;

  add(text: string): void {
    this.count++;
    if (!this.indices.has(text)) this.indices.set(text, this.indices.size);
  }

  /** The index of a text that was added. */
  indexOf(text: string): number {
    return this.indices.get(text)!;
  }

  writeTo(part: PartWriter): void {
    part.write(
      `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.indices.size}">`,
    );
    let xml = '';
    let pending = 0;
    for (const text of this.indices.keys()) {
      // Excel drops a text's leading and trailing spaces and its line breaks unless told to keep them.
      const space = /^\s|\n|\s$/.test(text) ? ' xml:space="preserve"' : '';
      xml += `<si><t${space}>${xmlText(text)}</t></si>`;
      if (++pending === STRINGS_PER_WRITE) {
        part.write(xml);
        xml = '';
        pending = 0;
      }
    }
    part.write(`${xml}</sst>`);
    part.end();
  }
}
