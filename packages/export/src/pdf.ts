import { jsPDF } from 'jspdf';
import { isWinAnsiText, plainSpaces, winAnsiText } from './pdf-text.ts';
import {
  decimalsOf,
  ENGLISH_STYLE,
  isNumberColumn,
  type ExportCell,
  type ExportProgress,
  type ExportStyle,
  type ExportTable,
} from './table.ts';

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
/** The family an embedded font is registered as. */
const EMBEDDED_FAMILY = 'DejaVuSans';
/**
 * Invisible marks (Arabic numbers start with one that steers their direction) other than the
 * left-to-right and right-to-left marks, which jsPDF's reordering reads: the font has no glyph for them.
 */
const UNDRAWN_MARKS = /(?![\u200e\u200f])\p{Cf}/gu;
/** Numbers and dates, '2026-11-30', '12:30': jsPDF's reordering keeps them left to right only between marks. */
const NUMBERS = /\d+(?:[-.,:/]\d+)*/g;
const LEFT_TO_RIGHT_MARK = '\u200e';

type Weight = 'normal' | 'bold';

/** The TrueType files of a font that draws what the standard fonts cannot, as binary strings. */
export interface PdfFonts {
  normal: string;
  bold: string;
}

/**
 * Whether a table needs a font of its own: the PDF's standard fonts draw Windows-1252 only, which
 * holds English, German, Spanish and French, but not Polish letters such as 'ł', nor Arabic.
 */
export function needsEmbeddedFont(table: ExportTable, style: ExportStyle): boolean {
  if (style.rtl) return true;
  const drawn = (text: ExportCell) => typeof text !== 'string' || isWinAnsiText(text);
  const worded = [
    table.title,
    ...table.details,
    style.pageFooter,
    ...table.columns.map((column) => column.header),
  ];
  return (
    !worded.every(drawn) || !table.total.every(drawn) || !table.rows.every((row) => row.cells.every(drawn))
  );
}

/**
 * Each column's width: an hours column as wide as its number or its header (`headerWidth`, in
 * points) needs, whichever is wider; text columns share the rest.
 */
function columnWidths(table: ExportTable, width: number, headerWidth: (text: string) => number): number[] {
  const longest = table.columns.map((column, index) => {
    if (isNumberColumn(column)) return 0;
    let most = column.header.length;
    for (const { cells } of table.rows) {
      const cell = cells[index];
      if (typeof cell === 'string' && cell.length > most) most = cell.length;
      if (most >= LONGEST_TEXT_COUNTED) break;
    }
    return Math.min(most, LONGEST_TEXT_COUNTED);
  });
  const hoursWidths = table.columns.map((column) =>
    isNumberColumn(column)
      ? Math.max(HOURS_COLUMN_WIDTH, Math.ceil(headerWidth(column.header)) + 2 * CELL_PADDING)
      : 0,
  );
  const textWidth = width - hoursWidths.reduce((sum, each) => sum + each, 0);
  const textShares = longest.reduce((sum, count) => sum + count, 0) || 1;
  return table.columns.map((column, index) =>
    isNumberColumn(column) ? hoursWidths[index]! : (textWidth * longest[index]!) / textShares,
  );
}

/**
 * A table as a PDF: the title, the period and filters, then the table with its header on every
 * page, subtotals and the totals row in bold, and 'Page n of N' at the foot of each page, worded
 * and with numbers written as `style` says. Text too long for its column is cut short with an
 * ellipsis. The standard fonts draw the text unless `fonts` are given, which draw any language's
 * letters; where the language runs right to left, so do the columns and every line.
 */
export function tablePdf(
  table: ExportTable,
  onProgress?: ExportProgress,
  style: ExportStyle = ENGLISH_STYLE,
  fonts?: PdfFonts,
): Blob {
  const landscape = table.columns.length > PORTRAIT_COLUMNS;
  const doc = new jsPDF({
    orientation: landscape ? 'landscape' : 'portrait',
    unit: 'pt',
    format: 'a4',
    compress: true,
  });
  let family = 'helvetica';
  let drawable = winAnsiText;
  if (fonts) {
    doc.addFileToVFS(`${EMBEDDED_FAMILY}.ttf`, fonts.normal);
    doc.addFileToVFS(`${EMBEDDED_FAMILY}-Bold.ttf`, fonts.bold);
    doc.addFont(`${EMBEDDED_FAMILY}.ttf`, EMBEDDED_FAMILY, 'normal');
    doc.addFont(`${EMBEDDED_FAMILY}-Bold.ttf`, EMBEDDED_FAMILY, 'bold');
    family = EMBEDDED_FAMILY;
    drawable = (text) => {
      const shown = plainSpaces(text).replace(UNDRAWN_MARKS, '');
      return style.rtl ? shown.replace(NUMBERS, `${LEFT_TO_RIGHT_MARK}$&${LEFT_TO_RIGHT_MARK}`) : shown;
    };
  }
  // Text is given in reading order; jsPDF lays a right-to-left line out from its right end.
  const textOptions = style.rtl
    ? { isInputVisual: false, isOutputVisual: true, isInputRtl: true, isOutputRtl: false }
    : {};
  // Each number column's format: hours with two decimals, amounts with their currency's.
  const numberFormats = table.columns.map(
    (column) =>
      new Intl.NumberFormat(style.locale, {
        minimumFractionDigits: decimalsOf(column),
        maximumFractionDigits: decimalsOf(column),
        useGrouping: false,
      }),
  );
  doc.setProperties({ title: drawable(table.title) });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const tableWidth = pageWidth - 2 * MARGIN;
  const bottom = pageHeight - MARGIN - ROW_HEIGHT;
  // Headers are drawn in bold at the cells' size.
  doc.setFont(family, 'bold');
  const widths = columnWidths(
    table,
    tableWidth,
    (text) => doc.getStringUnitWidth(drawable(text)) * CELL_SIZE,
  );
  doc.setFont(family, 'normal');
  const starts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  /** Where a column's cells lie across the page: from the left, or from the right in right to left. */
  const leftOf = (index: number) =>
    style.rtl ? pageWidth - starts[index]! - widths[index]! : starts[index]!;

  let weight: Weight = 'normal';
  const setWeight = (next: Weight) => {
    if (next === weight) return;
    doc.setFont(family, next);
    weight = next;
  };
  const textWidthOf = (text: string) => doc.getStringUnitWidth(text) * doc.getFontSize();
  /** Draws a line of text with its start at `start`: its left end, or its right end in right to left. */
  const write = (text: string, start: number, y: number) =>
    doc.text(text, style.rtl ? start - textWidthOf(text) : start, y, textOptions);
  /** Draws a line of text with its end at `end`. */
  const writeToEnd = (text: string, end: number, y: number) =>
    doc.text(text, style.rtl ? end : end - textWidthOf(text), y, textOptions);
  // Names and hours repeat across thousands of rows: each is measured and cut once per weight.
  const fitted = new Map<string, string>();
  const fit = (text: string, width: number): string => {
    const key = `${weight}\u0000${width}\u0000${text}`;
    let shown = fitted.get(key);
    if (shown !== undefined) return shown;
    shown = drawable(text);
    if (textWidthOf(shown) > width) {
      let length = shown.length;
      while (length > 0 && textWidthOf(shown.slice(0, length) + ELLIPSIS) > width) length--;
      shown = shown.slice(0, length) + ELLIPSIS;
    }
    fitted.set(key, shown);
    return shown;
  };
  const cellText = (cell: ExportCell | undefined, index: number) =>
    typeof cell === 'number' ? numberFormats[index]!.format(cell || 0) : (cell ?? '');

  const drawRow = (cells: readonly (ExportCell | undefined)[], y: number) => {
    const baseline = y + ROW_HEIGHT - CELL_PADDING;
    table.columns.forEach((column, index) => {
      const room = widths[index]! - 2 * CELL_PADDING;
      const text = fit(cellText(cells[index], index), room);
      if (!text) return;
      const left = leftOf(index) + CELL_PADDING;
      const right = leftOf(index) + widths[index]! - CELL_PADDING;
      // Text starts at its column's reading start and hours end at its far side, as on screen.
      const [start, end] = style.rtl ? [right, left] : [left, right];
      if (isNumberColumn(column)) writeToEnd(text, end, baseline);
      else write(text, start, baseline);
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
  const lineStart = style.rtl ? pageWidth - MARGIN : MARGIN;

  doc.setLineWidth(0.5);
  setWeight('bold');
  doc.setFontSize(TITLE_SIZE);
  write(drawable(table.title), lineStart, MARGIN + TITLE_SIZE);
  let y = MARGIN + TITLE_SIZE + DETAIL_LINE;
  setWeight('normal');
  doc.setFontSize(DETAIL_SIZE);
  for (const detail of table.details) {
    for (const line of doc.splitTextToSize(drawable(detail), tableWidth) as string[]) {
      write(line, lineStart, y);
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
  const lineEnd = style.rtl ? MARGIN : pageWidth - MARGIN;
  for (let page = 1; page <= pageCount; page++) {
    doc.setPage(page);
    const footer = style.pageFooter.replace('{page}', String(page)).replace('{count}', String(pageCount));
    writeToEnd(drawable(footer), lineEnd, pageHeight - MARGIN / 2);
  }
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}
