import { jsPDF } from 'jspdf';
import { winAnsiText } from './pdf-text.ts';
import { formatExportHours, type ExportCell, type ExportProgress, type ExportTable } from './table.ts';

/** Page margin, in points: half an inch. */
const MARGIN = 36;
const TITLE_SIZE = 14;
const DETAIL_SIZE = 9;
const DETAIL_LINE = 12;
const CELL_SIZE = 8;
const ROW_HEIGHT = 14;
/** Space between a cell's text and its column's edge. */
const CELL_PADDING = 4;
const HOURS_COLUMN_WIDTH = 52;
/** Text columns share the width left in proportion to their longest text, counted up to this. */
const LONGEST_TEXT_COUNTED = 40;
/** A table of more columns than this is printed across the page. */
const PORTRAIT_COLUMNS = 4;
/** Rows drawn between progress reports. */
const ROWS_PER_STEP = 1_000;
const ELLIPSIS = '…';

type Weight = 'normal' | 'bold';

/**
 * Each column's width: an hours column as wide as its number or its header (`headerWidth`, in
 * points) needs, whichever is wider; text columns share the rest.
 */
function columnWidths(table: ExportTable, width: number, headerWidth: (text: string) => number): number[] {
  const longest = table.columns.map((column, index) => {
    if (column.kind === 'hours') return 0;
    let most = column.header.length;
    for (const { cells } of table.rows) {
      const cell = cells[index];
      if (typeof cell === 'string' && cell.length > most) most = cell.length;
      if (most >= LONGEST_TEXT_COUNTED) break;
    }
    return Math.min(most, LONGEST_TEXT_COUNTED);
  });
  const hoursWidths = table.columns.map((column) =>
    column.kind === 'hours'
      ? Math.max(HOURS_COLUMN_WIDTH, Math.ceil(headerWidth(column.header)) + 2 * CELL_PADDING)
      : 0,
  );
  const textWidth = width - hoursWidths.reduce((sum, each) => sum + each, 0);
  const textShares = longest.reduce((sum, count) => sum + count, 0) || 1;
  return table.columns.map((column, index) =>
    column.kind === 'hours' ? hoursWidths[index]! : (textWidth * longest[index]!) / textShares,
  );
}

/**
 * A table as a PDF: the title, the period and filters, then the table with its header on every
 * page, subtotals and the totals row in bold, and 'Page n of N' at the foot of each page. Text too
 * long for its column is cut short with an ellipsis.
 */
export function tablePdf(table: ExportTable, onProgress?: ExportProgress): Blob {
  const landscape = table.columns.length > PORTRAIT_COLUMNS;
  const doc = new jsPDF({
    orientation: landscape ? 'landscape' : 'portrait',
    unit: 'pt',
    format: 'a4',
    compress: true,
  });
  doc.setProperties({ title: winAnsiText(table.title) });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const tableWidth = pageWidth - 2 * MARGIN;
  const bottom = pageHeight - MARGIN - ROW_HEIGHT;
  // Headers are drawn in bold at the cells' size.
  doc.setFont('helvetica', 'bold');
  const widths = columnWidths(
    table,
    tableWidth,
    (text) => doc.getStringUnitWidth(winAnsiText(text)) * CELL_SIZE,
  );
  doc.setFont('helvetica', 'normal');
  const lefts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, w) => sum + w, 0));

  let weight: Weight = 'normal';
  const setWeight = (next: Weight) => {
    if (next === weight) return;
    doc.setFont('helvetica', next);
    weight = next;
  };
  // Names and hours repeat across thousands of rows: each is measured and cut once per weight.
  const fitted = new Map<string, string>();
  const textWidthOf = (text: string) => doc.getStringUnitWidth(text) * CELL_SIZE;
  const fit = (text: string, width: number): string => {
    const key = `${weight}\u0000${width}\u0000${text}`;
    let shown = fitted.get(key);
    if (shown !== undefined) return shown;
    shown = winAnsiText(text);
    if (textWidthOf(shown) > width) {
      let length = shown.length;
      while (length > 0 && textWidthOf(shown.slice(0, length) + ELLIPSIS) > width) length--;
      shown = shown.slice(0, length) + ELLIPSIS;
    }
    fitted.set(key, shown);
    return shown;
  };
  const cellText = (cell: ExportCell | undefined) =>
    typeof cell === 'number' ? formatExportHours(cell) : (cell ?? '');

  const drawRow = (cells: readonly (ExportCell | undefined)[], y: number) => {
    const baseline = y + ROW_HEIGHT - CELL_PADDING;
    table.columns.forEach((column, index) => {
      const room = widths[index]! - 2 * CELL_PADDING;
      const text = fit(cellText(cells[index]), room);
      if (!text) return;
      if (column.kind === 'hours') {
        doc.text(text, lefts[index]! + widths[index]! - CELL_PADDING - textWidthOf(text), baseline);
      } else {
        doc.text(text, lefts[index]! + CELL_PADDING, baseline);
      }
    });
  };
  const rule = (y: number) => doc.line(MARGIN, y, MARGIN + tableWidth, y);
  const drawHeader = (y: number) => {
    setWeight('bold');
    drawRow(
      table.columns.map((column) => column.header),
      y,
    );
    rule(y + ROW_HEIGHT);
    return y + ROW_HEIGHT + 2;
  };

  doc.setLineWidth(0.5);
  setWeight('bold');
  doc.setFontSize(TITLE_SIZE);
  doc.text(winAnsiText(table.title), MARGIN, MARGIN + TITLE_SIZE);
  let y = MARGIN + TITLE_SIZE + DETAIL_LINE;
  setWeight('normal');
  doc.setFontSize(DETAIL_SIZE);
  for (const detail of table.details) {
    for (const line of doc.splitTextToSize(winAnsiText(detail), tableWidth) as string[]) {
      doc.text(line, MARGIN, y);
      y += DETAIL_LINE;
    }
  }
  doc.setFontSize(CELL_SIZE);
  y = drawHeader(y);

  const nextRowAt = (at: number) => {
    if (at <= bottom) return at;
    doc.addPage();
    return drawHeader(MARGIN);
  };
  const { rows } = table;
  rows.forEach((row, index) => {
    y = nextRowAt(y);
    setWeight(row.isSubtotal ? 'bold' : 'normal');
    drawRow(row.cells, y);
    y += ROW_HEIGHT;
    if ((index + 1) % ROWS_PER_STEP === 0) onProgress?.(index + 1, rows.length);
  });
  y = nextRowAt(y);
  rule(y);
  setWeight('bold');
  drawRow(table.total, y);
  onProgress?.(rows.length, rows.length);

  const pageCount = doc.getNumberOfPages();
  setWeight('normal');
  for (let page = 1; page <= pageCount; page++) {
    doc.setPage(page);
    const footer = `Page ${page} of ${pageCount}`;
    doc.text(footer, pageWidth - MARGIN - textWidthOf(footer), pageHeight - MARGIN / 2);
  }
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}
