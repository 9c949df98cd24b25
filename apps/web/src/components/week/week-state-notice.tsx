import { defineMessages } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { WeekTableState } from './week-table.tsx';

/** The spec's texts for a week that loads, failed or has no entries, on the table and wherever a phone shows it. */
export const weekStateMessages = defineMessages({
  loading: { id: 'week.table.loading', defaultMessage: 'Loading timesheets' },
  failed: { id: 'week.table.failed', defaultMessage: 'The week could not be loaded.' },
  emptyTitle: { id: 'week.table.empty-title', defaultMessage: 'No Data Available' },
  emptyText: {
    id: 'week.table.empty-text',
    defaultMessage: 'There are no timesheet entries for the selected period.',
  },
});

/** What a week's list shows in place of its rows: while they load, when they failed, or when there are none. */
export function WeekStateNotice({ state }: { state: Exclude<WeekTableState, 'rows'> }) {
  if (state === 'pending') return <Spinner label={t(weekStateMessages.loading)} className="py-12" />;
  if (state === 'error') return <Notice title={t(weekStateMessages.failed)} />;
  return <Notice title={t(weekStateMessages.emptyTitle)} text={t(weekStateMessages.emptyText)} />;
}
