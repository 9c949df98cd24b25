import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import {
  DAY_LISTED_TWICE,
  HolidayFormSchema,
  NEW_COMPANY_HOLIDAY,
  holidayFormOf,
  type CompanyHolidayFormValues,
} from './holiday-form-schema.ts';

describe('the holiday calendar form', () => {
  it("starts from the tenant's calendar, no country and the whole country as empty choices", () => {
    expect(holidayFormOf({ country: null, region: null, companyHolidays: [] })).toEqual({
      country: '',
      region: '',
      companyHolidays: [],
    });
    expect(
      holidayFormOf({
        country: 'DE',
        region: 'BY',
        companyHolidays: [{ date: '2026-12-24', name: 'Christmas Eve', halfDay: true }],
      }),
    ).toEqual({
      country: 'DE',
      region: 'BY',
      companyHolidays: [{ date: '2026-12-24', name: 'Christmas Eve', halfDay: true }],
    });
  });

  it('sends the calendar as setHolidayCalendar reads it', async () => {
    const result = await resolveForm(HolidayFormSchema, {
      country: 'de',
      region: '',
      companyHolidays: [{ date: '2026-12-24', name: '  Christmas Eve ', halfDay: true }],
    });
    expect(result.values).toEqual({
      country: 'DE',
      region: null,
      companyHolidays: [{ date: '2026-12-24', name: 'Christmas Eve', halfDay: true }],
    });
    const none = await resolveForm(HolidayFormSchema, { country: '', region: '', companyHolidays: [] });
    expect(none.values).toEqual({ country: null, region: null, companyHolidays: [] });
  });

  it('refuses a row without a date or a name under its field', async () => {
    const rows = await rowErrors([
      { date: '2026-12-24', name: 'Christmas Eve', halfDay: true },
      NEW_COMPANY_HOLIDAY,
    ]);
    expect(rows[0]).toBeUndefined();
    expect(rows[1]?.date?.message).toBe('Date is required');
    expect(rows[1]?.name?.message).toBe('Name must not be empty');
  });

  it('refuses a day listed twice at its second row', async () => {
    const rows = await rowErrors([
      { date: '2026-12-24', name: 'Christmas Eve', halfDay: true },
      { date: '2026-12-31', name: "New Year's Eve", halfDay: true },
      { date: '2026-12-24', name: 'Again', halfDay: false },
    ]);
    expect(rows[0]).toBeUndefined();
    expect(rows[1]).toBeUndefined();
    expect(rows[2]?.date?.message).toBe(DAY_LISTED_TWICE);
  });
});

/** The refusals of each company holiday row, as react-hook-form gets them on submit. */
async function rowErrors(companyHolidays: CompanyHolidayFormValues[]) {
  const resolved = await zodResolver(HolidayFormSchema)(
    { country: '', region: '', companyHolidays },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  return (resolved.errors.companyHolidays ?? []) as unknown as (
    Partial<Record<keyof CompanyHolidayFormValues, { message: string }>> | undefined
  )[];
}
