import { IntlMessageFormat } from 'intl-messageformat';
import { installIcuFormatter, type MessageValues } from './intl.ts';

/** Parsed messages by language and text: a screen re-renders the same texts many times. */
const parsed = new Map<string, IntlMessageFormat>();

function format(message: string, locale: string, values?: MessageValues): string {
  const key = `${locale}\u0000${message}`;
  let formatter = parsed.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale);
    parsed.set(key, formatter);
  }
  return String(formatter.format(values));
}

/** Plurals, selects and number and date arguments, for the signed-in screens that import this. */
installIcuFormatter(format);
