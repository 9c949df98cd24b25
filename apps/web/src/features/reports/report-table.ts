import { defineMessages, reportPeriodLabel, type ReportGrouping, type ReportRow } from '@portal/contract';
import { buildReportTable, type ReportTable } from '@portal/export';
import { formatNumber } from '../../lib/i18n/format.ts';
import { currentLocale, t } from '../../lib/i18n/intl.ts';
import { formattingLocale } from '../../lib/i18n/locale.ts';
import { REPORT_MESSAGES } from './messages.ts';

export type { ReportGroup, ReportLine, ReportMoney, ReportTable } from '@portal/export';

const GROUPING_NAMES = defineMessages({
  user: { id: 'reports.grouping.user', defaultMessage: 'User' },
  project: { id: 'reports.grouping.project', defaultMessage: 'Project' },
  task: { id: 'reports.grouping.task', defaultMessage: 'Task' },
  day: { id: 'reports.grouping.day', defaultMessage: 'Day' },
  week: { id: 'reports.grouping.week', defaultMessage: 'Week' },
  month: { id: 'reports.grouping.month', defaultMessage: 'Month' },
  client: { id: 'reports.grouping.client', defaultMessage: 'Client' },
});

/** The groupings as a sentence names them, as in 'hours by project'. */
const GROUPING_IN_TEXT = defineMessages({
  user: { id: 'reports.grouping-in-text.user', defaultMessage: 'user' },
  project: { id: 'reports.grouping-in-text.project', defaultMessage: 'project' },
  task: { id: 'reports.grouping-in-text.task', defaultMessage: 'task' },
  day: { id: 'reports.grouping-in-text.day', defaultMessage: 'day' },
  week: { id: 'reports.grouping-in-text.week', defaultMessage: 'week' },
  month: { id: 'reports.grouping-in-text.month', defaultMessage: 'month' },
  client: { id: 'reports.grouping-in-text.client', defaultMessage: 'client' },
});

const messages = defineMessages({
  then: {
    id: 'reports.grouping.then',
    defaultMessage: '{first}, then {second}',
    description:
      'Two groupings of a report, the second within the first; applied once per further level (project, then user, then task).',
  },
  noClient: {
    id: 'reports.grouping.no-client',
    defaultMessage: 'No client',
    description: 'The group of time on projects that belong to no client.',
  },
});

/** How a grouping is named as a column heading: 'Project'. */
export const groupingName = (by: ReportGrouping): string => t(GROUPING_NAMES[by]);

/** How a grouping is named within a sentence: 'project'. */
export const groupingInText = (by: ReportGrouping): string => t(GROUPING_IN_TEXT[by]);

/** A report's groupings each within the one before, named by `name`: 'Project, then User'. */
export function groupingsText(
  groupBy: readonly ReportGrouping[],
  name: (by: ReportGrouping) => string,
): string {
  const names = groupBy.map(name);
  return names.length === 0 ? '' : names.reduce((first, second) => t(messages.then, { first, second }));
}

/**
 * The table of a report's rows (see buildReportTable), its periods and repeated task titles named
 * in the language shown.
 */
export const reportTable = (
  rows: readonly ReportRow[],
  groupBy: readonly ReportGrouping[],
  projectOfTask: ReadonlyMap<string, string> = new Map(),
  currency?: string,
): ReportTable =>
  buildReportTable(
    rows,
    groupBy,
    {
      period: (by, key) => reportPeriodLabel(by, key, formattingLocale(currentLocale())),
      taskOfProject: (task, project) => t(REPORT_MESSAGES.taskOfProject, { task, project }),
      noClient: t(messages.noClient),
    },
    projectOfTask,
    currency,
  );

/** Hours as the report shows them: two decimals, no grouping, '12.50' ('12,50' in German). */
export const formatReportHours = (hours: number): string =>
  // `|| 0` writes a negative zero as 0, as toFixed did.
  formatNumber(hours || 0, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
