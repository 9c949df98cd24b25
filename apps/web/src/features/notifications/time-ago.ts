import { defineMessages, type MessageDescriptor } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** Of each unit, how long ago, and (on a clock behind the server's) in how long. */
const DISTANCES: Record<Unit, { past: MessageDescriptor; future: MessageDescriptor }> = {
  second: defineMessages({
    past: {
      id: 'notifications.time.seconds-ago',
      defaultMessage: '{count, plural, one {# second ago} other {# seconds ago}}',
    },
    future: {
      id: 'notifications.time.in-seconds',
      defaultMessage: '{count, plural, one {in # second} other {in # seconds}}',
    },
  }),
  minute: defineMessages({
    past: {
      id: 'notifications.time.minutes-ago',
      defaultMessage: '{count, plural, one {# minute ago} other {# minutes ago}}',
    },
    future: {
      id: 'notifications.time.in-minutes',
      defaultMessage: '{count, plural, one {in # minute} other {in # minutes}}',
    },
  }),
  hour: defineMessages({
    past: {
      id: 'notifications.time.hours-ago',
      defaultMessage: '{count, plural, one {# hour ago} other {# hours ago}}',
    },
    future: {
      id: 'notifications.time.in-hours',
      defaultMessage: '{count, plural, one {in # hour} other {in # hours}}',
    },
  }),
  day: defineMessages({
    past: {
      id: 'notifications.time.days-ago',
      defaultMessage: '{count, plural, one {# day ago} other {# days ago}}',
    },
    future: {
      id: 'notifications.time.in-days',
      defaultMessage: '{count, plural, one {in # day} other {in # days}}',
    },
  }),
  month: defineMessages({
    past: {
      id: 'notifications.time.months-ago',
      defaultMessage: '{count, plural, one {# month ago} other {# months ago}}',
    },
    future: {
      id: 'notifications.time.in-months',
      defaultMessage: '{count, plural, one {in # month} other {in # months}}',
    },
  }),
  year: defineMessages({
    past: {
      id: 'notifications.time.years-ago',
      defaultMessage: '{count, plural, one {# year ago} other {# years ago}}',
    },
    future: {
      id: 'notifications.time.in-years',
      defaultMessage: '{count, plural, one {in # year} other {in # years}}',
    },
  }),
};

/** The unit a distance is told in, and how many of it. */
function distance(milliseconds: number, calendarMinutes: number): [number, Unit] {
  const minutes = milliseconds / 60_000;
  if (minutes < 1) return [Math.round(milliseconds / 1000), 'second'];
  if (minutes < 60) return [Math.round(minutes), 'minute'];
  if (minutes < MINUTES_IN_DAY) return [Math.round(minutes / 60), 'hour'];
  if (calendarMinutes < MINUTES_IN_MONTH) return [Math.round(calendarMinutes / MINUTES_IN_DAY), 'day'];
  if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(calendarMinutes / MINUTES_IN_MONTH);
    return months === 12 ? [1, 'year'] : [months, 'month'];
  }
  return [Math.round(calendarMinutes / MINUTES_IN_YEAR), 'year'];
}

/**
 * How long ago `date` is (or, on a clock behind the server's, in how long), as the bell shows it,
 * in the language shown. The unit and its rounding are those of date-fns's
 * formatDistanceToNowStrict, which the bell used before, so English reads exactly as it did:
 * '0 seconds ago', '1 minute ago', '3 days ago'.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const future = date.getTime() > now.getTime();
  const [earlier, later] = future ? [now, date] : [date, now];
  const milliseconds = later.getTime() - earlier.getTime();
  // Days and longer count calendar time: an hour gained or lost to daylight saving is none.
  const calendarMinutes = milliseconds / 60_000 - (later.getTimezoneOffset() - earlier.getTimezoneOffset());
  const [count, unit] = distance(milliseconds, calendarMinutes);
  return t(DISTANCES[unit][future ? 'future' : 'past'], { count });
}
