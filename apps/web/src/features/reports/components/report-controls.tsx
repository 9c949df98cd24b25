import { DATE_INVALID_MESSAGE, REPORT_GROUPINGS, type ReportGrouping } from '@portal/contract';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { PERIOD_LABELS, PERIOD_PRESETS, periodProblem, type Period } from '../periods.ts';
import type { ReportState } from '../report-state.ts';
import { GROUPING_LABELS } from '../report-table.ts';
import { FilterMenu } from './filter-menu.tsx';

/** A filter of the report and the choices it offers. */
export interface ReportFilter {
  label: string;
  options: SelectOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

const PERIOD_CHOICES = [...PERIOD_PRESETS, 'custom'] as const;

const pillClass =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-checked:bg-brand-500 has-checked:text-white has-checked:ring-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5 dark:has-checked:bg-brand-500 dark:has-checked:text-white';

/** The period, the grouping and the filters of a report. */
export function ReportControls({
  state,
  period,
  filters,
  onChange,
  onClearFilters,
}: {
  state: ReportState;
  /** The days the chosen period covers. */
  period: Period;
  filters: readonly ReportFilter[];
  onChange: (change: Partial<ReportState>) => void;
  onClearFilters: () => void;
}) {
  const [first, second] = state.groupBy;
  const groupingOptions = (except?: ReportGrouping) =>
    REPORT_GROUPINGS.filter((by) => by !== except).map((by) => ({ value: by, label: GROUPING_LABELS[by] }));
  const problem = state.period.preset === 'custom' ? periodProblem(state.period) : null;
  const chosenCount = filters.reduce((count, filter) => count + filter.chosen.length, 0);

  const handlePreset = (preset: (typeof PERIOD_CHOICES)[number]) =>
    onChange({ period: preset === 'custom' ? { preset, ...period } : { preset } });
  const handleRange = (change: Partial<Period>) => {
    const next = { ...period, ...change };
    onChange({ period: { preset: 'custom', from: next.from, to: next.to } });
  };
  const groupingOf = (value: string) => REPORT_GROUPINGS.find((known) => known === value);
  const handleFirst = (value: string) => {
    const by = groupingOf(value);
    if (by) onChange({ groupBy: second && second !== by ? [by, second] : [by] });
  };
  const handleSecond = (value: string) => {
    const by = groupingOf(value);
    if (first) onChange({ groupBy: by ? [first, by] : [first] });
  };

  return (
    <div className="mb-6 space-y-5 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">Period</legend>
        <div className="flex flex-wrap gap-2">
          {PERIOD_CHOICES.map((choice) => (
            <label key={choice} className={pillClass}>
              <input
                type="radio"
                name="report-period"
                value={choice}
                checked={state.period.preset === choice}
                onChange={() => handlePreset(choice)}
                className="sr-only"
              />
              {PERIOD_LABELS[choice]}
            </label>
          ))}
        </div>
        {state.period.preset === 'custom' ? (
          <div className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2">
            <DateField
              id="report-from"
              label="From"
              value={state.period.from}
              onChange={(from) => from && handleRange({ from })}
              invalidMessage={DATE_INVALID_MESSAGE}
              error={problem ?? undefined}
            />
            <DateField
              id="report-to"
              label="To"
              value={state.period.to}
              onChange={(to) => to && handleRange({ to })}
              invalidMessage={DATE_INVALID_MESSAGE}
            />
          </div>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          id="report-group-by"
          label="Group by"
          options={groupingOptions()}
          value={first}
          onChange={(event) => handleFirst(event.target.value)}
        />
        <SelectField
          id="report-then-by"
          label="Then by"
          placeholder="Nothing"
          options={groupingOptions(first)}
          value={second ?? ''}
          onChange={(event) => handleSecond(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">Filters</legend>
        <div className="flex flex-wrap items-center gap-3">
          {filters.map((filter) => (
            <FilterMenu
              key={filter.label}
              label={filter.label}
              options={filter.options}
              chosen={filter.chosen}
              onChange={filter.onChange}
            />
          ))}
          {chosenCount > 0 ? (
            <button
              type="button"
              onClick={onClearFilters}
              className="text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400 dark:hover:text-brand-300"
            >
              Clear all filters
            </button>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
