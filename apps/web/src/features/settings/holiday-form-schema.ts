import {
  CompanyHolidaySchema,
  defineMessages,
  SetHolidayCalendarBody,
  type HolidayCalendar,
} from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { refusedAs } from './settings-form-schema.ts';

/** One company holiday as the form holds it. */
export interface CompanyHolidayFormValues {
  /** yyyy-MM-dd, or null while empty. */
  date: string | null;
  name: string;
  halfDay: boolean;
}

/** Settings → Holidays as typed: selects give text, '' for no country and for the whole country. */
export interface HolidayFormValues {
  country: string;
  region: string;
  companyHolidays: CompanyHolidayFormValues[];
}

const HOLIDAY_FORM_MESSAGES = defineMessages({
  dateRequired: { id: 'settings.holidays.date-required', defaultMessage: 'Date is required' },
  dayListedTwice: {
    id: 'settings.holidays.day-listed-twice',
    defaultMessage: 'Date is already a company holiday',
  },
});
registerFieldMessages(HOLIDAY_FORM_MESSAGES);

/** What the form says of a second company holiday on a day already listed. */
export const DAY_LISTED_TWICE = HOLIDAY_FORM_MESSAGES.dayListedTwice.defaultMessage;

/** Each field's refusal: its name, then what the contract says of it. */
const FIELD_REFUSALS = defineMessages({
  country: { id: 'settings.holidays.refusal.country', defaultMessage: 'Country {problem}' },
  region: { id: 'settings.holidays.refusal.region', defaultMessage: 'Region {problem}' },
  date: { id: 'settings.holidays.refusal.date', defaultMessage: 'Date {problem}' },
  name: { id: 'settings.holidays.refusal.name', defaultMessage: 'Name {problem}' },
});

const fields = CompanyHolidaySchema.shape;
const calendarFields = SetHolidayCalendarBody.shape;

/**
 * The holiday calendar as setHolidayCalendar sends it, checked with the contract's rules, each
 * refusal under its field and prefixed with its name; a day listed twice is refused at its second
 * row.
 */
export const HolidayFormSchema = z.object({
  country: contractField(
    (typed: string) => (typed === '' ? null : typed),
    calendarFields.country,
    refusedAs(FIELD_REFUSALS.country),
  ),
  region: contractField(
    (typed: string) => (typed === '' ? null : typed),
    calendarFields.region,
    refusedAs(FIELD_REFUSALS.region),
  ),
  companyHolidays: z
    .array(
      z.object({
        date: contractField(
          (typed: string | null) => typed ?? '',
          fields.date,
          (issue) =>
            issue.code === 'invalid_format'
              ? HOLIDAY_FORM_MESSAGES.dateRequired.defaultMessage
              : refusedAs(FIELD_REFUSALS.date)(issue),
        ),
        name: contractField((typed: string) => typed, fields.name, refusedAs(FIELD_REFUSALS.name)),
        halfDay: z.boolean(),
      }),
    )
    .superRefine((days, context) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (seen.has(day.date)) {
          context.addIssue({ code: 'custom', message: DAY_LISTED_TWICE, path: [index, 'date'] });
        }
        seen.add(day.date);
      });
    }),
});

/** The form's starting values: the tenant's calendar as it is. */
export function holidayFormOf(calendar: HolidayCalendar): HolidayFormValues {
  return {
    country: calendar.country ?? '',
    region: calendar.region ?? '',
    companyHolidays: calendar.companyHolidays.map(({ date, name, halfDay }) => ({ date, name, halfDay })),
  };
}

/** A company holiday row as 'Add holiday' adds it. */
export const NEW_COMPANY_HOLIDAY: CompanyHolidayFormValues = { date: null, name: '', halfDay: false };
