import { monthLabel } from '@portal/contract';
import { today } from '../../lib/dates.ts';
import { addMonthsTo, monthOf } from '../../lib/months.ts';
import { Button } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';

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
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <Button variant="outline" className="h-11 py-0" onClick={() => onChange(monthOf(today()))}>
        This month
      </Button>
      <div className="flex gap-2">
        <button
          type="button"
          aria-label="Previous month"
          className={stepButton}
          onClick={() => onChange(addMonthsTo(month, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label="Next month"
          className={stepButton}
          onClick={() => onChange(addMonthsTo(month, 1))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <Heading aria-live="polite" className="text-lg font-semibold text-gray-800 dark:text-white/90">
        {monthLabel(month)}
      </Heading>
    </div>
  );
}
