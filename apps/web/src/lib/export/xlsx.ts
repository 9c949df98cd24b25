import {
  decimalsOf,
  ENGLISH_STYLE,
  type ExportCell,
  type ExportColumn,
  type ExportProgress,
  type ExportStyle,
  type ExportTable,
} from '@portal/export';
import { SharedStrings } from './xlsx-strings.ts';
import { workbookStyles, type CellLook } from './xlsx-styles.ts';
import {
  columnName,
  contentTypesXml,
  coreXml,
  MAIN_NS,
  PART,
  rootRelsXml,
  workbookRelsXml,
  workbookXml,
  XML_HEAD,
} from './xlsx-xml.ts';
import { ZipPackage } from './xlsx-zip.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel shows hours with two decimals and keeps the number itself. */
const HOURS_FORMAT = '0.00';
const HOURS_COLUMN_WIDTH = 10;
/** Text columns are as wide as their longest text, within these bounds, in characters. */
const TEXT_COLUMN_WIDTHS = { min: 10, max: 50 };
/** Rows written between progress reports. */
const ROWS_PER_STEP = 5_000;
/** Rows whose text is compressed at once: some hundred kilobytes of XML. */
const ROWS_PER_WRITE = 500;
/** Excel refuses sheet names longer than this or holding any of []:*?/\ */
const MAX_SHEET_NAME = 31;
/** The About sheet's label and value columns, in characters. */
const ABOUT_COLUMN_WIDTHS = [14, 80];
const ABOUT_COLUMNS = ['A', 'B'];

const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, MAX_SHEET_NAME) || 'Sheet1';

function textWidth(table: ExportTable, column: number): number {
  let longest = table.columns[column]!.header.length;
  for (const { cells } of table.rows) {
    const cell = cells[column];
    if (typeof cell === 'string' && cell.length > longest) longest = cell.length;
  }
  return Math.min(TEXT_COLUMN_WIDTHS.max, Math.max(TEXT_COLUMN_WIDTHS.min, longest + 2));
}

/** Excel's number format of a column of numbers with `decimals` decimals: '0.00', '0'. */
const numberFormat = (decimals: number) => (decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`);

const formatOf = (column: ExportColumn) =>
  column.kind === 'hours'
    ? HOURS_FORMAT
    : column.kind === 'amount'
      ? numberFormat(decimalsOf(column))
      : 'General';

function widthOf(table: ExportTable, column: ExportColumn, index: number): number {
  if (column.kind === 'hours') return HOURS_COLUMN_WIDTH;
  if (column.kind === 'amount') return Math.max(HOURS_COLUMN_WIDTH, column.header.length + 2);
  return textWidth(table, index);
}

/** A row's XML; `styles` holds each cell's style by column, 0 for none. */
function rowXml(
  number: number,
  cells: readonly ExportCell[],
  names: readonly string[],
  styles: readonly number[],
  strings: SharedStrings,
  rowStyle: number,
): string {
  let xml = rowStyle ? `<row r="${number}" s="${rowStyle}" customFormat="1">` : `<row r="${number}">`;
  cells.forEach((cell, index) => {
    const style = styles[index] ? ` s="${styles[index]}"` : '';
    xml +=
      typeof cell === 'number'
        ? `<c r="${names[index]}${number}"${style}><v>${cell}</v></c>`
        : `<c r="${names[index]}${number}"${style} t="s"><v>${strings.indexOf(cell)}</v></c>`;
  });
  return `${xml}</row>`;
}

const sheetStart = (view: string, cols: string, dimension?: string) =>
  `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${dimension ? `<dimension ref="${dimension}"/>` : ''}` +
  `${view}<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`;
const SHEET_END =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** The About sheet's rows: the title, then each detail split at its label. */
const aboutRows = (table: ExportTable, style: ExportStyle): ExportCell[][] => [
  [style.titleLabel, table.title],
  ...table.details.map((detail) => {
    const split = detail.indexOf(': ');
    return split < 0 ? [detail] : [detail.slice(0, split), detail.slice(split + 2)];
  }),
];

function gatherStrings(table: ExportTable, about: readonly ExportCell[][]): SharedStrings {
  const strings = new SharedStrings();
  const addRow = (cells: readonly ExportCell[]) => {
    for (const cell of cells) if (typeof cell === 'string') strings.add(cell);
  };
  addRow(table.columns.map((column) => column.header));
  for (const row of table.rows) addRow(row.cells);
  addRow(table.total);
  about.forEach(addRow);
  return strings;
}

/**
 * A table as an Excel workbook: the table on the first sheet, hours as number cells shown with two
 * decimals (as Excel writes numbers in its reader's language), the header frozen and the totals row
 * last; the title, period and filters on a second sheet, 'About', so that the first holds nothing
 * but the table. Sheets run right to left in a language written so.
 *
 * Written as a stream: a few hundred rows at a time become XML and are compressed into the file at
 * once, so that memory holds the compressed file and each distinct text once, never the workbook.
 * The cells, formats, widths and styles are those ExcelJS's in-memory workbook wrote before.
 */
export function tableXlsx(
  table: ExportTable,
  onProgress?: ExportProgress,
  style: ExportStyle = ENGLISH_STYLE,
): Blob {
  const { columns, rows } = table;
  const formats = columns.map(formatOf);
  const styles = workbookStyles(formats);
  const names = columns.map((_, index) => columnName(index));
  const cellStyles = (look: CellLook) => formats.map((format) => styles.styleOf(format, look));
  const plain = cellStyles('plain');
  const bold = cellStyles('bold');
  const boldRow = styles.styleOf('General', 'bold');
  const direction = style.rtl ? ' rightToLeft="1"' : '';
  const about = aboutRows(table, style);
  const strings = gatherStrings(table, about);
  const row = (number: number, cells: readonly ExportCell[], cellStyle: readonly number[], rowStyle = 0) =>
    rowXml(number, cells, names, cellStyle, strings, rowStyle);

  const zip = new ZipPackage();
  zip.add(PART.contentTypes, contentTypesXml(2));
  zip.add(PART.rootRels, rootRelsXml());
  zip.add(PART.core, coreXml(new Date()));
  zip.add(PART.workbook, workbookXml([sheetName(table.title), sheetName(style.aboutSheet)]));
  zip.add(PART.workbookRels, workbookRelsXml(2));
  zip.add(PART.styles, styles.xml);
  strings.writeTo(zip.part(PART.sharedStrings));

  const sheet = zip.part(PART.sheet(1));
  const lastRow = rows.length + 2;
  const cols = columns.map((column, index) => {
    const columnStyle = plain[index] ? ` style="${plain[index]}"` : '';
    return `<col min="${index + 1}" max="${index + 1}" width="${widthOf(table, column, index)}"${columnStyle} customWidth="1"/>`;
  });
  sheet.write(
    sheetStart(
      `<sheetViews><sheetView workbookViewId="0"${direction}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>`,
      cols.join(''),
      `A1:${names.at(-1)}${lastRow}`,
    ) +
      row(
        1,
        columns.map((column) => column.header),
        bold,
        boldRow,
      ),
  );
  let xml = '';
  for (let index = 0; index < rows.length; index++) {
    const { cells, isSubtotal } = rows[index]!;
    xml += isSubtotal ? row(index + 2, cells, bold, boldRow) : row(index + 2, cells, plain);
    const written = index + 1;
    if (written % ROWS_PER_WRITE === 0 || written === rows.length) {
      sheet.write(xml);
      xml = '';
    }
    if (written % ROWS_PER_STEP === 0 || written === rows.length) onProgress?.(written, rows.length);
  }
  sheet.write(row(lastRow, table.total, cellStyles('total'), boldRow) + SHEET_END);
  sheet.end();

  const aboutSheet = zip.part(PART.sheet(2));
  aboutSheet.write(
    sheetStart(
      style.rtl ? `<sheetViews><sheetView workbookViewId="0"${direction}/></sheetViews>` : '',
      ABOUT_COLUMN_WIDTHS.map(
        (width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
      ).join(''),
    ) +
      about
        .map((cells, index) =>
          index === 0
            ? rowXml(1, cells, ABOUT_COLUMNS, [boldRow, boldRow], strings, boldRow)
            : rowXml(index + 1, cells, ABOUT_COLUMNS, [0, 0], strings, 0),
        )
        .join('') +
      SHEET_END,
  );
  aboutSheet.end();
  return zip.finish(XLSX_MIME);
}
