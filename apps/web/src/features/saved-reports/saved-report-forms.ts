import {
  ReportScheduleSchema,
  SaveReportBody,
  SCHEDULE_FORMATS,
  SCHEDULE_FREQUENCIES,
  type ReportSchedule,
  type SavedReport,
} from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { SAVED_REPORT_MESSAGES } from './messages.ts';

registerFieldMessages({
  nameRequired: SAVED_REPORT_MESSAGES.nameRequired,
  noRecipients: SAVED_REPORT_MESSAGES.noRecipients,
});

export interface SaveFormValues {
  name: string;
  shared: boolean;
}

/** The Save report form, checked with the contract's rules for a name. */
export const SaveFormSchema = z.object({
  name: filled(SAVED_REPORT_MESSAGES.nameRequired.defaultMessage).pipe(SaveReportBody.shape.name),
  shared: z.boolean(),
});

/** The schedule form as typed: a select holds text. */
export interface ScheduleFormValues {
  frequency: ReportSchedule['frequency'];
  weekday: string;
  dayOfMonth: string;
  hour: string;
  format: ReportSchedule['format'];
  recipients: string[];
}

/** The schedule form, checked with the contract's schedule: its day from the frequency's select. */
export const ScheduleFormSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    weekday: z.string(),
    dayOfMonth: z.string(),
    hour: z.string(),
    format: z.enum(SCHEDULE_FORMATS),
    recipients: z.array(z.string()).min(1, SAVED_REPORT_MESSAGES.noRecipients.defaultMessage),
  })
  .transform(({ weekday, dayOfMonth, hour, ...rest }) => ({
    ...rest,
    day: Number(rest.frequency === 'weekly' ? weekday : dayOfMonth),
    hour: Number(hour),
  }))
  .pipe(ReportScheduleSchema);

/** A report's schedule as the form starts: its own, or Mondays at 8 as a CSV to `me`. */
export const scheduleFormOf = (report: SavedReport, me: string | undefined): ScheduleFormValues => {
  const schedule = report.schedule;
  return {
    frequency: schedule?.frequency ?? 'weekly',
    weekday: String(schedule?.frequency === 'weekly' ? schedule.day : 1),
    dayOfMonth: String(schedule?.frequency === 'monthly' ? schedule.day : 1),
    hour: String(schedule?.hour ?? 8),
    format: schedule?.format ?? 'csv',
    recipients: schedule?.recipients ?? (me ? [me] : []),
  };
};
