import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, TenantBodySchema } from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';

/*
 * Time entries imported from a CSV file: the detailed exports of Clockify, Toggl Track, Harvest and
 * Kimai are recognised by their headers, any other CSV is read through a column mapping. The
 * client reads the file and sends its rows in batches; the server matches people, projects and
 * tasks, and keeps each row's source identity so that importing a file again imports nothing new.
 */

/** Where a file comes from: one of the recognised exports, or any CSV read through a mapping. */
export const IMPORT_SOURCES = ['clockify', 'toggl', 'harvest', 'kimai', 'csv'] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

/** Most rows one call takes: a batch commits in well under a second, so other requests go on between. */
export const IMPORT_BATCH_ROWS = 1000;
/** The largest batch one call takes, in bytes of its JSON body. */
export const IMPORT_MAX_BODY_BYTES = 1024 * 1024;
/** Most columns a file may have. */
export const IMPORT_MAX_COLUMNS = 100;

/** How a file writes its dates: 2024-04-30, 04/30/2024, 30/04/2024 or 30.04.2024. */
export const IMPORT_DATE_ORDERS = ['ymd', 'mdy', 'dmy'] as const;
export const ImportDateOrderSchema = z.enum(IMPORT_DATE_ORDERS);
export type ImportDateOrder = z.infer<typeof ImportDateOrderSchema>;

/** The fields an entry is read from, each the name of a column of the file's header. */
export const IMPORT_FIELDS = [
  'date',
  'hours',
  'email',
  'person',
  'project',
  'task',
  'description',
  'billable',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const ColumnSchema = z.string().max(MAX_NAME_LENGTH);

/**
 * Which column holds each field. A person is matched by email, or by name where the file has no
 * email; a row without a task goes to the project's task named IMPORT_DEFAULT_TASK.
 */
export const ImportMappingSchema = z.object({
  date: ColumnSchema,
  hours: ColumnSchema,
  email: ColumnSchema.optional(),
  person: ColumnSchema.optional(),
  project: ColumnSchema,
  task: ColumnSchema.optional(),
  description: ColumnSchema.optional(),
  billable: ColumnSchema.optional(),
});
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/**
 * Why a row cannot be imported; `importProblems` words each. A file's date, hours or names that
 * cannot be read, a person, project or task not found, or a week, month or day that takes no more.
 */
export const IMPORT_PROBLEMS = [
  'date-invalid',
  'hours-invalid',
  'person-missing',
  'person-not-found',
  'person-ambiguous',
  'project-missing',
  'project-not-found',
  'task-not-found',
  'text-too-long',
  'week-submitted',
  'week-approved',
  'month-closed',
  'day-limit',
] as const;
export const ImportProblemSchema = z.enum(IMPORT_PROBLEMS);
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** One row of the file: its line (the header is line 1), its cells, and its occurrence (importOccurrences). */
export const ImportRowSchema = z.object({
  line: z.number().int().min(2),
  cells: z.array(z.string().max(MAX_TEXT_LENGTH)).max(IMPORT_MAX_COLUMNS),
  occurrence: z.number().int().min(0).default(0),
});
export type ImportRow = z.input<typeof ImportRowSchema>;

/**
 * A batch of a file's rows, for a dry run (checkImportTimeEntries) or the import itself
 * (importTimeEntries). `createMissing` creates the projects and tasks no row's names find.
 */
export const ImportTimeEntriesBody = TenantBodySchema.extend({
  source: ImportSourceSchema,
  columns: z.array(ColumnSchema).min(1).max(IMPORT_MAX_COLUMNS),
  mapping: ImportMappingSchema,
  dateOrder: ImportDateOrderSchema,
  createMissing: z.boolean().default(false),
  rows: z.array(ImportRowSchema).min(1).max(IMPORT_BATCH_ROWS),
});
export type ImportTimeEntriesBody = z.input<typeof ImportTimeEntriesBody>;

/** A row that cannot be imported, with why. */
export const ImportRefusedRowSchema = z.object({ line: z.number().int(), problem: ImportProblemSchema });
export type ImportRefusedRow = z.infer<typeof ImportRefusedRowSchema>;

/** A person the batch's rows name, and who in the tenant they matched. */
export const ImportPersonSchema = z.object({ named: z.string(), userId: z.string(), name: z.string() });

/** What a batch would do: the dry run's answer; nothing is changed. */
export const CheckImportTimeEntriesAnswer = z.object({
  result: z.literal(1),
  /** Rows that would become entries, and their hours. */
  toImport: z.number().int(),
  hours: z.number(),
  /** Rows whose source identity is already imported: importing them again does nothing. */
  alreadyImported: z.number().int(),
  refused: z.array(ImportRefusedRowSchema),
  people: z.array(ImportPersonSchema),
  /** Projects and tasks the import would create (with createMissing). */
  newProjects: z.array(z.string()),
  newTasks: z.array(z.object({ project: z.string(), task: z.string() })),
});
export type CheckImportTimeEntriesAnswer = z.infer<typeof CheckImportTimeEntriesAnswer>;

/** What a batch did. */
export const ImportTimeEntriesAnswer = z.object({
  result: z.literal(1),
  imported: z.number().int(),
  hours: z.number(),
  alreadyImported: z.number().int(),
  refused: z.array(ImportRefusedRowSchema),
  newProjects: z.array(z.string()),
  newTasks: z.array(z.object({ project: z.string(), task: z.string() })),
});
export type ImportTimeEntriesAnswer = z.infer<typeof ImportTimeEntriesAnswer>;

/** Importing time from other tools, for Managers and Admins. */
export const importsApi = {
  checkImportTimeEntries: readEndpoint({
    method: 'POST',
    path: '/api/imports/checkImportTimeEntries',
    summary:
      'Dry run of a batch of a CSV file’s rows: what would be imported, what is already, and each row that cannot be, with why.',
    input: ImportTimeEntriesBody,
    answer: CheckImportTimeEntriesAnswer,
    roles: REVIEWER_ROLES,
    bodyLimit: IMPORT_MAX_BODY_BYTES,
  }),
  importTimeEntries: changeEndpoint({
    method: 'POST',
    path: '/api/imports/importTimeEntries',
    summary:
      'Imports a batch of a CSV file’s rows as time entries; rows already imported are skipped, rows in locked weeks or closed months refused.',
    input: ImportTimeEntriesBody,
    answer: ImportTimeEntriesAnswer,
    roles: REVIEWER_ROLES,
    bodyLimit: IMPORT_MAX_BODY_BYTES,
    // Whose entries change, and whether projects and tasks are created, is known once names are
    // matched: the service names each person in an event of its own, and projects and tasks when it
    // creates some.
    invalidates: () => [changed.entries(null, null)],
  }),
};
