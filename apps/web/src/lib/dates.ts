import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

/** Calendar dates as yyyy-MM-dd in the browser's local time zone (CONTRACT §5): no UTC shifts. */
const ISO_DATE = 'yyyy-MM-dd';

// lightFormat, not format: format carries every token and a locale, some 10 KB the first load need not.
export const toIsoDate = (date: Date): string => lightFormat(date, ISO_DATE);

/** The local midnight of a yyyy-MM-dd date. */
export const fromIsoDate = (value: string): Date => parseISO(value);

/** Today in the browser's time zone. */
export const today = (): string => toIsoDate(new Date());

/** The seven dates of the week starting at `sunday`. */
export function weekDays(sunday: string): string[] {
  const start = fromIsoDate(sunday);
  return eachDayOfInterval({ start, end: addDays(start, 6) }).map(toIsoDate);
}
