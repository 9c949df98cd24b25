import { DATE_INVALID_MESSAGE, PERIOD_PRESETS, defineMessages } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { periodName, periodProblem, type Period } from '../periods.ts';
import type { PeriodChoice } from '../report-state.ts';

const messages = defineMessages({
  period: { id: 'reports.period.legend', defaultMessage: 'Period' },
  from: { id: 'reports.period.from', defaultMessage: 'From' },
  to: { id: 'reports.period.to', defaultMessage: 'To' },
});

const PERIOD_CHOICES = [...PERIOD_PRESETS, 'custom'] as const;

/** The date pickers (and their form library) load only for a custom period: most reports are named ones. */
const DateField = lazy(async () => ({
  default: (await import('../../../components/ui/date-field.tsx')).DateField,
}));

/** A choice among several, drawn as a row of pills: a radio button each, hidden behind its label. */
export const pillClass =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-checked:bg-brand-500 has-checked:text-white has-checked:ring-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5 dark:has-checked:bg-brand-500 dark:has-checked:text-white';

/**
 * The period of a report: a named one, counted from today, or a custom range of dates, which
 * starts as the period shown and says why it cannot be reported on.
 */
export function PeriodPicker({
  choice,
  period,
  maxDays,
  onChange,
}: {
  choice: PeriodChoice;
  /** The days the chosen period covers. */
  period: Period;
  /** The most days the report covers; the timesheet report's when absent. */
  maxDays?: number;
  onChange: (choice: PeriodChoice) => void;
}) {
  const problem = choice.preset === 'custom' ? periodProblem(choice, maxDays) : null;
  const handlePreset = (preset: (typeof PERIOD_CHOICES)[number]) =>
    onChange(preset === 'custom' ? { preset, ...period } : { preset });
  const handleRange = (change: Partial<Period>) => {
    const next = { ...period, ...change };
    onChange({ preset: 'custom', from: next.from, to: next.to });
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
        {t(messages.period)}
      </legend>
      <div className="flex flex-wrap gap-2">
        {PERIOD_CHOICES.map((preset) => (
          <label key={preset} className={pillClass}>
            <input
              type="radio"
              name="report-period"
              value={preset}
              checked={choice.preset === preset}
              onChange={() => handlePreset(preset)}
              className="sr-only"
            />
            {periodName(preset)}
          </label>
        ))}
      </div>
      {choice.preset === 'custom' ? (
        <Suspense fallback={null}>
          <div className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2">
            <DateField
              id="report-from"
              label={t(messages.from)}
              value={choice.from}
              onChange={(from) => from && handleRange({ from })}
              invalidMessage={t(DATE_INVALID_MESSAGE)}
              error={problem ?? undefined}
            />
            <DateField
              id="report-to"
              label={t(messages.to)}
              value={choice.to}
              onChange={(to) => to && handleRange({ to })}
              invalidMessage={t(DATE_INVALID_MESSAGE)}
            />
          </div>
        </Suspense>
      ) : null}
    </fieldset>
  );
}
