import { describe, expect, it } from 'vitest';
import { tablePdf } from './pdf.ts';
import type { ExportTable } from './table.ts';

const table = (rowCount: number): ExportTable => ({
  title: 'Timesheet Review',
  details: ['Period: 2026-11-22 to 2026-11-28'],
  columns: [
    { header: 'User', kind: 'text' },
    { header: 'Hours', kind: 'hours' },
  ],
  rows: Array.from({ length: rowCount }, (_, index) => ({ cells: [`User ${index}`, 1] })),
  total: ['Total', rowCount],
});

const pageCount = async (blob: Blob) => (await blob.text()).match(/\/Type \/Page\b/g)?.length ?? 0;

describe('tablePdf', () => {
  it('writes one page for a short table', async () => {
    const blob = tablePdf(table(3));
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    expect(await pageCount(blob)).toBe(1);
  });

  it('goes on to further pages, telling its progress as it goes', async () => {
    const progress: number[] = [];
    const blob = tablePdf(table(2_500), (done) => progress.push(done));
    expect(await pageCount(blob)).toBeGreaterThan(40);
    expect(progress).toEqual([1_000, 2_000, 2_500]);
  });
});
