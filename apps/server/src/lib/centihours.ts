import { HOURS_PRECISION } from '@portal/contract';

/** Hours as stored: whole hundredths, so sums stay exact on every data store. */
export const toCentihours = (hours: number): number => Math.round(hours * HOURS_PRECISION);

/** Stored hundredths as hours; a sum arrives as text from PostgreSQL, and as null over no rows. */
export const toHours = (centihours: number | string | null): number =>
  Number(centihours ?? 0) / HOURS_PRECISION;

/** An optional estimate as stored, and back. */
export const estimateToCentihours = (hours: number | null): number | null =>
  hours === null ? null : toCentihours(hours);
export const estimateToHours = (centihours: number | null): number | null =>
  centihours === null ? null : toHours(centihours);
