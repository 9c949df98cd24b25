import { describe, expect, it } from 'vitest';
import { refuseOverlongPeriod } from './week-rules.ts';

describe('refuseOverlongPeriod', () => {
  it('lets a period of 62 days through, across a month and a year end', () => {
    expect(() => refuseOverlongPeriod({ startDate: '2026-11-30', endDate: '2027-01-30' })).not.toThrow();
    expect(() => refuseOverlongPeriod({ startDate: '2026-09-06', endDate: '2026-09-06' })).not.toThrow();
  });

  it('refuses a period of 63 days with 400 naming endDate', () => {
    expect(() => refuseOverlongPeriod({ startDate: '2026-11-30', endDate: '2027-01-31' })).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'endDate: a period may span at most 62 days' }),
    );
  });
});
