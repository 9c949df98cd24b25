import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportTable } from '@portal/export';
import { XLSX_MIME, tableXlsx } from './xlsx.ts';

const table: ExportTable = {
  title: 'Timesheet Report: Q4/2026',
  details: ['Period: 2026-10-01 to 2026-12-31', 'Filters: none'],
  columns: [
    { header: 'Project', kind: 'text' },
    { header: 'User', kind: 'text' },
    { header: 'Hours', kind: 'hours' },
  ],
  rows: [{ cells: ['Depot', '=1+1', 1.5] }, { cells: ['Depot Total', '', 1.5], isSubtotal: true }],
  total: ['Total', '', 1.5],
};

describe('tableXlsx', () => {
  it('writes the table with number cells in two decimals, a frozen header and a bold totals row', async () => {
    const blob = tableXlsx(table);
    expect(blob.type).toBe(XLSX_MIME);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const [sheet, about] = workbook.worksheets;
    expect(sheet!.name).toBe('Timesheet Report  Q4 2026');
    expect(sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values = sheet!
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Project', 'User', 'Hours'],
      ['Depot', '=1+1', 1.5],
      ['Depot Total', '', 1.5],
      ['Total', '', 1.5],
    ]);
    expect(sheet!.getCell('C2').numFmt).toBe('0.00');
    expect(sheet!.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet!.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet!.getCell('A1').font?.bold).toBe(true);
    expect(sheet!.getCell('A3').font?.bold).toBe(true);
    expect(sheet!.getCell('C4').font?.bold).toBe(true);
    expect(
      about!
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['Title', 'Timesheet Report: Q4/2026'],
      ['Period', '2026-10-01 to 2026-12-31'],
      ['Filters', 'none'],
    ]);
  });
});
