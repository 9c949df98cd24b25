import { Readable } from 'node:stream';
import ExcelJS, {
  type Cell,
  type Worksheet,
  type WorksheetViewCommon,
  type WorksheetViewFrozen,
} from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  ENGLISH_STYLE,
  type ExportCell,
  type ExportRow,
  type ExportStyle,
  type ExportTable,
} from '@portal/export';
import { tableXlsx } from './xlsx.ts';

/**
 * The workbook as ExcelJS's in-memory writer made it before the writer streamed, kept as the
 * reference that the streamed file must read back equal to.
 */
async function referenceXlsx(table: ExportTable, style: ExportStyle = ENGLISH_STYLE): Promise<ArrayBuffer> {
  const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
  const format = (decimals: number) => (decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`);
  const workbook = new ExcelJS.Workbook();
  const direction = style.rtl ? { rightToLeft: true } : {};
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1, ...direction }],
  });
  sheet.columns = table.columns.map((column, index) => {
    if (column.kind === 'hours') return { header: column.header, width: 10, style: { numFmt: '0.00' } };
    if (column.kind === 'amount') {
      return {
        header: column.header,
        width: Math.max(10, column.header.length + 2),
        style: { numFmt: format(decimalsOf(column)) },
      };
    }
    let longest = column.header.length;
    for (const { cells } of table.rows) {
      const cell = cells[index];
      if (typeof cell === 'string' && cell.length > longest) longest = cell.length;
    }
    return { header: column.header, width: Math.min(50, Math.max(10, longest + 2)) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow(row.cells);
    if (row.isSubtotal) added.font = { bold: true };
  }
  const total = sheet.addRow(table.total as ExportCell[]);
  total.font = { bold: true };
  total.eachCell({ includeEmpty: true }, (cell) => {
    cell.border = { top: { style: 'thin' } };
  });
  const about = workbook.addWorksheet(sheetName(style.aboutSheet), style.rtl ? { views: [direction] } : {});
  about.columns = [{ width: 14 }, { width: 80 }];
  about.addRow([style.titleLabel, table.title]).font = { bold: true };
  for (const detail of table.details) {
    const split = detail.indexOf(': ');
    about.addRow(split < 0 ? [detail] : [detail.slice(0, split), detail.slice(split + 2)]);
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** What a reader sees of a cell: its value and type, its number format, bold and top border. */
const cellSeen = (cell: Cell) => ({
  value: cell.value,
  type: cell.type,
  numFmt: cell.numFmt,
  bold: cell.font?.bold ?? false,
  border: cell.border?.top?.style,
});

/** What a reader sees of a whole sheet, loaded in memory: name, view, columns, rows and cells. */
function sheetSeen(sheet: Worksheet) {
  const rows: unknown[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cellSeen(cell)));
    rows.push({ number, bold: row.font?.bold ?? false, cells });
  });
  const view = sheet.views?.[0] as Partial<WorksheetViewFrozen & WorksheetViewCommon> | undefined;
  return {
    name: sheet.name,
    view: { state: view?.state, ySplit: view?.ySplit, rightToLeft: view?.rightToLeft ?? false },
    columns: (sheet.columns ?? []).map((column) => ({ width: column.width, numFmt: column.style?.numFmt })),
    rows,
  };
}

async function workbookSeen(file: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  return workbook.worksheets.map(sheetSeen);
}

/**
 * The rows numbered `wanted` of each sheet, read as a stream so that two 100,000-row workbooks need
 * not be held in memory at once; also how many rows each sheet has.
 */
async function sampledRows(file: ArrayBuffer, wanted: ReadonlySet<number>) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(file)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets: { rows: number; sample: Map<number, unknown[]> }[] = [];
  for await (const sheet of reader) {
    const seen = { rows: 0, sample: new Map<number, unknown[]>() };
    for await (const row of sheet) {
      seen.rows = Math.max(seen.rows, row.number);
      if (!wanted.has(row.number)) continue;
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cellSeen(cell)));
      seen.sample.set(row.number, cells);
    }
    sheets.push(seen);
  }
  return sheets;
}

const small: ExportTable = {
  title: 'Timesheet Report: Q4/2026',
  details: ['Period: 2026-10-01 to 2026-12-31', 'Filters: Project is R&D <West>', 'No label'],
  columns: [
    { header: 'Project', kind: 'text' },
    { header: 'User', kind: 'text' },
    { header: 'Hours', kind: 'hours' },
    { header: 'Yen', kind: 'amount', digits: 0 },
    { header: 'Amount (KWD)', kind: 'amount', digits: 3 },
  ],
  rows: [
    { cells: ['Depot', '=1+1', 1.5, 150, 18.518] },
    { cells: ['Depot', '  Zoë’s “Harbour” & <Co>\n', 0.25, 25, 0] },
    { cells: ['Depot Total', '', 1.75, 175, 18.518], isSubtotal: true },
    { cells: ['مستودع', 'Łukasz Żółć', -1.25, -125, -3.5] },
  ],
  total: ['Total', '', 0.5, 50, 15.018],
};

const ARABIC: ExportStyle = {
  locale: 'ar',
  rtl: true,
  pageFooter: '',
  aboutSheet: 'حول',
  titleLabel: 'العنوان',
};

describe('tableXlsx, written as a stream', () => {
  it.each([
    ['left to right', ENGLISH_STYLE],
    ['right to left', ARABIC],
  ])('reads back equal to the in-memory writer’s workbook, %s', async (_, style) => {
    const streamed = await tableXlsx(small, undefined, style).arrayBuffer();
    const [actual, expected] = await Promise.all([
      workbookSeen(streamed),
      referenceXlsx(small, style).then(workbookSeen),
    ]);
    expect(actual).toEqual(expected);
    expect(actual[0]!.rows).toHaveLength(small.rows.length + 2);
  });

  it(
    'writes 100,000 rows that read back equal to the in-memory writer’s on a sample',
    { timeout: 180_000 },
    async () => {
      const rows: ExportRow[] = [];
      let total = 0;
      for (let index = 0; index < 100_000; index++) {
        const hours = ((index * 37) % 800) / 100;
        rows.push({
          cells: [
            `Project ${Math.floor(index / 500)} & <Co>`,
            `Person ${index % 500} Łódź`,
            hours,
            hours * 75,
            hours * 2.125,
          ],
        });
        total += hours;
        if (index % 500 === 499) {
          rows.push({
            cells: [`Project ${Math.floor(index / 500)} Total`, '', 7.5, 562.5, 15.938],
            isSubtotal: true,
          });
        }
      }
      const table: ExportTable = { ...small, rows, total: ['Total', '', total, total * 75, total * 2.125] };
      const subtotals = rows.flatMap((row, index) => (row.isSubtotal ? [index + 2] : []));
      // A fixed draw, so that a failure repeats: every column of the header, the first and last rows,
      // twenty subtotals and a hundred rows from anywhere.
      let seed = 20_261_128;
      const draw = (below: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed % below;
      };
      const lastRow = rows.length + 2;
      const wanted = new Set([1, 2, 3, lastRow - 2, lastRow - 1, lastRow]);
      for (let index = 0; index < 20; index++) wanted.add(subtotals[draw(subtotals.length)]!);
      for (let index = 0; index < 100; index++) wanted.add(2 + draw(rows.length));

      const progress: number[] = [];
      const streamed = await tableXlsx(table, (done) => progress.push(done)).arrayBuffer();
      expect(progress.at(-1)).toBe(rows.length);
      const actual = await sampledRows(streamed, wanted);
      const expected = await sampledRows(await referenceXlsx(table), wanted);

      expect(actual.map((sheet) => sheet.rows)).toEqual([lastRow, small.details.length + 1]);
      expect(actual.map((sheet) => sheet.rows)).toEqual(expected.map((sheet) => sheet.rows));
      expect([...actual[0]!.sample.keys()].sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
      for (const number of wanted) {
        expect(actual[0]!.sample.get(number), `row ${number}`).toEqual(expected[0]!.sample.get(number));
      }
      expect(actual[0]!.sample.get(lastRow)).toHaveLength(small.columns.length);
      expect(actual[1]!.sample).toEqual(expected[1]!.sample);
    },
  );
});
