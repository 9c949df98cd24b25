import { addDays, eachDayOfInterval, format, parseISO } from 'date-fns';

/** Calendar dates as yyyy-MM-dd in the browser's local time zone (CONTRACT §5): no UTC shifts. */
const ISO_DATE = 'yyyy-MM-dd';

export const toIsoDate = (date: Date): string => format(date, ISO_DATE);

/** The local midnight of a yyyy-MM-dd date. */
export const fromIsoDate = (value: string): Date => parseISO(value);

/** Today in the browser's time zone. */
export const today = (): string => toIsoDate(new Date());

/** The seven dates of the week starting at `sunday`. */
export function weekDays(sunday: string): string[] {
  const start = fromIsoDate(sunday);
  return eachDayOfInterval({ start, end: addDays(start, 6) }).map(toIsoDate);
}
