import { DEFAULT_LOCALE, type DisplayLocale } from '@portal/contract';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { formattingLocale } from '../../lib/i18n/locale.ts';

/** A sign-in time in the browser's time zone on a 12-hour clock (spec §2), e.g. 2026-11-21 03:45 PM. */
const LAST_LOGIN_FORMAT = 'yyyy-MM-dd hh:mm a';

/** The last sign-in as User Management exports it, and shows it in English, or null before the first sign-in. */
export function formatLastLogin(lastLogin: string | null): string | null {
  if (lastLogin === null) return null;
  const date = parseISO(lastLogin);
  // Shown as stored rather than hidden, should the server ever send something that is not ISO 8601.
  return isValid(date) ? format(date, LAST_LOGIN_FORMAT) : lastLogin;
}

/**
 * The last sign-in as User Management shows it in `locale`: the spec's wording in English, else
 * the language's own short date and time ('21.11.26, 15:45' in German), in the browser's time zone.
 */
export function shownLastLogin(lastLogin: string | null, locale: DisplayLocale): string | null {
  if (locale === DEFAULT_LOCALE || lastLogin === null) return formatLastLogin(lastLogin);
  const date = parseISO(lastLogin);
  if (!isValid(date)) return lastLogin;
  return new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(
    date,
  );
}
