import { z } from 'zod';

/** Vacation days a year of a person without a contract, and of a tenant that has not chosen. */
export const DEFAULT_VACATION_DAYS = 25;

/** A yearly vacation allowance: whole or half days. */
export const VacationDaysSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'must not be negative')
  .max(366, 'must be at most 366')
  .refine((days) => Number.isInteger(days * 2), 'must be whole or half days');
