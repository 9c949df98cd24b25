import { CALENDAR_FEED_KINDS, type CalendarFeedKind } from '@portal/contract';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useCalendarFeeds } from '../api/get-calendar-feeds.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

/**
 * The caller's private calendar feeds, which calendar apps subscribe to: their own absences and,
 * for Managers and Admins, the team's.
 */
export function CalendarFeedsSection({ withTeam }: { withTeam: boolean }) {
  const feeds = useCalendarFeeds();
  const headingId = useId();
  const kinds: readonly CalendarFeedKind[] = withTeam ? CALENDAR_FEED_KINDS : ['personal'];

  return (
    <section aria-labelledby={headingId} aria-busy={feeds.isPending} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-800 dark:text-white/90">
        {t({ id: 'calendar-feeds.heading', defaultMessage: 'Calendar feeds' })}
      </h2>
      <p className="max-w-3xl text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'calendar-feeds.explanation',
          defaultMessage:
            'See approved absences and holidays in Google Calendar, Outlook or Apple Calendar: create a secret address and subscribe to it there. The calendar is read-only and updates whenever your calendar app fetches it. Reset the address if it was shared by mistake; the old one stops working at once.',
        })}
      </p>
      {feeds.isPending ? (
        <Spinner
          className="py-6"
          label={t({ id: 'calendar-feeds.loading', defaultMessage: 'Loading calendar feeds' })}
        />
      ) : feeds.isError ? (
        <p role="alert" className="text-sm text-error-600 dark:text-error-400">
          {t({ id: 'calendar-feeds.load-failed', defaultMessage: 'The calendar feeds could not be loaded.' })}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {kinds.map((kind) => (
            <CalendarFeedCard key={kind} kind={kind} feed={feeds.data.find((feed) => feed.kind === kind)} />
          ))}
        </div>
      )}
    </section>
  );
}
