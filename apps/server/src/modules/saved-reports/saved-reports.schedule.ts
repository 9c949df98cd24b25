import { addCalendarDays, weekStartOf, type ReportSchedule } from '@portal/contract';
import { localTime } from '../../lib/local-time.ts';

/** A period a scheduled report covers: both ends included, and the key its send is claimed by. */
export interface SchedulePeriod {
  key: string;
  from: string;
  to: string;
}

/** 0 for Sunday, as schedules count weekdays. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first and last day of the month before the one `date` (yyyy-MM-dd) falls in. */
function monthBefore(date: string): { month: string; from: string; to: string } {
  const firstOfThis = `${date.slice(0, 8)}01`;
  const to = addCalendarDays(firstOfThis, -1);
  const month = to.slice(0, 7);
  return { month, from: `${month}-01`, to };
}

/**
 * The period a schedule is due to send at `now`, or undefined when it is not due. It is due for a
 * day from its moment (its weekday or day of the month at its hour, in the tenant's `timeZone`),
 * so that a tick missed by a restart still sends; a send missed for longer is not made late.
 * Weekly it covers the week (Sunday to Saturday) before the one its day falls in, monthly the
 * month before. An hour a change to summer time skips is due at the next hour there is.
 */
export function dueReportPeriod(
  schedule: Pick<ReportSchedule, 'frequency' | 'day' | 'hour'>,
  timeZone: string,
  now: Date,
): SchedulePeriod | undefined {
  const local = localTime(now, timeZone);
  for (const daysBack of [0, 1]) {
    const day = addCalendarDays(local.date, -daysBack);
    const onDay =
      schedule.frequency === 'weekly'
        ? weekdayOf(day) === schedule.day
        : Number(day.slice(8, 10)) === schedule.day;
    if (!onDay) continue;
    if (daysBack === 0 ? local.hour < schedule.hour : local.hour >= schedule.hour) continue;
    if (schedule.frequency === 'weekly') {
      const from = addCalendarDays(weekStartOf(day), -7);
      return { key: `weekly:${from}`, from, to: addCalendarDays(from, 6) };
    }
    const { month, from, to } = monthBefore(day);
    return { key: `monthly:${month}`, from, to };
  }
  return undefined;
}
