import { describe, expect, it } from 'vitest';
import { dayHeading, lockReason, weekRangeLabel } from './week.ts';

describe('week labels', () => {
  it('names the range with the year once', () => {
    expect(weekRangeLabel('2026-11-15')).toBe('Nov 15 – Nov 21, 2026');
  });

  it('names both years when the week spans New Year', () => {
    expect(weekRangeLabel('2026-12-27')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('heads a day column with the weekday and the day of the month', () => {
    expect(dayHeading('2026-11-15')).toBe('Sun 15');
    expect(dayHeading('2026-11-21')).toBe('Sat 21');
  });
});

describe('lockReason', () => {
  it('locks submitted and approved weeks, saying which', () => {
    expect(lockReason('Submitted')).toBe('This week is submitted and locked');
    expect(lockReason('Approved')).toBe('This week is approved and locked');
  });

  it('leaves open, rejected and not yet known weeks editable', () => {
    expect(lockReason('Open')).toBeNull();
    expect(lockReason('Rejected')).toBeNull();
    expect(lockReason(undefined)).toBeNull();
  });
});
