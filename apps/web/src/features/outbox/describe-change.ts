import { api } from '@portal/contract';
import { formatDay, formatHours } from '../../lib/i18n/format.ts';
import { currentLocale, t } from '../../lib/i18n/intl.ts';
import { formattingLocale } from '../../lib/i18n/locale.ts';
import type { QueuedChange } from '../../lib/outbox/changes.ts';
import { OUTBOX_MESSAGES } from './messages.ts';

/** The names the list shows for the ids a change holds; undefined for one not loaded. */
export interface Names {
  project: (id: string) => string | undefined;
  task: (id: string) => string | undefined;
  /** The project a task belongs to: a cell's change names only its task. */
  projectOfTask: (taskId: string) => string | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const day = (date: unknown) => formatDay(text(date), { dateStyle: 'medium' });

const timeOf = (moment: string) =>
  new Date(moment).toLocaleTimeString(formattingLocale(currentLocale()), {
    hour: '2-digit',
    minute: '2-digit',
  });

/** The paths of the changes a person can fix in the list: those of one day's hours on one task. */
export const EDITABLE_PATHS: ReadonlySet<string> = new Set([
  api.timesheet.addTimeEntry.path,
  api.timesheet.setDayHours.path,
]);

/** A kept change in words: the date, the project and task, the hours, or what the timer did when. */
export function describeChange({ path, input, createdAt }: QueuedChange, names: Names): string {
  const unknown = () => t(OUTBOX_MESSAGES.unknownName);
  const projectId = text(input.projectId) || names.projectOfTask(text(input.taskId));
  const project = (projectId && names.project(projectId)) || unknown();
  const task = names.task(text(input.taskId)) ?? unknown();
  const hours = typeof input.hours === 'number' ? formatHours(input.hours) : text(input.hours);
  switch (path) {
    case api.timesheet.addTimeEntry.path:
      return t(OUTBOX_MESSAGES.addedEntry, { date: day(input.date), hours, project, task });
    case api.timesheet.setDayHours.path:
      return t(OUTBOX_MESSAGES.dayHours, { date: day(input.date), hours, project, task });
    case api.timesheet.deleteTimeEntry.path:
      return t(OUTBOX_MESSAGES.deletedEntry);
    case api.timesheet.startTimer.path:
      return t(OUTBOX_MESSAGES.timerStart, {
        time: timeOf(text(input.startedAt) || createdAt),
        date: day(input.date),
        project,
        task,
      });
    case api.timesheet.stopTimer.path:
      return t(OUTBOX_MESSAGES.timerStop, { time: timeOf(text(input.stoppedAt) || createdAt) });
    default:
      return t(OUTBOX_MESSAGES.otherChange);
  }
}
