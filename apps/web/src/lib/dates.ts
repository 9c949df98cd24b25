import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { lightFormat } from 'date-fns/lightFormat';

/** Calendar dates as yyyy-MM-dd in the browser's local time zone (CONTRACT §5): no UTC shifts. */
const ISO_DATE = 'yyyy-MM-dd';

// lightFormat, not format: format carries every token and a locale, some 10 KB the first load need not.
export const toIsoDate = (date: Date): string => lightFormat(date, ISO_DATE);

const ISO_DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The local midnight of a yyyy-MM-dd date; an invalid date for any other text. Read by hand, not by
 * date-fns's parseISO, which takes every ISO form: a screen reads hundreds of dates as it renders.
 */
export function fromIsoDate(value: string): Date {
  const parts = ISO_DATE_PARTS.exec(value);
  if (!parts) return new Date(Number.NaN);
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  // new Date() reads years 0-99 as 1900-1999, and rolls 2026-02-30 over into March.
  date.setFullYear(Number(parts[1]));
  return date.getMonth() === Number(parts[2]) - 1 ? date : new Date(Number.NaN);
}

/** Today in the browser's time zone. */
export const today = (): string => toIsoDate(new Date());

/** The seven dates of the week starting at `sunday`. */
export function weekDays(sunday: string): string[] {
  const start = fromIsoDate(sunday);
  return eachDayOfInterval({ start, end: addDays(start, 6) }).map(toIsoDate);
}
