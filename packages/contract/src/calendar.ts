// Calendar dates are yyyy-MM-dd strings without a time zone (CONTRACT §5). They are read as UTC
// midnight, where no day is longer or shorter than 24 hours, so the arithmetic never crosses a
// day; plain Date arithmetic, since the server applies it to every row of long lists and a
// date-fns parse and format cost four times as much.
const DAY_MS = 86_400_000;
const read = (date: string) => Date.parse(`${date}T00:00:00Z`);
const write = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` days after `date` (before, when negative). */
export const addCalendarDays = (date: string, days: number): string => write(read(date) + days * DAY_MS);

/** Whole days from one date to another. */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((read(to) - read(from)) / DAY_MS);

/** The Sunday that starts the week holding a date (weeks run Sunday to Saturday). */
export const weekStartOf = (date: string): string => {
  const day = read(date);
  return write(day - new Date(day).getUTCDay() * DAY_MS);
};

/** The Saturday that ends the week starting on `weekStart`. */
export const weekEndOf = (weekStart: string): string => addCalendarDays(weekStart, 6);
