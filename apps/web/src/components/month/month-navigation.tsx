import { defineMessages, monthLabel } from '@portal/contract';
import { today } from '../../lib/dates.ts';
import { t } from '../../lib/i18n/intl.ts';
import { formattingLocale } from '../../lib/i18n/locale.ts';
import { useLocale } from '../../lib/i18n/provider.tsx';
import { addMonthsTo, monthOf } from '../../lib/months.ts';
import { Button } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';

const messages = defineMessages({
  thisMonth: { id: 'month.navigation.this-month', defaultMessage: 'This month' },
  previous: { id: 'month.navigation.previous', defaultMessage: 'Previous month' },
  next: { id: 'month.navigation.next', defaultMessage: 'Next month' },
});

const stepButton =
  'flex size-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-white/5';

/**
 * 'This month', previous and next month, and the month shown ('March 2026'); announced when the
 * month changes. `headingLevel` fits it into the screen's outline.
 */
export function MonthNavigation({
  month,
  onChange,
  headingLevel = 2,
}: {
  month: string;
  onChange: (month: string) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = formattingLocale(useLocale());
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <Button variant="outline" className="h-11 py-0" onClick={() => onChange(monthOf(today()))}>
        {t(messages.thisMonth)}
      </Button>
      <div className="flex gap-2">
        <button
          type="button"
          aria-label={t(messages.previous)}
          className={stepButton}
          onClick={() => onChange(addMonthsTo(month, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={t(messages.next)}
          className={stepButton}
          onClick={() => onChange(addMonthsTo(month, 1))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <Heading aria-live="polite" className="text-lg font-semibold text-gray-800 dark:text-white/90">
        {monthLabel(month, locale)}
      </Heading>
    </div>
  );
}
