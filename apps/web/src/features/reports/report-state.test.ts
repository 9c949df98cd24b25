import { describe, expect, it } from 'vitest';
import { defaultReportState, readReportState, writeReportState, type ReportState } from './report-state.ts';

const defaults = defaultReportState(['project', 'user']);
const read = (search: string) => readReportState(new URLSearchParams(search), defaults);

describe('report address', () => {
  it('opens the default report when the address says nothing', () => {
    expect(read('')).toEqual(defaults);
  });

  it.each<ReportState>([
    defaults,
    { ...defaults, period: { preset: 'last-month' }, groupBy: ['user'], share: 'bar' },
    { ...defaults, report: 'working-time', period: { preset: 'this-year' }, userIds: ['u-3'] },
    {
      report: 'hours',
      period: { preset: 'custom', from: '2026-01-01', to: '2026-03-31' },
      groupBy: ['week', 'task'],
      userIds: ['u-1', 'u-2'],
      projectIds: ['p-1'],
      taskIds: ['t-9'],
      clientIds: ['c-2'],
      weekStatuses: ['Submitted', 'Approved'],
      billable: 'billable',
      share: 'donut',
    },
  ])('reads back what it wrote: %j', (state) => {
    const params = writeReportState(state);
    expect(readReportState(new URLSearchParams(params.toString()), defaults)).toEqual(state);
  });

  it('writes a named period by name and a range by its dates, leaving empty filters out', () => {
    expect(writeReportState({ ...defaults, period: { preset: 'this-year' } }).toString()).toBe(
      'period=this-year&group=project%2Cuser&share=donut',
    );
    expect(
      writeReportState({
        ...defaults,
        period: { preset: 'custom', from: '2026-11-01', to: '2026-11-07' },
        projectIds: ['p-1', 'p-2'],
      }).toString(),
    ).toBe('from=2026-11-01&to=2026-11-07&group=project%2Cuser&projects=p-1%2Cp-2&share=donut');
  });

  it('prefers a range of real dates to a named period, and falls back when the dates are not real', () => {
    expect(read('period=this-week&from=2026-11-01&to=2026-11-30').period).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(read('period=this-week&from=2026-02-30&to=2026-03-01').period).toEqual({ preset: 'this-week' });
    expect(read('period=next-decade').period).toEqual(defaults.period);
  });

  it('names the working-time report and leaves the hours report, the default, unnamed', () => {
    expect(writeReportState({ ...defaults, report: 'working-time' }).toString()).toBe(
      'report=working-time&period=this-month&group=project%2Cuser&share=donut',
    );
    expect(read('report=working-time').report).toBe('working-time');
    expect(read('report=payroll').report).toBe('hours');
  });

  it('keeps at most three known groupings, each once', () => {
    expect(read('group=month,month,bogus,user,task,project').groupBy).toEqual(['month', 'user', 'task']);
    expect(read('group=bogus').groupBy).toEqual(defaults.groupBy);
  });

  it('drops unknown statuses and empty or repeated ids', () => {
    expect(read('status=Approved,Lost,Approved&users=u-1,,u-1,u-2').weekStatuses).toEqual(['Approved']);
    expect(read('users=u-1,,u-1,u-2').userIds).toEqual(['u-1', 'u-2']);
    expect(read(`projects=${'x'.repeat(65)},p-1`).projectIds).toEqual(['p-1']);
  });
});
