import { CALENDAR_FEED_PATH } from '@portal/contract';

/** What a feed's address shows in the logs in the place of its secret. */
export const REDACTED_FEED_FILE = '[secret].ics';

/** A request's path as the logs may show it: a calendar feed's secret is a credential. */
export const loggablePath = (path: string): string =>
  path.startsWith(CALENDAR_FEED_PATH) ? `${CALENDAR_FEED_PATH}${REDACTED_FEED_FILE}` : path;
