import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { validationMessages } from './refusals.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import {
  CalendarDateSchema,
  CreatedAnswerSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  PagingFields,
  TenantBodySchema,
  listOrPageAnswer,
} from './common.ts';
import { inHundredths } from './timesheet.ts';
import { ProjectClientSchema } from './clients.ts';
import { MinorUnitsSchema, money } from './money.ts';
import { ProjectColorSchema } from './project-colors.ts';

/** Kanban columns, in board order. */
export const PROJECT_STATUSES = ['New', 'In Review', 'In Progress', 'Done'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
/** Team size of a new project, and the least it may be. */
export const DEFAULT_TEAM_SIZE = 1;
/** Largest team size accepted. */
export const MAX_TEAM_SIZE = 10_000;
/** Largest estimate of a project or task, in hours: some fifty person-years. */
export const MAX_ESTIMATE_HOURS = 100_000;

export const PROJECT_MESSAGES = defineMessages({
  required: { id: 'projects.required', defaultMessage: 'Please fill all required fields' },
  confirmDelete: {
    id: 'projects.confirm-delete',
    defaultMessage: 'Are you sure you want to delete this project?',
  },
});

/** A date field that may be left empty: '' and null both mean "no date". */
export const OptionalDateSchema = z
  .union([CalendarDateSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/**
 * Hours a project or task is expected to take, kept to the hundredth like logged time; null or
 * absent for none. The add and edit forms send every field, so on an update, as with the dates,
 * leaving it out clears it.
 */
export const EstimateHoursSchema = z
  .number({ error: validationMessages['not-a-number'].defaultMessage })
  .min(0, validationMessages.negative.defaultMessage)
  .max(MAX_ESTIMATE_HOURS, validationMessages['estimate-too-large'].defaultMessage)
  .refine(inHundredths, validationMessages['more-than-two-decimals'].defaultMessage)
  .nullable()
  .optional()
  .transform((hours) => hours ?? null);

/** How a budget in money counts: over the project's whole life, or afresh each calendar month. */
export const BUDGET_PERIODS = ['total', 'monthly'] as const;
/** A project's budget in money, in minor units of the tenant's currency. */
export const BudgetSchema = z.object({
  period: z.enum(BUDGET_PERIODS),
  amount: MinorUnitsSchema.min(1, validationMessages['not-above-zero'].defaultMessage),
});
export type Budget = z.infer<typeof BudgetSchema>;

/**
 * The fields this portal appends to the project calls after the spec's. Each left out of an
 * update keeps what the project has, so that a client of the spec's calls changes none of them.
 */
const ProjectExtraFields = {
  clientId: ProjectClientSchema,
  /** Whether its time is billable unless a task says otherwise; a new project's is. */
  billable: z.boolean().optional(),
  /** null for the portal's default colour. */
  color: ProjectColorSchema.nullable().optional(),
  /** A budget in money, instead of or beside the estimate in hours; null for none. */
  budget: BudgetSchema.nullable().optional(),
};

/** The spec's client sends the acting user; the server acts as the token's user instead. */
export const ActingUserSchema = { userId: IdSchema.optional() };

export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: ProjectStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  teamSize: z.number().int(),
  taskCount: z.number().int(),
  /** Name of the user who created the project. */
  user: z.string(),
  /** Hours the project is expected to take, or null when nobody estimated it. */
  estimateHours: z.number().nullable(),
  /** Hours logged on the project so far, by everyone, on deleted tasks too. */
  trackedHours: z.number(),
  /** The client the project belongs to, if any. */
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  billable: z.boolean(),
  color: ProjectColorSchema.nullable(),
  budget: money(BudgetSchema.nullable()),
  /** What its billable time is worth at the bill rates, and all its time at the cost rates, so far. */
  billableAmount: money(MinorUnitsSchema),
  cost: money(MinorUnitsSchema),
  /** Cost counted against the budget: all so far, or this month's (the tenant's time zone) for a monthly one. */
  budgetSpent: money(MinorUnitsSchema),
});
export type Project = z.infer<typeof ProjectSchema>;

const requiredText = (max: number) =>
  z.string().trim().min(1, validationMessages['is-required'].defaultMessage).max(max);

const ProjectFields = z.object({
  name: requiredText(MAX_NAME_LENGTH),
  description: requiredText(MAX_TEXT_LENGTH),
  status: ProjectStatusSchema.default('New'),
  startDate: OptionalDateSchema,
  endDate: OptionalDateSchema,
  teamSize: z
    .number()
    .int(validationMessages['not-a-whole-number'].defaultMessage)
    .min(DEFAULT_TEAM_SIZE, validationMessages['team-too-small'].defaultMessage)
    .max(MAX_TEAM_SIZE)
    .default(DEFAULT_TEAM_SIZE),
  estimateHours: EstimateHoursSchema,
  ...ProjectExtraFields,
});

const endNotBeforeStart = (project: { startDate: string | null; endDate: string | null }) =>
  !project.startDate || !project.endDate || project.endDate >= project.startDate;
const END_ORDER = {
  message: validationMessages['before-start-date'].defaultMessage,
  path: ['endDate'],
};

/** POST /api/projects/getAllProjects: every role of the tenant reads every live project, oldest first. */
export const GetAllProjectsBody = TenantBodySchema.extend(ActingUserSchema).extend({
  /** Paging, and text the name or description contains; oldest first either way. */
  ...PagingFields,
  /** Only projects in this board column. */
  status: ProjectStatusSchema.optional(),
});
export type GetAllProjectsBody = z.input<typeof GetAllProjectsBody>;
export const GetAllProjectsAnswer = listOrPageAnswer(ProjectSchema);

/** POST /api/projects/addProject */
export const AddProjectBody = TenantBodySchema.extend(ActingUserSchema)
  .extend(ProjectFields.shape)
  .refine(endNotBeforeStart, END_ORDER);
export type AddProjectBody = z.input<typeof AddProjectBody>;

/** POST /api/projects/updateProject */
export const UpdateProjectBody = TenantBodySchema.extend(ActingUserSchema)
  .extend({ projectId: IdSchema })
  .extend(ProjectFields.shape)
  .refine(endNotBeforeStart, END_ORDER);
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>;

/** POST /api/projects/updateProjectStatus */
export const UpdateProjectStatusBody = TenantBodySchema.extend(ActingUserSchema).extend({
  projectId: IdSchema,
  status: ProjectStatusSchema,
});

/** POST /api/projects/deleteProject */
export const DeleteProjectBody = TenantBodySchema.extend({ projectId: IdSchema });

/** The calls of the kanban board. */
export const projectsApi = {
  getAllProjects: readEndpoint({
    method: 'POST',
    path: '/api/projects/getAllProjects',
    summary: "The tenant's projects with their task counts; one page of them when a page is asked for.",
    input: GetAllProjectsBody,
    answer: GetAllProjectsAnswer,
  }),
  addProject: changeEndpoint({
    method: 'POST',
    path: '/api/projects/addProject',
    summary: 'Adds a project.',
    input: AddProjectBody,
    answer: CreatedAnswerSchema,
    invalidates: () => [changed.projects()],
    webhook: {
      event: 'project.created',
      object: (input, id) => ({ id, name: input.name, status: input.status }),
    },
  }),
  updateProject: changeEndpoint({
    method: 'POST',
    path: '/api/projects/updateProject',
    summary: "Changes a project's fields.",
    input: UpdateProjectBody,
    answer: MessageAnswerSchema,
    // Task cards show their project's name.
    invalidates: () => [changed.projects(), changed.tasks()],
    webhook: {
      event: 'project.changed',
      object: (input, id) => ({ id, name: input.name, status: input.status }),
    },
  }),
  updateProjectStatus: changeEndpoint({
    method: 'POST',
    path: '/api/projects/updateProjectStatus',
    summary: 'Moves a project to another board column.',
    input: UpdateProjectStatusBody,
    answer: MessageAnswerSchema,
    invalidates: () => [changed.projects()],
    webhook: { event: 'project.changed', object: (input, id) => ({ id, status: input.status }) },
  }),
  deleteProject: changeEndpoint({
    method: 'POST',
    path: '/api/projects/deleteProject',
    summary: 'Deletes a project and its tasks; logged time keeps their names.',
    input: DeleteProjectBody,
    answer: MessageAnswerSchema,
    invalidates: () => [changed.projects(), changed.tasks()],
    webhook: { event: 'project.deleted', object: (_input, id) => ({ id }) },
  }),
};
