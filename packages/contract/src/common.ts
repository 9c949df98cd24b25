import { z } from 'zod';

/** Page-size choices of every paged list (spec §9); paging happens on the client. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The page size a list starts with. */
export const DEFAULT_PAGE_SIZE = 10;
/** Delay before the app moves on after sign-in or sign-up, in milliseconds. */
export const REDIRECT_DELAY_MS = 2000;
/** Longest free text accepted in any name, title or description field. */
export const MAX_TEXT_LENGTH = 2000;
/** Longest short text (names, emails) accepted. */
export const MAX_NAME_LENGTH = 200;

/** Application roles of a tenant's users. */
export const ROLES = ['Admin', 'Manager', 'User'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Identifier of any stored entity. */
export const IdSchema = z.string().trim().min(1).max(64);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as yyyy-MM-dd, without time zone (CONTRACT §5). */
export const CalendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'must be a valid date (yyyy-MM-dd)' });

/** Every portal call names the caller's tenant; the server checks it against the token. */
export const TenantBodySchema = z.object({ tenantId: IdSchema });

/** The answer of a mutation that has nothing else to say. */
export const MessageAnswerSchema = z.object({ result: z.literal(1), msg: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The answer of a create call. */
export const CreatedAnswerSchema = z.object({ result: z.literal(1), id: z.string() });
export type CreatedAnswer = z.infer<typeof CreatedAnswerSchema>;

/** Every failed call answers this, with an HTTP status that says why. */
export const ErrorAnswerSchema = z.object({ result: z.literal(0), msg: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** A list answer: `{ result: 1, data: [...] }`. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ result: z.literal(1), data: z.array(item) });
}
