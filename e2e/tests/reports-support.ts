import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Debian's poppler-utils. */
const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

/** Clicks an export button and waits for the file it downloads. */
export async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

/** The records of a CSV file as RFC 4180 reads them: quoted fields, doubled quotes, CRLF endings. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  if (field || record.length > 0)
    throw new Error(`The CSV file does not end with CRLF: ${JSON.stringify(field)}`);
  return records;
}

/** A downloaded CSV file's text, which must start with the UTF-8 byte order mark. */
export async function csvOf(file: Download): Promise<{ bom: boolean; records: string[][] }> {
  const text = fs.readFileSync(await file.path(), 'utf8');
  return { bom: text.startsWith('\uFEFF'), records: parseCsv(text.replace(/^\uFEFF/, '')) };
}

/** A downloaded Excel file, opened by ExcelJS. */
export async function workbookOf(file: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  return workbook;
}

/** A sheet's rows as their cell values, from A. */
export const sheetValues = (sheet: ExcelJS.Worksheet): unknown[][] =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

/** A downloaded PDF file's text as pdftotext lays it out. */
export async function pdfTextOf(file: Download): Promise<string> {
  return execFileSync(PDFTOTEXT, ['-layout', await file.path(), '-'], { encoding: 'utf8' });
}
