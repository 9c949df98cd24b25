import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  DEFAULT_LOCALE,
  type DisplayLocale,
  type Locale,
  LOCALES,
  type MessageDescriptor,
  type MessageParams,
} from '@portal/contract';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

/** The server's own texts (emails, sign-in pages) in each language; English is in the code. */
const catalogs: Record<Exclude<Locale, 'en'>, Record<string, string>> = { ar, de, es, fr, pl };

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Formats in one language; the test language (and any other) gets English. */
export function intlFor(locale: DisplayLocale | null | undefined): IntlShape {
  const known = LOCALES.find((candidate) => candidate === locale) ?? DEFAULT_LOCALE;
  let intl = intls.get(known);
  if (!intl) {
    intl = createIntl(
      {
        locale: known,
        defaultLocale: DEFAULT_LOCALE,
        messages: known === 'en' ? {} : catalogs[known],
        // English reads the code's own messages; a catalog lacking a text is a failed check, not a log line.
        onError: () => undefined,
      },
      cache,
    );
    intls.set(known, intl);
  }
  return intl;
}

/** One catalog text in English: the wording of the specification and of every `msg`. */
export const english = (message: MessageDescriptor, params?: MessageParams): string =>
  intlFor(DEFAULT_LOCALE).formatMessage(message, params);
