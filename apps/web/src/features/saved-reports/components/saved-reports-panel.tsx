import type { SavedReport } from '@portal/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatNumber, weekdayName } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useDeleteSavedReport } from '../api/delete-saved-report.ts';
import { useSavedReports } from '../api/get-saved-reports.ts';
import { useUpdateSavedReport } from '../api/update-saved-report.ts';
import { SAVED_REPORT_MESSAGES } from '../messages.ts';
import { SaveReportModal } from './save-report-modal.tsx';
import { ScheduleModal } from './schedule-modal.tsx';
import { checkboxClass } from './styles.ts';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A schedule in a few words: 'Weekly on Monday at 08:00 · CSV · 2 people'. */
function scheduleText(report: SavedReport): string {
  const { schedule } = report;
  if (!schedule) return t({ id: 'saved-reports.not-scheduled', defaultMessage: 'Not sent' });
  const when =
    schedule.frequency === 'weekly'
      ? t(
          { id: 'saved-reports.weekly-at', defaultMessage: 'Weekly on {weekday} at {time}' },
          { weekday: weekdayName(schedule.day), time: hourText(schedule.hour) },
        )
      : t(
          {
            id: 'saved-reports.monthly-at',
            defaultMessage: 'Monthly on day {day} at {time}',
            description: 'day is a day of the month, 1 to 28.',
          },
          { day: formatNumber(schedule.day), time: hourText(schedule.hour) },
        );
  const people = t(
    {
      id: 'saved-reports.recipients',
      defaultMessage: '{count, plural, one {# person} other {# people}}',
    },
    { count: schedule.recipients.length },
  );
  return `${when} · ${schedule.format.toUpperCase()} · ${people}`;
}

/**
 * The saved reports above the Reports screen: the caller's own and those shared with them, each
 * opened at the address it was saved with; the report shown now saved by name; sharing, schedules
 * and deletion for whoever may change a report (its owner, or an Admin).
 */
export function SavedReportsPanel({ me }: { me: string | undefined }) {
  const location = useLocation();
  const reports = useSavedReports();
  const update = useUpdateSavedReport();
  const deleteReport = useDeleteSavedReport();
  const [saving, setSaving] = useState(false);
  const [scheduling, setScheduling] = useState<SavedReport | null>(null);
  const state = location.search.replace(/^\?/, '');

  const handleShare = (report: SavedReport, shared: boolean) =>
    update.mutate({
      savedReportId: report.id,
      name: report.name,
      state: report.state,
      shared,
      schedule: report.schedule,
    });
  const handleDelete = (report: SavedReport) => {
    const question = t(
      { id: 'saved-reports.delete.confirm', defaultMessage: 'Delete the saved report {name}?' },
      { name: report.name },
    );
    if (window.confirm(question)) deleteReport.mutate({ savedReportId: report.id });
  };

  const body = (): ListBody => {
    if (reports.isPending)
      return { loading: t({ id: 'saved-reports.loading', defaultMessage: 'Loading saved reports...' }) };
    if (reports.isError || !reports.data) {
      return {
        message: t({
          id: 'saved-reports.load-failed',
          defaultMessage: 'The saved reports could not be loaded.',
        }),
      };
    }
    if (reports.data.length === 0) {
      return {
        message: t({
          id: 'saved-reports.empty',
          defaultMessage: 'No saved reports yet. Choose a report below, then Save report.',
        }),
      };
    }
    return {
      rows: reports.data.map((report) => (
        <tr key={report.id} className="border-t border-gray-100 dark:border-gray-800">
          <th scope="row" className={`${listCell} text-start font-medium`}>
            <Link
              to={`${paths.reports}?${report.state}`}
              className="text-brand-600 hover:underline dark:text-brand-300"
              aria-label={t(
                { id: 'saved-reports.open', defaultMessage: 'Open {name}' },
                { name: report.name },
              )}
            >
              {report.name}
            </Link>
          </th>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{report.ownerName}</td>
          <td className={listCell}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={report.shared}
              disabled={!report.canChange || update.isPending}
              aria-label={t(
                { id: 'saved-reports.share', defaultMessage: 'Share {name}' },
                { name: report.name },
              )}
              onChange={(event) => handleShare(report, event.target.checked)}
            />
          </td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{scheduleText(report)}</td>
          <td className={`${listCell} text-end whitespace-nowrap`}>
            {report.canChange ? (
              <>
                <button
                  type="button"
                  aria-label={t(
                    { id: 'saved-reports.schedule-report', defaultMessage: 'Schedule {name}' },
                    { name: report.name },
                  )}
                  onClick={() => setScheduling(report)}
                  className={listActionButton}
                >
                  {t({ id: 'saved-reports.schedule', defaultMessage: 'Schedule' })}
                </button>
                <button
                  type="button"
                  aria-label={t(
                    { id: 'saved-reports.delete-report', defaultMessage: 'Delete {name}' },
                    { name: report.name },
                  )}
                  onClick={() => handleDelete(report)}
                  className={listActionButton}
                >
                  {t({ id: 'saved-reports.delete', defaultMessage: 'Delete' })}
                </button>
              </>
            ) : null}
          </td>
        </tr>
      )),
    };
  };

  return (
    <section
      aria-labelledby="saved-reports-heading"
      className="mb-6 rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <h2 id="saved-reports-heading" className="text-lg font-semibold text-gray-800 dark:text-white/90">
          {t({ id: 'saved-reports.title', defaultMessage: 'Saved reports' })}
        </h2>
        <Button onClick={() => setSaving(true)}>{t(SAVED_REPORT_MESSAGES.save)}</Button>
      </div>
      <ListTable
        label={t({ id: 'saved-reports.table.label', defaultMessage: 'List of saved reports' })}
        caption={t({
          id: 'saved-reports.table.caption',
          defaultMessage: 'Your saved reports and those shared with you',
        })}
        columns={[
          { heading: t({ id: 'saved-reports.column.name', defaultMessage: 'Name' }) },
          { heading: t({ id: 'saved-reports.column.owner', defaultMessage: 'Owner' }) },
          { heading: t({ id: 'saved-reports.column.shared', defaultMessage: 'Shared' }) },
          { heading: t({ id: 'saved-reports.column.schedule', defaultMessage: 'Sent by email' }) },
        ]}
        actionsLabel={t({ id: 'saved-reports.column.actions', defaultMessage: 'Actions' })}
        tableClassName="min-w-[720px]"
        body={body()}
      />
      <SaveReportModal isOpen={saving} state={state} onClose={() => setSaving(false)} />
      <ScheduleModal report={scheduling} me={me} onClose={() => setScheduling(null)} />
    </section>
  );
}
