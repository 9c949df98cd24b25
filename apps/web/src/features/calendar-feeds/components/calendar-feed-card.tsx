import { defineMessages, type CalendarFeed, type CalendarFeedKind } from '@portal/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useResetCalendarFeed } from '../api/reset-calendar-feed.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';
import { CALENDAR_FEED_QUESTIONS } from '../messages.ts';
import { FeedAddress } from './feed-address.tsx';

const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** A moment (ISO) as the day it fell on where the reader is. */
const dayOf = (moment: string) => formatDay(new Date(moment), DAY);

const TITLES = defineMessages({
  personal: { id: 'calendar-feeds.personal', defaultMessage: 'My absences' },
  team: { id: 'calendar-feeds.team', defaultMessage: 'Team absences' },
});
const DESCRIPTIONS = defineMessages({
  personal: {
    id: 'calendar-feeds.personal.description',
    defaultMessage: 'Your approved absences and the company’s holidays.',
  },
  team: {
    id: 'calendar-feeds.team.description',
    defaultMessage:
      'The approved absences of the people you see in the team calendar, and the company’s holidays.',
  },
});

/** One feed of the caller's: whether it exists, its address once made, and making, resetting, revoking it. */
export function CalendarFeedCard({ kind, feed }: { kind: CalendarFeedKind; feed: CalendarFeed | undefined }) {
  const reset = useResetCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const headingId = useId();
  const busy = reset.isPending || revoke.isPending;

  const handleReset = () => {
    if (feed && !window.confirm(t(CALENDAR_FEED_QUESTIONS.reset))) return;
    reset.mutate({ kind }, { onSuccess: (answer) => setAddress(answer.url ?? null) });
  };
  const handleRevoke = () => {
    if (!window.confirm(t(CALENDAR_FEED_QUESTIONS.revoke))) return;
    revoke.mutate({ kind }, { onSuccess: () => setAddress(null) });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3"
    >
      <div>
        <h3 id={headingId} className="font-medium text-gray-800 dark:text-white/90">
          {t(TITLES[kind])}
        </h3>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(DESCRIPTIONS[kind])}</p>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {feed
          ? feed.lastUsedAt
            ? t(
                {
                  id: 'calendar-feeds.state.used',
                  defaultMessage: 'Address made on {created}; last fetched on {used}.',
                },
                { created: dayOf(feed.createdAt), used: dayOf(feed.lastUsedAt) },
              )
            : t(
                {
                  id: 'calendar-feeds.state.unused',
                  defaultMessage: 'Address made on {created}; not fetched yet.',
                },
                { created: dayOf(feed.createdAt) },
              )
          : t({ id: 'calendar-feeds.state.none', defaultMessage: 'No address yet.' })}
      </p>
      {address ? <FeedAddress url={address} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant={feed ? 'outline' : 'primary'} disabled={busy} onClick={handleReset}>
          {feed
            ? t({ id: 'calendar-feeds.reset', defaultMessage: 'Reset address' })
            : t({ id: 'calendar-feeds.create', defaultMessage: 'Create address' })}
        </Button>
        {feed ? (
          <Button variant="outline" disabled={busy} onClick={handleRevoke}>
            {t({ id: 'calendar-feeds.revoke', defaultMessage: 'Revoke' })}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
