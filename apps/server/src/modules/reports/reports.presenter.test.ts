import {
  CalendarDateSchema,
  MAX_CALENDAR_DATE,
  MIN_CALENDAR_DATE,
  addCalendarDays,
  weekStartOf,
} from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from '../../lib/money.ts';
import { presentReportRow } from './reports.presenter.ts';

/** Every date the contract accepts, and only those. */
const acceptedDate = fc
  .date({
    min: new Date(`${MIN_CALENDAR_DATE}T00:00:00Z`),
    max: new Date(`${MAX_CALENDAR_DATE}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** The period keys the database gives an entry of `date`, as the report's labels show them. */
const labelsOf = (date: string) =>
  presentReportRow(
    ['day', 'week', 'month'],
    {
      key0: date,
      key1: weekStartOf(date),
      key2: date.slice(0, 7),
      centihours: 150,
      billable_centihours: 150,
    },
    false,
  ).keys.map((key) => key.label);

describe('period labels', () => {
  it('name the periods of the first and last days a date may name, weeks running past them', () => {
    expect(labelsOf(MIN_CALENDAR_DATE)).toEqual(['1900-01-01', '1899-12-31 – 1900-01-06', 'January 1900']);
    expect(labelsOf(MAX_CALENDAR_DATE)).toEqual(['2100-12-31', '2100-12-26 – 2101-01-01', 'December 2100']);
  });

  it('name the day, the Sunday-to-Saturday week holding it and its month, for every accepted date', () => {
    fc.assert(
      fc.property(acceptedDate, (date) => {
        expect(CalendarDateSchema.safeParse(date).success).toBe(true);
        const [day, week, month] = labelsOf(date);
        expect(day).toBe(date);
        const sunday = weekStartOf(date);
        expect(week).toBe(`${sunday} – ${addCalendarDays(sunday, 6)}`);
        expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(sunday <= date && date <= addCalendarDays(sunday, 6)).toBe(true);
        expect(month).toMatch(new RegExp(`^[A-Z][a-z]+ ${date.slice(0, 4)}$`));
      }),
    );
  });
});

describe('amounts', () => {
  it('round hundredths of an hour times a rate half up to the unit, exactly at any size', () => {
    // 1.25 h at 12.34 an hour (1234 cents) is 15.425: 1543 cents; 0.01 h at 0.49 rounds to 0.
    expect(minorUnitsOf(125 * 1234)).toBe(1543);
    expect(minorUnitsOf(49)).toBe(0);
    expect(minorUnitsOf(50)).toBe(1);
    expect(minorUnitsOf(null)).toBe(0);
    // PostgreSQL sums bigints as numeric text; past 2^53 a float would lose the last cents.
    expect(minorUnitsOf('900719925474099150')).toBe(9007199254740992);
  });
});
