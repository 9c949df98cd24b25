import { HOURS_PRECISION, type OverviewAnswer, type WeekEntry } from '@portal/contract';
import { byName, compareText, sumRows, toRow, type GridRowKey, type HoursRow } from '../../lib/week-hours.ts';

/** One day of a task's row in the week grid: the hours its entries add up to, and those entries. */
export interface GridCell {
  hours: number;
  entryIds: string[];
}

/**
 * Whether a row's entries of the week are billable: all, none, some; null for a row without entries,
 * or whose entries do not say.
 */
export type RowBillable = 'billable' | 'not-billable' | 'mixed' | null;

/** A task's row in the week grid: `id` and `name` are the task's. */
export interface TaskGridRow extends HoursRow {
  projectId: string;
  projectName: string;
  cells: GridCell[];
  billable: RowBillable;
}

export interface ProjectGridRow extends HoursRow {
  tasks: TaskGridRow[];
}

interface TaskTally {
  key: GridRowKey;
  centihours: number[];
  entryIds: string[][];
  billable: RowBillable;
}

const tallyBillable = (soFar: RowBillable, billable: boolean | undefined): RowBillable => {
  if (billable === undefined) return soFar;
  const entry = billable ? 'billable' : 'not-billable';
  return soFar === null || soFar === entry ? entry : 'mixed';
};

/** The row key of a grid row, to keep the row or to add it elsewhere. */
export const rowKeyOf = (row: TaskGridRow): GridRowKey => ({
  projectId: row.projectId,
  projectName: row.projectName,
  taskId: row.id,
  taskName: row.name,
});

/**
 * The week grid of one user: a row per project with a row per task beneath, each cell the sum of
 * the task's entries on that day, sorted by name. `keptRows` are rows shown though they may hold
 * no hours (added, copied, or emptied on this screen); entries outside `days` are left out.
 */
export function weekGrid(
  entries: readonly WeekEntry[],
  projectNames: ReadonlyMap<string, string>,
  days: readonly string[],
  keptRows: readonly GridRowKey[],
): ProjectGridRow[] {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const projects = new Map<string, { id: string; name: string; tasks: Map<string, TaskTally> }>();
  const tallyOf = (key: GridRowKey): TaskTally => {
    let project = projects.get(key.projectId);
    if (!project) {
      project = { id: key.projectId, name: key.projectName, tasks: new Map() };
      projects.set(key.projectId, project);
    }
    let task = project.tasks.get(key.taskId);
    if (!task) {
      task = {
        key,
        centihours: new Array<number>(days.length).fill(0),
        entryIds: days.map(() => []),
        billable: null,
      };
      project.tasks.set(key.taskId, task);
    }
    return task;
  };

  for (const entry of entries) {
    const day = dayIndex.get(entry.date);
    if (day === undefined) continue;
    const task = tallyOf({
      projectId: entry.projectId,
      projectName: projectNames.get(entry.projectId) ?? '',
      taskId: entry.taskId,
      taskName: entry.taskName,
    });
    task.centihours[day]! += Math.round(entry.hours * HOURS_PRECISION);
    task.entryIds[day]!.push(entry.id);
    task.billable = tallyBillable(task.billable, entry.billable);
  }
  for (const key of keptRows) tallyOf(key);

  return [...projects.values()]
    .map(({ id, name, tasks }) => {
      const taskRows = [...tasks.values()]
        .map(({ key, centihours, entryIds, billable }): TaskGridRow => ({
          ...toRow({ id: key.taskId, name: key.taskName, centihours }),
          projectId: key.projectId,
          projectName: key.projectName,
          cells: centihours.map((value, day) => ({
            hours: value / HOURS_PRECISION,
            entryIds: entryIds[day]!,
          })),
          billable,
        }))
        .sort(byName);
      return { ...sumRows(id, name, taskRows, days.length), tasks: taskRows };
    })
    .sort(byName);
}

/** Id of an entry the grid shows before the server has said the id it got. */
const PENDING_ENTRY_ID = 'pending:';

/** True for an entry the grid added itself and the server has not listed yet. */
export const isPendingEntry = (entryId: string): boolean => entryId.startsWith(PENDING_ENTRY_ID);

/** The entries of one cell: the user's on `taskId` on `date`. */
export const cellEntries = (entries: readonly WeekEntry[], taskId: string, date: string): WeekEntry[] =>
  entries.filter((entry) => entry.taskId === taskId && entry.date === date);

/** The overview's answer with one cell's entries replaced by `replacement`. */
export function withCellEntries(
  answer: OverviewAnswer,
  taskId: string,
  date: string,
  replacement: readonly WeekEntry[],
): OverviewAnswer {
  return {
    ...answer,
    entries: [
      ...answer.entries.filter((entry) => entry.taskId !== taskId || entry.date !== date),
      ...replacement,
    ],
  };
}

/**
 * The overview's answer once a cell is set to `hours`, as setDayHours leaves it: its one entry
 * changed, an empty cell given one, 0 removing the cell's entries. A cell of several entries is not
 * set to other hours, so it stays as it is.
 */
export function withCellHours(
  answer: OverviewAnswer,
  row: GridRowKey,
  date: string,
  hours: number,
): OverviewAnswer {
  const cell = cellEntries(answer.entries, row.taskId, date);
  if (hours > 0 && cell.length > 1) return answer;
  const [only] = cell;
  const replacement: WeekEntry[] =
    hours === 0
      ? []
      : [
          only
            ? { ...only, hours }
            : {
                id: `${PENDING_ENTRY_ID}${row.taskId}:${date}`,
                projectId: row.projectId,
                taskId: row.taskId,
                taskName: row.taskName,
                date,
                hours,
                userId: answer.week.userId,
              },
        ];
  const changed = withCellEntries(answer, row.taskId, date, replacement);
  if (answer.projects.some((project) => project.id === row.projectId)) return changed;
  return { ...changed, projects: [...changed.projects, { id: row.projectId, name: row.projectName }] };
}

/** The rows a week's entries make, one per task, sorted by project and task name. */
export function rowsOfWeek(answer: Pick<OverviewAnswer, 'entries' | 'projects'>): GridRowKey[] {
  const projectNames = new Map(answer.projects.map((project) => [project.id, project.name]));
  const rows = new Map<string, GridRowKey>();
  for (const entry of answer.entries) {
    if (rows.has(entry.taskId)) continue;
    rows.set(entry.taskId, {
      projectId: entry.projectId,
      projectName: projectNames.get(entry.projectId) ?? '',
      taskId: entry.taskId,
      taskName: entry.taskName,
    });
  }
  return [...rows.values()].sort(
    (a, b) => compareText(a.projectName, b.projectName) || compareText(a.taskName, b.taskName),
  );
}

/** Of `rows`, those the grid has no row for yet: what copying them adds. */
export function rowsMissingFrom(rows: readonly GridRowKey[], grid: readonly ProjectGridRow[]): GridRowKey[] {
  const present = new Set(grid.flatMap((project) => project.tasks.map((task) => task.id)));
  return rows.filter((row) => !present.has(row.taskId));
}
