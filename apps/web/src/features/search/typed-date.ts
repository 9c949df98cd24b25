import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { toIsoDate } from '../../lib/dates.ts';

const DATE_FORMATS = ['yyyy-MM-dd', 'MMM d', 'MMMM d', 'd MMM', 'd MMMM', 'MMM d yyyy', 'MMM d, yyyy'];

/**
 * The date a typed text names, such as '2026-11-18', 'Nov 18' or 'review 18 Nov'; null if none.
 * In a chunk of its own, loaded with the palette's first use: date-fns's `parse` and its English
 * locale are some 25 KB that no screen needs to show itself.
 */
export function typedDate(text: string, today: string): string | null {
  const rest = text
    .trim()
    .replace(/^review(\s+week)?(\s+of)?\s*/i, '')
    .trim();
  if (rest === '') return null;
  const reference = parse(today, 'yyyy-MM-dd', new Date());
  for (const format of DATE_FORMATS) {
    const date = parse(rest, format, reference);
    if (isValid(date)) return toIsoDate(date);
  }
  return null;
}
