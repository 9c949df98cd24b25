import { z } from 'zod';
import { IdSchema, MAX_NAME_LENGTH, TenantBodySchema, listAnswer } from './common.ts';
import { ActingUserSchema, OptionalDateSchema } from './projects.ts';

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

export const TASK_MESSAGES = {
  addRequired: 'Please fill all the fields',
  editRequired: 'Please fill all required fields',
  confirmDelete: 'Are you sure you want to delete this task?',
} as const;

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
});
export type Task = z.infer<typeof TaskSchema>;

const TaskFields = z.object({
  title: z.string().trim().min(1, 'is required').max(MAX_NAME_LENGTH),
  projectId: IdSchema,
  /** The project's name, sent by the spec's client; the server reads it from projectId. */
  project: z.string().max(MAX_NAME_LENGTH).optional(),
  status: TaskStatusSchema.default('todo'),
  startDate: OptionalDateSchema,
  dueDate: OptionalDateSchema,
});

const dueNotBeforeStart = (task: { startDate: string | null; dueDate: string | null }) =>
  !task.startDate || !task.dueDate || task.dueDate >= task.startDate;
const DUE_ORDER = { message: 'must not be before startDate', path: ['dueDate'] };

/** POST /api/tasks/getAllTasks */
export const GetAllTasksBody = TenantBodySchema.extend(ActingUserSchema);
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
