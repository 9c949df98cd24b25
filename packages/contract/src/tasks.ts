import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { validationMessages } from './refusals.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import {
  CreatedAnswerSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MessageAnswerSchema,
  PagingFields,
  TenantBodySchema,
  listAnswer,
  listOrPageAnswer,
} from './common.ts';
import { ActingUserSchema, EstimateHoursSchema, OptionalDateSchema } from './projects.ts';

/** Task states, as the card's dropdown offers them. */
export const TASK_STATUSES = ['todo', 'in-progress', 'done'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
/** Labels of the task states. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To Do',
  'in-progress': 'In Progress',
  done: 'Done',
};

export const TASK_MESSAGES = defineMessages({
  addRequired: { id: 'tasks.add-required', defaultMessage: 'Please fill all the fields' },
  editRequired: { id: 'tasks.edit-required', defaultMessage: 'Please fill all required fields' },
  confirmDelete: { id: 'tasks.confirm-delete', defaultMessage: 'Are you sure you want to delete this task?' },
});

export const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Name of the task's project. */
  project: z.string(),
  projectId: z.string(),
  status: TaskStatusSchema,
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Name of the user who created the task. */
  user: z.string(),
  /** Hours the task is expected to take, or null when nobody estimated it. */
  estimateHours: z.number().nullable(),
  /** Hours logged on the task so far, by everyone. */
  trackedHours: z.number(),
  /** The task's own choice of billable time; null follows its project. */
  billable: z.boolean().nullable(),
  /** Whether time logged on it now is billable: its own choice, else its project's. */
  effectiveBillable: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

const TaskFields = z.object({
  title: z.string().trim().min(1, validationMessages['is-required'].defaultMessage).max(MAX_NAME_LENGTH),
  projectId: IdSchema,
  /** The project's name, sent by the spec's client; the server reads it from projectId. */
  project: z.string().max(MAX_NAME_LENGTH).optional(),
  status: TaskStatusSchema.default('todo'),
  startDate: OptionalDateSchema,
  dueDate: OptionalDateSchema,
  estimateHours: EstimateHoursSchema,
  /** true or false to differ from its project, null to follow it; left out of an update, kept. */
  billable: z.boolean().nullable().optional(),
});

const dueNotBeforeStart = (task: { startDate: string | null; dueDate: string | null }) =>
  !task.startDate || !task.dueDate || task.dueDate >= task.startDate;
const DUE_ORDER = {
  message: validationMessages['before-start-date'].defaultMessage,
  path: ['dueDate'],
};

/** POST /api/tasks/getAllTasks: every role of the tenant reads every live task, oldest first. */
export const GetAllTasksBody = TenantBodySchema.extend(ActingUserSchema).extend({
  /** Paging, and text the title or the project's name contains; oldest first either way. */
  ...PagingFields,
  /** Only this project's tasks; another tenant's project has none. */
  projectId: IdSchema.optional(),
  /** Only tasks in this state. */
  status: TaskStatusSchema.optional(),
});
export type GetAllTasksBody = z.input<typeof GetAllTasksBody>;
export const GetAllTasksAnswer = listOrPageAnswer(TaskSchema);
export const GetTasksAnswer = listAnswer(TaskSchema);

/** POST /api/tasks/getTasksByProject */
export const GetTasksByProjectBody = TenantBodySchema.extend(ActingUserSchema).extend({
  projectId: IdSchema,
});

/** POST /api/tasks/addTask */
export const AddTaskBody = TenantBodySchema.extend(ActingUserSchema)
  .extend(TaskFields.shape)
  .refine(dueNotBeforeStart, DUE_ORDER);
export type AddTaskBody = z.input<typeof AddTaskBody>;

/** POST /api/tasks/updateTask */
export const UpdateTaskBody = TenantBodySchema.extend(ActingUserSchema)
  .extend({ taskId: IdSchema })
  .extend(TaskFields.shape)
  .refine(dueNotBeforeStart, DUE_ORDER);
export type UpdateTaskBody = z.input<typeof UpdateTaskBody>;

/** POST /api/tasks/updateTaskStatus */
export const UpdateTaskStatusBody = TenantBodySchema.extend(ActingUserSchema).extend({
  taskId: IdSchema,
  status: TaskStatusSchema,
});

/** POST /api/tasks/deleteTask */
export const DeleteTaskBody = TenantBodySchema.extend({ taskId: IdSchema });

/** The calls of the task list. */
export const tasksApi = {
  getAllTasks: readEndpoint({
    method: 'POST',
    path: '/api/tasks/getAllTasks',
    summary: "The tenant's tasks with their project names; one page of them when a page is asked for.",
    input: GetAllTasksBody,
    answer: GetAllTasksAnswer,
  }),
  getTasksByProject: readEndpoint({
    method: 'POST',
    path: '/api/tasks/getTasksByProject',
    summary: "One project's tasks.",
    input: GetTasksByProjectBody,
    answer: GetTasksAnswer,
  }),
  addTask: changeEndpoint({
    method: 'POST',
    path: '/api/tasks/addTask',
    summary: 'Adds a task to a project.',
    input: AddTaskBody,
    answer: CreatedAnswerSchema,
    // Project cards count their tasks.
    invalidates: () => [changed.tasks(), changed.projects()],
    webhook: {
      event: 'task.created',
      object: (input, id) => ({ id, projectId: input.projectId, title: input.title, status: input.status }),
    },
  }),
  updateTask: changeEndpoint({
    method: 'POST',
    path: '/api/tasks/updateTask',
    summary: "Changes a task's fields.",
    input: UpdateTaskBody,
    answer: MessageAnswerSchema,
    // Project cards count their tasks.
    invalidates: () => [changed.tasks(), changed.projects()],
    webhook: {
      event: 'task.changed',
      object: (input, id) => ({ id, projectId: input.projectId, title: input.title, status: input.status }),
    },
  }),
  updateTaskStatus: changeEndpoint({
    method: 'POST',
    path: '/api/tasks/updateTaskStatus',
    summary: "Sets a task's status.",
    input: UpdateTaskStatusBody,
    answer: MessageAnswerSchema,
    invalidates: () => [changed.tasks()],
    webhook: { event: 'task.changed', object: (input, id) => ({ id, status: input.status }) },
  }),
  deleteTask: changeEndpoint({
    method: 'POST',
    path: '/api/tasks/deleteTask',
    summary: 'Deletes a task; logged time keeps its name.',
    input: DeleteTaskBody,
    answer: MessageAnswerSchema,
    // Project cards count their tasks.
    invalidates: () => [changed.tasks(), changed.projects()],
    webhook: { event: 'task.deleted', object: (_input, id) => ({ id }) },
  }),
};
