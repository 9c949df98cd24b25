import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/intl.ts';
import { timeBars } from './chart-data.ts';
import { formatReportHours, reportTable } from './report-table.ts';
import { reportMonth } from './working-time-report.ts';

afterEach(() => activateLocale('en'));

const month = (id: string) => ({ by: 'month' as const, id, label: 'November 2026' });

describe('reports in the language shown', () => {
  it('write hours with two decimals as the language writes numbers, English as before', async () => {
    expect(formatReportHours(1234.5)).toBe('1234.50');
    expect(formatReportHours(-0)).toBe('0.00');
    await activateLocale('de');
    expect(formatReportHours(1234.5)).toBe('1234,50');
    expect(formatReportHours(-1.25)).toBe('-1,25');
  });

  it('name the months of a report in the language shown, whatever the server named them', async () => {
    expect(
      reportTable([{ keys: [month('2026-11')], hours: 2, billableHours: 2 }], ['month']).groups[0]!.key.label,
    ).toBe('November 2026');
    await activateLocale('fr');
    expect(
      reportTable([{ keys: [month('2026-11')], hours: 2, billableHours: 2 }], ['month']).groups[0]!.key.label,
    ).toBe('novembre 2026');
    expect(reportMonth('2026-03')).toBe('mars 2026');
  });

  it("label the chart's days in the language shown", async () => {
    await activateLocale('de');
    expect(timeBars([], { from: '2026-11-15', to: '2026-11-16' }, 'day').map((bar) => bar.label)).toEqual([
      '15. Nov.',
      '16. Nov.',
    ]);
  });
});
