import { z } from 'zod';
import { validationMessages } from './refusals.ts';

/** Vacation days a year of a person without a contract, and of a tenant that has not chosen. */
export const DEFAULT_VACATION_DAYS = 25;
/** Most vacation days of a year: every day of a leap year. */
export const MAX_VACATION_DAYS = 366;

/** A yearly vacation allowance: whole or half days. */
export const VacationDaysSchema = z
  .number({ error: validationMessages['not-a-number'].defaultMessage })
  .min(0, validationMessages.negative.defaultMessage)
  .max(MAX_VACATION_DAYS, validationMessages['too-many-vacation-days'].defaultMessage)
  .refine((days) => Number.isInteger(days * 2), validationMessages['not-whole-or-half-days'].defaultMessage);
