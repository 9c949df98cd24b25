import { HOURS_PRECISION } from '@portal/contract';
import { currentLocale } from './intl.ts';
import { formattingLocale } from './locale.ts';

/**
 * Numbers, hours and dates in the language shown now, through `Intl`. English reads as it always
 * has ('2.5', 'Nov 23', 'Monday'); German writes '2,5' and '23. Nov.'; Arabic keeps Latin digits,
 * as hours are typed. Calendar dates are days, not instants: they are formatted in UTC, so no
 * time zone moves them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = formattingLocale(currentLocale());
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);

/**
 * An amount in minor units of `currency` (9550 cents) as the language writes money ('€95.50',
 * '95,50 €'); the division is for display only, amounts are integers everywhere else.
 */
export function formatMoney(minor: number, currency: string): string {
  const formatter = cached(
    'money',
    { currency },
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ) as Intl.NumberFormat;
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}

/** How the language writes the currency's sign: '€', '¥'; its code where it has none ('KWD'). */
export function currencySymbol(currency: string): string {
  const formatter = cached(
    'money-sign',
    { currency },
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
  ) as Intl.NumberFormat;
  return formatter.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

/** Hours as a cell shows them: at most two decimals, no trailing zeros, no grouping ('2.5', '8', '1.25'). */
export const formatHours = (hours: number): string =>
  formatNumber(Math.round(hours * HOURS_PRECISION) / HOURS_PRECISION, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });

/** A calendar date (yyyy-MM-dd) or Date as a day, by `options`: `{ month: 'short', day: 'numeric' }` is 'Nov 23'. */
export function formatDay(day: string | Date, options: Intl.DateTimeFormatOptions): string {
  const formatter = cached(
    'date',
    options,
    (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat;
  return formatter.format(asUtcDay(day));
}

/** Two calendar dates as one range, the way the language writes ranges ('Nov 23 – 29, 2026'). */
export function formatDayRange(
  from: string | Date,
  to: string | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  const formatter = cached(
    'date',
    options,
    (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat;
  return formatter.formatRange(asUtcDay(from), asUtcDay(to));
}

/** A sunday from which the weekdays are counted, to name them. */
const A_SUNDAY = Date.UTC(2026, 10, 22);
const DAY_MS = 86_400_000;

/** The name of weekday `day` (0 is Sunday): 'Monday', 'Mon' or 'M' in English. */
export const weekdayName = (day: number, width: 'long' | 'short' | 'narrow' = 'long'): string =>
  formatDay(new Date(A_SUNDAY + day * DAY_MS), { weekday: width });

/** A calendar date as the UTC midnight that names it; a Date is read by its local calendar day. */
function asUtcDay(day: string | Date): Date {
  if (typeof day === 'string') return new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
}
