import { z } from 'zod';
import { CalendarDateSchema, IdSchema, MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';

/** Most tasks one person keeps pinned. */
export const MAX_PINNED_TASKS = 20;
/** How many days back, today included, a task counts as recent once its person logged time on it. */
export const RECENT_TASK_DAYS = 14;
/** Most recent tasks one getQuickTasks answers. */
export const MAX_RECENT_TASKS = 10;

/** A task offered for one tap: enough to fill a picker's project and task and to name them. */
export const QuickTaskSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
});
export type QuickTask = z.infer<typeof QuickTaskSchema>;

/**
 * POST /api/pins/getQuickTasks: the caller's pinned tasks, and the tasks they logged time on in the
 * RECENT_TASK_DAYS up to `today` (the browser's date; the server's when absent).
 */
export const GetQuickTasksBody = TenantBodySchema.extend({ today: CalendarDateSchema.optional() });
export type GetQuickTasksBody = z.input<typeof GetQuickTasksBody>;

export const GetQuickTasksAnswer = z.object({
  result: z.literal(1),
  /** Most recently pinned first. A deleted task, or one of a deleted or Done project, is left out. */
  pinned: z.array(QuickTaskSchema),
  /** Latest logged first, pinned ones left out; at most MAX_RECENT_TASKS, open tasks only as above. */
  recent: z.array(QuickTaskSchema),
});
export type GetQuickTasksAnswer = z.infer<typeof GetQuickTasksAnswer>;

/** POST /api/pins/pinTask and /api/pins/unpinTask: one task of the caller's tenant. */
export const PinTaskBody = TenantBodySchema.extend({ taskId: IdSchema });
export type PinTaskBody = z.input<typeof PinTaskBody>;

/** The calls of a person's pinned and recent tasks, each person's own. */
export const pinsApi = {
  getQuickTasks: readEndpoint({
    method: 'POST',
    path: '/api/pins/getQuickTasks',
    summary: "The caller's pinned tasks, then the tasks they logged time on lately.",
    input: GetQuickTasksBody,
    answer: GetQuickTasksAnswer,
  }),
  pinTask: changeEndpoint({
    method: 'POST',
    path: '/api/pins/pinTask',
    summary: `Pins a task for the caller, at most ${MAX_PINNED_TASKS}; pinning a pinned task changes nothing.`,
    input: PinTaskBody,
    answer: MessageAnswerSchema,
    invalidates: (_input, author) => [changed.pins(author.userId)],
  }),
  unpinTask: changeEndpoint({
    method: 'POST',
    path: '/api/pins/unpinTask',
    summary: 'Unpins a task for the caller; unpinning a task that is not pinned changes nothing.',
    input: PinTaskBody,
    answer: MessageAnswerSchema,
    invalidates: (_input, author) => [changed.pins(author.userId)],
  }),
};
