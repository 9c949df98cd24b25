import { addCalendarDays } from '@portal/contract';
import ical from 'ical-generator';

/** One all-day event of a feed, over whole calendar days from..to. */
export interface FeedEvent {
  /** The same for the same absence or holiday at every fetch, so calendar apps update it in place. */
  uid: string;
  from: string;
  to: string;
  summary: string;
}

/**
 * How often calendar apps are asked to fetch a feed again, in seconds: an absence approved in the
 * morning shows the same day. Apps may fetch less often (Google about twice a day).
 */
const REFRESH_SECONDS = 60 * 60;

/** The iCalendar text of a feed: its name and its all-day events. */
export function writeCalendar({
  name,
  events,
  now,
}: {
  name: string;
  events: FeedEvent[];
  now: Date;
}): string {
  const calendar = ical({
    name,
    prodId: { company: 'timesheet-portal', product: 'calendar-feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      // Dates carry no time zone (CONTRACT §5): read as UTC midnight, they are written as the same dates.
      start: new Date(`${event.from}T00:00:00Z`),
      // An all-day event's end is the day after its last.
      end: new Date(`${addCalendarDays(event.to, 1)}T00:00:00Z`),
      allDay: true,
      summary: event.summary,
      stamp: now,
    });
  }
  return calendar.toString();
}
