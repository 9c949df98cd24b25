import { describe, expect, it } from 'vitest';
import { dueReportPeriod } from './saved-reports.schedule.ts';

const weekly = (day: number, hour: number) => ({ frequency: 'weekly' as const, day, hour });
const monthly = (day: number, hour: number) => ({ frequency: 'monthly' as const, day, hour });
const at = (iso: string) => new Date(iso);

describe('dueReportPeriod', () => {
  it('is due weekly from its weekday and hour in the zone, for the week before, for one day', () => {
    // Monday 2026-11-23 at 08:00 in Berlin is 07:00 UTC.
    const schedule = weekly(1, 8);
    expect(dueReportPeriod(schedule, 'Europe/Berlin', at('2026-11-23T06:59:00Z'))).toBeUndefined();
    const due = { key: 'weekly:2026-11-15', from: '2026-11-15', to: '2026-11-21' };
    expect(dueReportPeriod(schedule, 'Europe/Berlin', at('2026-11-23T07:00:00Z'))).toEqual(due);
    expect(dueReportPeriod(schedule, 'Europe/Berlin', at('2026-11-24T06:59:00Z'))).toEqual(due);
    expect(dueReportPeriod(schedule, 'Europe/Berlin', at('2026-11-24T07:00:00Z'))).toBeUndefined();
    expect(dueReportPeriod(schedule, 'Europe/Berlin', at('2026-11-22T12:00:00Z'))).toBeUndefined();
  });

  it("reads the weekday in the tenant's zone, not the server's", () => {
    // Sunday 2026-11-22 23:30 UTC is already Monday 08:30 in Tokyo, and still Sunday in New York.
    const now = at('2026-11-22T23:30:00Z');
    expect(dueReportPeriod(weekly(1, 8), 'Asia/Tokyo', now)).toEqual({
      key: 'weekly:2026-11-15',
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(dueReportPeriod(weekly(1, 8), 'America/New_York', now)).toBeUndefined();
    expect(dueReportPeriod(weekly(0, 18), 'America/New_York', now)).toEqual({
      key: 'weekly:2026-11-15',
      from: '2026-11-15',
      to: '2026-11-21',
    });
  });

  it('sends on a Sunday the week that ended the day before', () => {
    expect(dueReportPeriod(weekly(0, 0), 'UTC', at('2026-11-29T00:00:00Z'))).toEqual({
      key: 'weekly:2026-11-22',
      from: '2026-11-22',
      to: '2026-11-28',
    });
  });

  it('is due monthly on its day for the month before, across the turn of the year', () => {
    expect(dueReportPeriod(monthly(1, 6), 'UTC', at('2026-12-01T06:00:00Z'))).toEqual({
      key: 'monthly:2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(dueReportPeriod(monthly(3, 6), 'UTC', at('2027-01-03T07:00:00Z'))).toEqual({
      key: 'monthly:2026-12',
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(dueReportPeriod(monthly(1, 0), 'UTC', at('2028-03-01T00:00:00Z'))).toEqual({
      key: 'monthly:2028-02',
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(dueReportPeriod(monthly(2, 6), 'UTC', at('2026-12-01T06:00:00Z'))).toBeUndefined();
  });

  it('reads the month in the zone: the first of the month there may be the last of the month in UTC', () => {
    // 2026-11-30 23:30 UTC is 2026-12-01 08:30 in Tokyo.
    expect(dueReportPeriod(monthly(1, 8), 'Asia/Tokyo', at('2026-11-30T23:30:00Z'))).toEqual({
      key: 'monthly:2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(dueReportPeriod(monthly(1, 8), 'UTC', at('2026-11-30T23:30:00Z'))).toBeUndefined();
  });

  it('is due at the next hour there is when summer time skips its hour, and once for the repeated hour', () => {
    // Berlin skips 02:00-03:00 on 2026-03-29 (a Sunday): 01:00 UTC is 03:00 local.
    const spring = weekly(0, 2);
    expect(dueReportPeriod(spring, 'Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBeUndefined();
    expect(dueReportPeriod(spring, 'Europe/Berlin', at('2026-03-29T01:00:00Z'))).toEqual({
      key: 'weekly:2026-03-22',
      from: '2026-03-22',
      to: '2026-03-28',
    });
    // 02:00 comes twice on 2026-10-25 (a Sunday): both times name the same period, claimed once.
    const autumn = weekly(0, 2);
    const first = dueReportPeriod(autumn, 'Europe/Berlin', at('2026-10-25T00:00:00Z'));
    const second = dueReportPeriod(autumn, 'Europe/Berlin', at('2026-10-25T01:00:00Z'));
    expect(first).toEqual({ key: 'weekly:2026-10-18', from: '2026-10-18', to: '2026-10-24' });
    expect(second).toEqual(first);
  });
});
