import { addDays, differenceInCalendarDays, format, parseISO, startOfWeek } from 'date-fns';

// Calendar dates are yyyy-MM-dd strings without a time zone (CONTRACT §5). date-fns reads them as
// local midnight and writes them back the same way, so the arithmetic never crosses a day.
const read = (date: string) => parseISO(date);
const write = (day: Date) => format(day, 'yyyy-MM-dd');

/** The date `days` days after `date` (before, when negative). */
export const addCalendarDays = (date: string, days: number): string => write(addDays(read(date), days));

/** Whole days from one date to another. */
export const calendarDaysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(read(to), read(from));

/** The Sunday that starts the week holding a date (weeks run Sunday to Saturday). */
export const weekStartOf = (date: string): string => write(startOfWeek(read(date), { weekStartsOn: 0 }));

/** The Saturday that ends the week starting on `weekStart`. */
export const weekEndOf = (weekStart: string): string => addCalendarDays(weekStart, 6);
