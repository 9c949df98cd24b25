import { z } from 'zod';
import {
  CalendarDateSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  TenantBodySchema,
  listAnswer,
} from './common.ts';

/** Kanban columns, in board order. */
export const PROJECT_STATUSES = ['New', 'In Review', 'In Progress', 'Done'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
/** Team size of a new project, and the least it may be. */
export const DEFAULT_TEAM_SIZE = 1;
/** Largest team size accepted. */
export const MAX_TEAM_SIZE = 10_000;

export const PROJECT_MESSAGES = {
  required: 'Please fill all required fields',
  confirmDelete: 'Are you sure you want to delete this project?',
} as const;

/** A date field that may be left empty: '' and null both mean "no date". */
export const OptionalDateSchema = z
  .union([CalendarDateSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

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
});
export type Project = z.infer<typeof ProjectSchema>;

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);

const ProjectFields = z.object({
  name: requiredText(MAX_NAME_LENGTH),
  description: requiredText(MAX_TEXT_LENGTH),
  status: ProjectStatusSchema.default('New'),
  startDate: OptionalDateSchema,
  endDate: OptionalDateSchema,
  teamSize: z
    .number()
    .int('must be a whole number')
    .min(DEFAULT_TEAM_SIZE, 'must be at least 1')
    .max(MAX_TEAM_SIZE)
    .default(DEFAULT_TEAM_SIZE),
});

const endNotBeforeStart = (project: { startDate: string | null; endDate: string | null }) =>
  !project.startDate || !project.endDate || project.endDate >= project.startDate;
const END_ORDER = { message: 'must not be before startDate', path: ['endDate'] };

/** POST /api/projects/getAllProjects */
export const GetAllProjectsBody = TenantBodySchema.extend(ActingUserSchema);
export const GetAllProjectsAnswer = listAnswer(ProjectSchema);

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
