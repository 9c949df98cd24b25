import ExcelJS, { type Worksheet } from 'exceljs';
import {
  decimalsOf,
  ENGLISH_STYLE,
  type ExportCell,
  type ExportProgress,
  type ExportStyle,
  type ExportTable,
} from '@portal/export';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel shows hours with two decimals and keeps the number itself. */
const HOURS_FORMAT = '0.00';
const HOURS_COLUMN_WIDTH = 10;
/** Text columns are as wide as their longest text, within these bounds, in characters. */
const TEXT_COLUMN_WIDTHS = { min: 10, max: 50 };
/** Rows added between progress reports. */
const ROWS_PER_STEP = 5_000;
/** Excel refuses sheet names longer than this or holding any of []:*?/\ */
const MAX_SHEET_NAME = 31;

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

function addTable(sheet: Worksheet, table: ExportTable, onProgress?: ExportProgress): void {
  sheet.columns = table.columns.map((column, index) =>
    column.kind === 'hours'
      ? { header: column.header, width: HOURS_COLUMN_WIDTH, style: { numFmt: HOURS_FORMAT } }
      : column.kind === 'amount'
        ? {
            header: column.header,
            width: Math.max(HOURS_COLUMN_WIDTH, column.header.length + 2),
            style: { numFmt: numberFormat(decimalsOf(column)) },
          }
        : { header: column.header, width: textWidth(table, index) },
  );
  sheet.getRow(1).font = { bold: true };
  const { rows } = table;
  for (let start = 0; start < rows.length; start += ROWS_PER_STEP) {
    const end = Math.min(start + ROWS_PER_STEP, rows.length);
    for (let index = start; index < end; index++) {
      const row = rows[index]!;
      const added = sheet.addRow(row.cells);
      if (row.isSubtotal) added.font = { bold: true };
    }
    onProgress?.(end, rows.length);
  }
  const total = sheet.addRow(table.total as ExportCell[]);
  total.font = { bold: true };
  total.eachCell({ includeEmpty: true }, (cell) => {
    cell.border = { top: { style: 'thin' } };
  });
}

/**
 * A table as an Excel workbook: the table on the first sheet, hours as number cells shown with two
 * decimals (as Excel writes numbers in its reader's language), the header frozen and the totals row
 * last; the title, period and filters on a second sheet, 'About', so that the first holds nothing
 * but the table. Sheets run right to left in a language written so.
 */
export async function tableXlsx(
  table: ExportTable,
  onProgress?: ExportProgress,
  style: ExportStyle = ENGLISH_STYLE,
): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const direction = style.rtl ? { rightToLeft: true } : {};
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1, ...direction }],
  });
  addTable(sheet, table, onProgress);
  const about = workbook.addWorksheet(sheetName(style.aboutSheet), style.rtl ? { views: [direction] } : {});
  about.columns = [{ width: 14 }, { width: 80 }];
  about.addRow([style.titleLabel, table.title]).font = { bold: true };
  for (const detail of table.details) {
    const split = detail.indexOf(': ');
    about.addRow(split < 0 ? [detail] : [detail.slice(0, split), detail.slice(split + 2)]);
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_MIME });
}
