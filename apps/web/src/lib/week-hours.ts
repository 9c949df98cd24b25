import { HOURS_PRECISION, type WeekEntry } from '@portal/contract';

/** What a grid row adds up: a stored entry, or a user's summed hours on a task on a date. */
export type WeekCell = Omit<WeekEntry, 'id'>;

/** One row of a weekly grid: hours per day, Sunday first, and their total. */
export interface HoursRow {
  id: string;
  name: string;
  days: number[];
  total: number;
}

export interface ProjectRow extends HoursRow {
  tasks: HoursRow[];
}

/** A task a week's grid has a row for, or time is logged on, with the names the row shows. */
export interface GridRowKey {
  projectId: string;
  projectName: string;
  taskId: string;
  taskName: string;
}

/** Hours are summed in hundredths, so that 0.1 + 0.2 shows as 0.3. */
export interface Tally {
  id: string;
  name: string;
  centihours: number[];
}

const newTally = (id: string, name: string, dayCount: number): Tally => ({
  id,
  name,
  centihours: new Array<number>(dayCount).fill(0),
});

/** The row of a tally of hundredths of an hour per day: its hours per day and their total. */
export function toRow({ id, name, centihours }: Tally): HoursRow {
  const total = centihours.reduce((sum, value) => sum + value, 0);
  return {
    id,
    name,
    days: centihours.map((value) => value / HOURS_PRECISION),
    total: total / HOURS_PRECISION,
  };
}

/** Compares names for sorting; one collator is far quicker than localeCompare on a large review. */
export const compareText: (a: string, b: string) => number = new Intl.Collator().compare;

/** Orders rows by their names. */
export const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);

/** A row that adds up `rows` day by day, e.g. a user's projects. */
export function sumRows(id: string, name: string, rows: readonly HoursRow[], dayCount: number): HoursRow {
  const tally = newTally(id, name, dayCount);
  for (const row of rows) {
    row.days.forEach((hours, day) => {
      tally.centihours[day]! += Math.round(hours * HOURS_PRECISION);
    });
  }
  return toRow(tally);
}

/**
 * Groups a week's entries or cells into project rows, each with its task rows beneath, sorted by name.
 * Entries outside `days` are left out.
 */
export function projectRows(
  entries: readonly WeekCell[],
  projectNames: ReadonlyMap<string, string>,
  days: readonly string[],
): ProjectRow[] {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const projects = new Map<string, { tally: Tally; tasks: Map<string, Tally> }>();
  for (const entry of entries) {
    const day = dayIndex.get(entry.date);
    if (day === undefined) continue;
    let project = projects.get(entry.projectId);
    if (!project) {
      const name = projectNames.get(entry.projectId) ?? '';
      project = { tally: newTally(entry.projectId, name, days.length), tasks: new Map() };
      projects.set(entry.projectId, project);
    }
    let task = project.tasks.get(entry.taskId);
    if (!task) {
      task = newTally(entry.taskId, entry.taskName, days.length);
      project.tasks.set(entry.taskId, task);
    }
    const centihours = Math.round(entry.hours * HOURS_PRECISION);
    project.tally.centihours[day]! += centihours;
    task.centihours[day]! += centihours;
  }
  return [...projects.values()]
    .map(({ tally, tasks }) => ({ ...toRow(tally), tasks: [...tasks.values()].map(toRow).sort(byName) }))
    .sort(byName);
}
