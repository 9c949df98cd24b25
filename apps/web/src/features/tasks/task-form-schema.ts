import { AddTaskBody, defineMessages, type Project, type Task, type TaskStatus } from '@portal/contract';
import { z } from 'zod';
import { contractField, filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';

/** The task modal's fields as chosen; dates are yyyy-MM-dd or null. */
export interface TaskFormValues {
  title: string;
  projectId: string;
  status: TaskStatus;
  startDate: string | null;
  dueDate: string | null;
  /** Hours as typed; empty for no estimate. */
  estimateHours: string;
  /** 'project' follows the project's choice; 'yes' and 'no' differ from it. */
  billable: TaskBillableChoice;
}

export const TASK_BILLABLE_CHOICES = ['project', 'yes', 'no'] as const;
export type TaskBillableChoice = (typeof TASK_BILLABLE_CHOICES)[number];
const BILLABLE_OF_CHOICE: Record<TaskBillableChoice, boolean | null> = {
  project: null,
  yes: true,
  no: false,
};

const fields = AddTaskBody.shape;

/** What the estimate field sends: nothing typed is no estimate, anything else a number to check. */
const readEstimate = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * What the form says of an estimate the contract refuses, in the contract's words after the
 * field's name; whole sentences, so that each language words them as a whole.
 */
export const TASK_FORM_MESSAGES = defineMessages({
  estimateNotNumber: { id: 'tasks.form.estimate-not-number', defaultMessage: 'Estimate must be a number' },
  estimateNegative: { id: 'tasks.form.estimate-negative', defaultMessage: 'Estimate must not be negative' },
  estimateTooLarge: {
    id: 'tasks.form.estimate-too-large',
    defaultMessage: 'Estimate must be at most 100000',
  },
  estimateTooPrecise: {
    id: 'tasks.form.estimate-too-precise',
    defaultMessage: 'Estimate must have at most two decimals',
  },
});
registerFieldMessages(TASK_FORM_MESSAGES);

/** The estimate's refusal by the rule it broke; the contract's only other rule is hundredths. */
const ESTIMATE_REFUSALS: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_type: TASK_FORM_MESSAGES.estimateNotNumber.defaultMessage,
  too_small: TASK_FORM_MESSAGES.estimateNegative.defaultMessage,
  too_big: TASK_FORM_MESSAGES.estimateTooLarge.defaultMessage,
};
const estimateRefusal = (issue: z.core.$ZodIssue) =>
  ESTIMATE_REFUSALS[issue.code] ?? TASK_FORM_MESSAGES.estimateTooPrecise.defaultMessage;

/**
 * The add and edit forms, checked with the contract's rules. A task needs a title and a project;
 * `requiredMessage` is what the form says otherwise, which differs between adding and editing
 * (spec §5). The estimate is empty or hours from 0 to MAX_ESTIMATE_HOURS in hundredths, and is
 * always sent: an update without it would clear it. The project's name goes along, as the spec's
 * client sends it; a due date before the start is the call's to refuse, as the server words it.
 */
export function taskFormSchema(requiredMessage: string, projects: readonly Pick<Project, 'id' | 'name'>[]) {
  return z
    .object({
      title: filled(requiredMessage).pipe(fields.title),
      projectId: filled(requiredMessage).pipe(fields.projectId),
      status: fields.status,
      startDate: fields.startDate,
      dueDate: fields.dueDate,
      estimateHours: contractField(readEstimate, fields.estimateHours, estimateRefusal),
      billable: z.enum(TASK_BILLABLE_CHOICES).transform((choice) => BILLABLE_OF_CHOICE[choice]),
    })
    .transform((task) => {
      const project = projects.find((choice) => choice.id === task.projectId);
      return project ? { ...task, project: project.name } : task;
    });
}

/** A new task starts as To Do (spec §4). */
export const newTaskForm = (): TaskFormValues => ({
  title: '',
  projectId: '',
  status: 'todo',
  startDate: null,
  dueDate: null,
  estimateHours: '',
  billable: 'project',
});

export const taskFormOf = (task: Task): TaskFormValues => ({
  title: task.title,
  projectId: task.projectId,
  status: task.status,
  startDate: task.startDate,
  dueDate: task.dueDate,
  estimateHours: task.estimateHours === null ? '' : String(task.estimateHours),
  billable: task.billable === null ? 'project' : task.billable ? 'yes' : 'no',
});
