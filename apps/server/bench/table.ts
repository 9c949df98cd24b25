/**
 * A plain-text table for a benchmark's report: each column as wide as its widest cell, figures
 * right-aligned from column `rightFrom` on, up to `textFrom` (columns of words at the end).
 */
export function table(
  headings: string[],
  rows: string[][],
  rightFrom = 1,
  textFrom = headings.length,
): string {
  const widths = headings.map((heading, c) => Math.max(heading.length, ...rows.map((row) => row[c]!.length)));
  const right = (c: number) => c >= rightFrom && c < textFrom;
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (right(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
