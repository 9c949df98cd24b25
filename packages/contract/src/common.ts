import { z } from 'zod';
import { defineMessage, type MessageDescriptor } from './i18n.ts';
import { MessageParamsSchema } from './language-schemas.ts';
import { validationMessages } from './refusals.ts';

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

/** What every date input says of a date it cannot read (spec §5, General). */
export const DATE_INVALID_MESSAGE = defineMessage({
  id: 'common.date-invalid',
  defaultMessage: 'Date input not valid.',
});

/** The first day a date may name: the date pickers' year list starts at 1900 (spec §2). */
export const MIN_CALENDAR_DATE = '1900-01-01';
/** The last day a date may name: the date pickers' year list ends at 2100 (spec §2). */
export const MAX_CALENDAR_DATE = '2100-12-31';

/** The first day a week shown or decided on may start: the Sunday before 1900-01-01, a Monday. */
export const MIN_WEEK_DATE = '1899-12-31';
/** The last day a week shown or decided on may end: the Saturday after 2100-12-31, a Friday. */
export const MAX_WEEK_DATE = '2101-01-01';

/** A calendar date as yyyy-MM-dd from `min` to `max`; impossible dates are refused. */
const dateBetween = (min: string, max: string, outOfRange: MessageDescriptor) =>
  z.iso
    // An impossible date is not also said to be out of range.
    .date({ message: validationMessages['not-a-date'].defaultMessage, abort: true })
    // Written yyyy-MM-dd, dates order as text.
    .refine((value) => value >= min && value <= max, outOfRange.defaultMessage);

/**
 * A calendar date as yyyy-MM-dd, without time zone (CONTRACT §5); impossible dates are refused, and
 * so are the years the date pickers do not offer: the week of 0000-01-01 starts in a year that
 * yyyy-MM-dd cannot write, so it could be neither reported on nor submitted.
 */
export const CalendarDateSchema = dateBetween(
  MIN_CALENDAR_DATE,
  MAX_CALENDAR_DATE,
  validationMessages['date-out-of-range'],
);

/**
 * A day of a whole week that holds a calendar date: the first and last weeks of the pickers'
 * years reach a day beyond them, and must still be shown and submitted.
 */
export const WeekDateSchema = dateBetween(
  MIN_WEEK_DATE,
  MAX_WEEK_DATE,
  validationMessages['week-date-out-of-range'],
);

/** True when `value` is a real calendar date of the pickers' years, written yyyy-MM-dd. */
export const isCalendarDate = (value: string): boolean => CalendarDateSchema.safeParse(value).success;

/** True when `value` is a real date of a week that holds a calendar date, written yyyy-MM-dd. */
export const isWeekDate = (value: string): boolean => WeekDateSchema.safeParse(value).success;

/** Every portal call names the caller's tenant; the server checks it against the token. */
export const TenantBodySchema = z.object({ tenantId: IdSchema });

/** The answer of a mutation that has nothing else to say. */
export const MessageAnswerSchema = z.object({ result: z.literal(1), msg: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The answer of a create call. */
export const CreatedAnswerSchema = z.object({ result: z.literal(1), id: z.string() });
export type CreatedAnswer = z.infer<typeof CreatedAnswerSchema>;

/**
 * Every failed call answers this, with an HTTP status that says why. `msg` is the English reason;
 * `code` (one of the contract's refusals) and `params` let a client word it in its reader's language.
 */
export const ErrorAnswerSchema = z.object({
  result: z.literal(0),
  msg: z.string(),
  code: z.string().optional(),
  params: MessageParamsSchema.optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** A list answer: `{ result: 1, data: [...] }`. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ result: z.literal(1), data: z.array(item) });
}

/** Longest text filter of a paged list. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * Optional paging of a list call, an opt-in: with `page` or `pageSize` the call answers one page
 * and its pagination; without either it answers the whole list as the spec has it.
 */
export const PagingFields = {
  /** 1-based. */
  page: z.number().int().min(1).optional(),
  pageSize: z
    .number()
    .int()
    .refine(
      (size) => (PAGE_SIZES as readonly number[]).includes(size),
      validationMessages['not-a-page-size'].defaultMessage,
    )
    .optional(),
  /** Case-insensitive text the list's main fields must contain. */
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
};

/** The spec's pagination entity (§3). */
export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** One page of a list: `{ result: 1, data: [...], pagination }`. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  return z.object({ result: z.literal(1), data: z.array(item), pagination: PaginationSchema });
}

/** The answer of a list call that pages on request: a page when asked for, else the whole list. */
export function listOrPageAnswer<T extends z.ZodType>(item: T) {
  return z.union([pageAnswer(item), listAnswer(item)]);
}

/** The page a paged call asks for, or null when it asks for the whole list. */
export function pageRequest(body: { page?: number | undefined; pageSize?: number | undefined }) {
  if (body.page === undefined && body.pageSize === undefined) return null;
  return { page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE };
}
export type PageRequest = NonNullable<ReturnType<typeof pageRequest>>;
