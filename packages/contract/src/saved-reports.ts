import { z } from 'zod';
import {
  CreatedAnswerSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
} from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { validationMessages } from './refusals.ts';

/** The longest report state (the query string of the Reports screen's address) a saved report keeps. */
export const MAX_REPORT_STATE_LENGTH = 40_000;
/** Most people one scheduled report is sent to. */
export const MAX_REPORT_RECIPIENTS = 50;
/** The last day of the month a monthly report may be sent on: every month has it. */
export const MAX_SCHEDULE_DAY_OF_MONTH = 28;

export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** The files a scheduled report is attached as. */
export const SCHEDULE_FORMATS = ['csv', 'pdf'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

/**
 * When a saved report is sent, in the tenant's time zone, and to whom. Weekly: on `day` as a
 * weekday (0 Sunday to 6 Saturday) at `hour`, covering the week (Sunday to Saturday) before.
 * Monthly: on `day` of the month (1 to 28) at `hour`, covering the month before. The saved
 * report's own period is not used: a schedule always reports the period just ended.
 */
export const ReportScheduleSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    day: z
      .number()
      .int(validationMessages['not-a-whole-number'].defaultMessage)
      .min(0)
      .max(MAX_SCHEDULE_DAY_OF_MONTH),
    hour: z.number().int(validationMessages['not-a-whole-number'].defaultMessage).min(0).max(23),
    format: z.enum(SCHEDULE_FORMATS),
    /** People of the tenant, each once; each gets the report as their role may see it. */
    recipients: z
      .array(IdSchema)
      .min(1, validationMessages['no-recipients'].defaultMessage)
      .max(MAX_REPORT_RECIPIENTS, validationMessages['too-many-recipients'].defaultMessage)
      .refine(
        (ids) => new Set(ids).size === ids.length,
        validationMessages['recipient-twice'].defaultMessage,
      ),
  })
  .refine((schedule) => (schedule.frequency === 'weekly' ? schedule.day <= 6 : schedule.day >= 1), {
    message: validationMessages['not-a-schedule-day'].defaultMessage,
    path: ['day'],
  });
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

/** A report kept by name: its address's state, whether Managers and Admins see it, its schedule. */
export const SavedReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The query string of the Reports screen, without '?': open it at `/reports?<state>`. */
  state: z.string(),
  /** Visible to the tenant's Managers and Admins, beside its owner. */
  shared: z.boolean(),
  schedule: ReportScheduleSchema.nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** Whether the caller may change and delete it: its owner, or an Admin. */
  canChange: z.boolean(),
  createdAt: z.string(),
});
export type SavedReport = z.infer<typeof SavedReportSchema>;

const SavedReportFields = {
  /** Unique among its owner's saved reports, whatever the case of its letters. */
  name: z.string().trim().min(1, validationMessages['is-required'].defaultMessage).max(MAX_NAME_LENGTH),
  state: z
    .string()
    .trim()
    .transform((state) => (state.startsWith('?') ? state.slice(1) : state))
    .pipe(z.string().max(MAX_REPORT_STATE_LENGTH)),
  shared: z.boolean().optional().default(false),
  schedule: ReportScheduleSchema.nullable().optional().default(null),
};

/** POST /api/reports/getSavedReports: the caller's own saved reports and those shared, by name. */
export const GetSavedReportsBody = TenantBodySchema;
export type GetSavedReportsBody = z.input<typeof GetSavedReportsBody>;
export const GetSavedReportsAnswer = z.object({ result: z.literal(1), reports: z.array(SavedReportSchema) });
export type GetSavedReportsAnswer = z.infer<typeof GetSavedReportsAnswer>;

/** POST /api/reports/saveReport */
export const SaveReportBody = TenantBodySchema.extend(SavedReportFields);
export type SaveReportBody = z.input<typeof SaveReportBody>;

/** POST /api/reports/updateSavedReport: every field is sent, as the form holds them all. */
export const UpdateSavedReportBody = TenantBodySchema.extend({
  savedReportId: IdSchema,
  ...SavedReportFields,
});
export type UpdateSavedReportBody = z.input<typeof UpdateSavedReportBody>;

/** POST /api/reports/deleteSavedReport */
export const DeleteSavedReportBody = TenantBodySchema.extend({ savedReportId: IdSchema });
export type DeleteSavedReportBody = z.input<typeof DeleteSavedReportBody>;

/** The calls of saved and scheduled reports, for Managers and Admins. */
export const savedReportsApi = {
  getSavedReports: readEndpoint({
    method: 'POST',
    path: '/api/reports/getSavedReports',
    summary: "The caller's saved reports and those shared with the tenant's Managers and Admins, by name.",
    input: GetSavedReportsBody,
    answer: GetSavedReportsAnswer,
    roles: REVIEWER_ROLES,
  }),
  saveReport: changeEndpoint({
    method: 'POST',
    path: '/api/reports/saveReport',
    summary: "Saves a report's state by name, shared or not, with a schedule or none.",
    input: SaveReportBody,
    answer: CreatedAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.savedReports()],
  }),
  updateSavedReport: changeEndpoint({
    method: 'POST',
    path: '/api/reports/updateSavedReport',
    summary: "Changes a saved report's name, state, sharing and schedule; its owner or an Admin.",
    input: UpdateSavedReportBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.savedReports()],
  }),
  deleteSavedReport: changeEndpoint({
    method: 'POST',
    path: '/api/reports/deleteSavedReport',
    summary: 'Deletes a saved report and its schedule; its owner or an Admin.',
    input: DeleteSavedReportBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.savedReports()],
  }),
};
