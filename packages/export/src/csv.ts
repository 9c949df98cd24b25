import {
  decimalsOf,
  type ExportCell,
  type ExportColumn,
  type ExportProgress,
  type ExportTable,
} from './table.ts';

/**
 * First characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). A cell
 * starting with one gets a leading single quote, so it is shown as text and never evaluated.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** One CSV field: neutralised for spreadsheets, then quoted as RFC 4180 requires. */
export function csvField(value: string): string {
  const safe = FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text (RFC 4180), every record ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** Records per piece of the file: progress is told, and the text kept, a piece at a time. */
const ROWS_PER_PIECE = 5_000;

// A number is written by the portal itself, digits and a point, and a negative one (a balance)
// must stay a number: only text is neutralised.
const cellText = (cell: ExportCell, column: ExportColumn | undefined) =>
  typeof cell === 'number' ? cell.toFixed(decimalsOf(column)) : csvField(cell);
const recordOf = (columns: readonly ExportColumn[]) => (cells: readonly ExportCell[]) =>
  `${cells.map((cell, index) => cellText(cell, columns[index])).join(',')}\r\n`;

/**
 * A table as the pieces of a CSV file, UTF-8 with its BOM, each made as it is asked for: the
 * header, the rows with hours to two decimals and amounts to their currency's, then the totals row.
 */
export function* tableCsvPieces(table: ExportTable, onProgress?: ExportProgress): Generator<string> {
  const record = recordOf(table.columns);
  yield UTF8_BOM + record(table.columns.map((column) => column.header));
  const { rows } = table;
  for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
    let piece = '';
    const end = Math.min(start + ROWS_PER_PIECE, rows.length);
    for (let index = start; index < end; index++) piece += record(rows[index]!.cells);
    yield piece;
    onProgress?.(end, rows.length);
  }
  yield record(table.total);
}

/** A table as the pieces of a CSV file (see tableCsvPieces), all at once. */
export const tableCsv = (table: ExportTable, onProgress?: ExportProgress): string[] => [
  ...tableCsvPieces(table, onProgress),
];

/** The media type of every CSV file the portal writes. */
export const CSV_MIME = 'text/csv;charset=utf-8';

/**
 * The CSV file of a table, written as a stream: each piece is encoded as UTF-8 as soon as it is
 * made and its text let go, so that memory holds the file's bytes and a piece's text, never the
 * whole file as text (twice its size in a language that JavaScript keeps in two bytes a character).
 */
export function tableCsvBlob(table: ExportTable, onProgress?: ExportProgress): Blob {
  const encoder = new TextEncoder();
  return new Blob(
    Array.from(tableCsvPieces(table, onProgress), (piece) => encoder.encode(piece)),
    { type: CSV_MIME },
  );
}
