import { weekStartOf } from '@portal/contract';

/** Calendar dates as yyyy-MM-dd in the browser's local time zone (CONTRACT §5): no UTC shifts. */

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a yyyy-MM-dd date. */
export function fromIsoDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Today in the browser's time zone. */
export const today = (): string => toIsoDate(new Date());

export function addDays(value: string, days: number): string {
  const date = fromIsoDate(value);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** The Sunday that starts the week holding `value` (weeks run Sunday to Saturday). */
export const weekStart = weekStartOf;

/** The seven dates of the week starting at `sunday`. */
export function weekDays(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}
