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
