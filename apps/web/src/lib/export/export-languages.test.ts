import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/intl.ts';
import { exportStyle } from './export-style.ts';
import { needsEmbeddedFont, tablePdf } from '@portal/export/pdf';
import { PDF_FONT_FILES } from '@portal/export/pdf-fonts';
import { ENGLISH_STYLE, type ExportStyle, type ExportTable } from '@portal/export';
import { exportDayHeader } from './week-table.ts';
import { tableXlsx } from './xlsx.ts';

afterEach(() => activateLocale('en'));

const fontFile = (url: URL) => readFileSync(url).toString('latin1');
const fonts = { normal: fontFile(PDF_FONT_FILES.normal), bold: fontFile(PDF_FONT_FILES.bold) };

const ARABIC: ExportStyle = {
  locale: 'ar-u-nu-latn',
  rtl: true,
  pageFooter: 'الصفحة {page} من {count}',
  aboutSheet: 'حول',
  titleLabel: 'العنوان',
};

const table = (title: string, names: string[]): ExportTable => ({
  title,
  details: ['Period: 2026-11-01 to 2026-11-30'],
  columns: [
    { header: 'User', kind: 'text' },
    { header: 'Hours', kind: 'hours' },
  ],
  rows: names.map((name) => ({ cells: [name, 1.5] })),
  total: ['Total', 1.5 * names.length],
});

const pdfText = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

describe('exports in the language shown', () => {
  it('word and lay out a file in English as they always have', () => {
    expect(exportStyle()).toEqual(ENGLISH_STYLE);
  });

  it('head a day with its weekday in the language shown and its date as data', async () => {
    await activateLocale('de');
    expect(exportDayHeader('2026-11-22')).toMatch(/^So\.? 2026-11-22$/);
  });

  it('say which tables the standard PDF fonts cannot draw: Polish letters, and Arabic', () => {
    expect(
      needsEmbeddedFont(table('Stundenbericht', ['Jürgen Groß', 'Zoë', 'Ñandú', 'Œuvre']), ENGLISH_STYLE),
    ).toBe(false);
    expect(needsEmbeddedFont(table('Raport godzin', ['Łukasz Żółć']), ENGLISH_STYLE)).toBe(true);
    expect(needsEmbeddedFont(table('Report', ['Ada']), ARABIC)).toBe(true);
  });

  it('embed the font only in a PDF that needs it', async () => {
    const standard = await pdfText(tablePdf(table('Stundenbericht', ['Jürgen Groß'])));
    expect(standard).toContain('/BaseFont /Helvetica');
    expect(standard).not.toContain('/FontFile2');
    const embedded = await pdfText(
      tablePdf(table('تقرير الساعات', ['أحمد علي', 'Łukasz']), undefined, ARABIC, fonts),
    );
    expect(embedded).toContain('DejaVuSans');
    expect(embedded).toContain('/FontFile2');
  });

  it('run a workbook right to left for Arabic, its About sheet named in the language', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await (await tableXlsx(table('تقرير الساعات', ['أحمد']), undefined, ARABIC)).arrayBuffer(),
    );
    const [sheet, about] = workbook.worksheets;
    expect(sheet!.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen' });
    expect(about!.name).toBe('حول');
    expect(about!.getCell('A1').value).toBe('العنوان');
  });
});
