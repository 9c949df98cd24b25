import { ExportButtons } from '../../../lib/export/export-buttons.tsx';
import { weekDetail, weekExportTable, type WeekLine } from '../../../lib/export/week-table.ts';
import { readSession } from '../../../lib/session.ts';

/** A row of the week grid as the Overview shows it: its name, hours per day (Sunday first) and total. */
interface ShownRow {
  name: string;
  days: readonly number[];
  total: number;
}

/** A project row of the Overview with its task rows beneath. */
export interface OverviewExportRow extends ShownRow {
  tasks: readonly ShownRow[];
}

/** One line per task, with its project and itself in columns of their own. */
const exportLines = (rows: readonly OverviewExportRow[]): WeekLine[] =>
  rows.flatMap((project) =>
    project.tasks.map((task) => ({ labels: [project.name, task.name], days: task.days, total: task.total })),
  );

/**
 * The Overview's CSV, Excel and PDF export of the week shown: a row per task with its project,
 * a column per day and the totals, in a file named timesheet-overview-<Sunday>.
 */
export function OverviewExport({
  sunday,
  days,
  rows,
  disabled = false,
}: {
  /** The week's Sunday, as yyyy-MM-dd. */
  sunday: string;
  /** The week's dates, Sunday first. */
  days: readonly string[];
  /** The grid's project rows, as shown. */
  rows: readonly OverviewExportRow[];
  disabled?: boolean;
}) {
  const lines = exportLines(rows);
  const person = readSession()?.userName;
  return (
    <ExportButtons
      stem={`timesheet-overview-${sunday}`}
      disabled={disabled || lines.length === 0}
      makeTable={() =>
        weekExportTable({
          title: 'Timesheet Overview',
          details: [weekDetail(days), ...(person ? [`Person: ${person}`] : [])],
          labelHeaders: ['Project', 'Task'],
          days,
          lines,
        })
      }
    />
  );
}
