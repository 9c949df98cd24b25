import { REPORT_GROUPINGS, defineMessages, type ReportGrouping } from '@portal/contract';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import type { Period } from '../periods.ts';
import { BILLABLE_BY_CLIENT, BILLABLE_CHOICES, type ReportState } from '../report-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { groupingName } from '../report-table.ts';
import { FilterMenu } from './filter-menu.tsx';
import { PeriodPicker } from './period-picker.tsx';

const messages = defineMessages({
  groupBy: { id: 'reports.controls.group-by', defaultMessage: 'Group by' },
  thenBy: { id: 'reports.controls.then-by', defaultMessage: 'Then by' },
  finallyBy: { id: 'reports.controls.finally-by', defaultMessage: 'Finally by' },
  nothing: { id: 'reports.controls.then-by-nothing', defaultMessage: 'Nothing' },
  filters: { id: 'reports.controls.filters', defaultMessage: 'Filters' },
  clearAll: { id: 'reports.controls.clear-all', defaultMessage: 'Clear all filters' },
  billable: { id: 'reports.controls.billable', defaultMessage: 'Billable' },
  billableByClient: { id: 'reports.controls.billable-by-client', defaultMessage: 'Billable by client' },
});

/** The choices of the billable filter. */
export const BILLABLE_NAMES = defineMessages({
  all: { id: 'reports.billable.all', defaultMessage: 'All time' },
  billable: { id: 'reports.billable.billable', defaultMessage: 'Billable only' },
  'non-billable': { id: 'reports.billable.non-billable', defaultMessage: 'Non-billable only' },
});

/** A filter of the report and the choices it offers. */
export interface ReportFilter {
  label: string;
  /** The accessible name of the box that narrows its choices. */
  findLabel: string;
  /** What the button that chooses none says. */
  clearLabel: string;
  options: SelectOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** The period, the grouping and the filters of a report. */
export function ReportControls({
  state,
  period,
  filters,
  onChange,
  onClearFilters,
  showPresets,
}: {
  /** Whether the invoice-ready preset is offered: it groups by client, which Managers and Admins manage. */
  showPresets: boolean;
  state: ReportState;
  /** The days the chosen period covers. */
  period: Period;
  filters: readonly ReportFilter[];
  onChange: (change: Partial<ReportState>) => void;
  onClearFilters: () => void;
}) {
  const groupingOptions = (before: readonly ReportGrouping[]) =>
    REPORT_GROUPINGS.filter((by) => !before.includes(by)).map((by) => ({
      value: by,
      label: groupingName(by),
    }));
  const chosenCount =
    filters.reduce((count, filter) => count + filter.chosen.length, 0) + (state.billable === 'all' ? 0 : 1);

  const groupingOf = (value: string) => REPORT_GROUPINGS.find((known) => known === value);
  const billableOf = (value: string) => BILLABLE_CHOICES.find((known) => known === value);
  // A level chosen keeps the levels after it that still differ from it; 'Nothing' ends the list there.
  const chooseLevel = (level: number, value: string) => {
    const by = groupingOf(value);
    const before = state.groupBy.slice(0, level);
    if (!by) {
      if (level > 0) onChange({ groupBy: before });
      return;
    }
    const after = state.groupBy.slice(level + 1).filter((later) => later !== by);
    onChange({ groupBy: [...before, by, ...after] });
  };
  const levels = [
    { id: 'report-group-by', label: t(messages.groupBy) },
    { id: 'report-then-by', label: t(messages.thenBy) },
    { id: 'report-finally-by', label: t(messages.finallyBy) },
  ];

  return (
    <div className="mb-6 space-y-5 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3">
      <PeriodPicker
        choice={state.period}
        period={period}
        onChange={(choice) => onChange({ period: choice })}
      />
      {showPresets ? (
        <Button variant="outline" onClick={() => onChange(BILLABLE_BY_CLIENT)}>
          {t(messages.billableByClient)}
        </Button>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-4xl lg:grid-cols-4">
        {levels.map((level, index) => (
          <SelectField
            key={level.id}
            id={level.id}
            label={level.label}
            {...(index > 0 ? { placeholder: t(messages.nothing) } : {})}
            options={groupingOptions(state.groupBy.slice(0, index))}
            value={state.groupBy[index] ?? ''}
            disabled={index > state.groupBy.length}
            onChange={(event) => chooseLevel(index, event.target.value)}
          />
        ))}
        <SelectField
          id="report-billable"
          label={t(messages.billable)}
          options={BILLABLE_CHOICES.map((choice) => ({ value: choice, label: t(BILLABLE_NAMES[choice]) }))}
          value={state.billable}
          onChange={(event) => {
            const billable = billableOf(event.target.value);
            if (billable) onChange({ billable });
          }}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t(messages.filters)}
        </legend>
        <div className="flex flex-wrap items-center gap-3">
          {filters.map((filter) => (
            <FilterMenu
              key={filter.label}
              label={filter.label}
              findLabel={filter.findLabel}
              clearLabel={filter.clearLabel}
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
              {t(messages.clearAll)}
            </button>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
