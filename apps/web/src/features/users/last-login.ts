import { format, isValid, parseISO } from 'date-fns';

/** A sign-in time in the browser's time zone on a 12-hour clock (spec §2), e.g. 2026-11-21 03:45 PM. */
const LAST_LOGIN_FORMAT = 'yyyy-MM-dd hh:mm a';

/** The last sign-in as User Management shows and exports it, or null before the first sign-in. */
export function formatLastLogin(lastLogin: string | null): string | null {
  if (lastLogin === null) return null;
  const date = parseISO(lastLogin);
  // Shown as stored rather than hidden, should the server ever send something that is not ISO 8601.
  return isValid(date) ? format(date, LAST_LOGIN_FORMAT) : lastLogin;
}
