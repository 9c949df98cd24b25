import { z } from 'zod';
import { MAX_SEARCH_LENGTH, RoleSchema, TenantBodySchema } from './common.ts';
import { readEndpoint } from './endpoint.ts';
import { validationMessages } from './refusals.ts';
import { ProjectStatusSchema } from './projects.ts';
import { TaskStatusSchema } from './tasks.ts';

/** Most matches of each kind one search answers. */
export const SEARCH_RESULTS_PER_KIND = 5;

/**
 * POST /api/search: what the ⌘K palette typed. Control characters are dropped and runs of spaces
 * become one; the text matches anywhere in a name, ignoring case, and is never read as a pattern.
 */
export const SearchBody = TenantBodySchema.extend({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .transform((text) =>
      text
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(z.string().min(1, validationMessages['is-required'].defaultMessage)),
});
export type SearchBody = z.input<typeof SearchBody>;

/** A project found: open it on the board. */
export const ProjectMatchSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: ProjectStatusSchema,
});
/** A task found: open it in the task list, or its project on the board. */
export const TaskMatchSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: TaskStatusSchema,
  projectId: z.string(),
  /** The project's name. */
  project: z.string(),
});
/**
 * A person found, by name or email: the read-only directory (getEmployees) shows every role the
 * same people, so every role finds them; Managers and Admins may open them in User Management.
 */
export const PersonMatchSchema = z.object({
  id: z.string(),
  label: z.string(),
  email: z.string(),
  role: RoleSchema,
});

/** A client found, for Managers and Admins, who keep the clients: open its report. */
export const ClientMatchSchema = z.object({
  id: z.string(),
  label: z.string(),
});

export const SearchAnswer = z.object({
  result: z.literal(1),
  /** Best first: names that start with the text, then shorter names. */
  projects: z.array(ProjectMatchSchema),
  tasks: z.array(TaskMatchSchema),
  people: z.array(PersonMatchSchema),
  /** Managers' and Admins' answers only. */
  clients: z.array(ClientMatchSchema).optional(),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

/** The palette's one call. */
export const searchApi = {
  search: readEndpoint({
    method: 'POST',
    path: '/api/search',
    summary:
      "The caller's tenant's projects, tasks, active people and (for Managers and Admins) clients whose names contain the text.",
    input: SearchBody,
    answer: SearchAnswer,
  }),
};
