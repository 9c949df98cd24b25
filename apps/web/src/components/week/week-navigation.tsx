import { addCalendarDays, defineMessages, weekStartOf } from '@portal/contract';
import { today } from '../../lib/dates.ts';
import { t } from '../../lib/i18n/intl.ts';
import { weekRangeLabel } from '../../lib/week.ts';
import { Button } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';

const messages = defineMessages({
  today: { id: 'week.navigation.today', defaultMessage: 'Today' },
  previous: { id: 'week.navigation.previous', defaultMessage: 'Previous week' },
  next: { id: 'week.navigation.next', defaultMessage: 'Next week' },
});

const stepButton =
  'flex size-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-white/5';

/** 'Today', previous and next week, and the range shown; announced when the week changes. */
export function WeekNavigation({ sunday, onChange }: { sunday: string; onChange: (sunday: string) => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <Button variant="outline" className="h-11 py-0" onClick={() => onChange(weekStartOf(today()))}>
        {t(messages.today)}
      </Button>
      <div className="flex gap-2">
        <button
          type="button"
          aria-label={t(messages.previous)}
          className={stepButton}
          onClick={() => onChange(addCalendarDays(sunday, -7))}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={t(messages.next)}
          className={stepButton}
          onClick={() => onChange(addCalendarDays(sunday, 7))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <h2 aria-live="polite" className="text-lg font-semibold text-gray-800 dark:text-white/90">
        {weekRangeLabel(sunday)}
      </h2>
    </div>
  );
}
