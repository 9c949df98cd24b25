// Languages and catalog texts without a schema library: the first script the browser loads reads
// them, and it stays free of the contract's schemas (see language-schemas.ts).
/** The languages the portal speaks, English first: the language of the specification. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pl', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether `value` names a language the portal speaks (a stored choice may be anything). */
export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * A test language: every text accented and 40% longer, so a text that did not come from a catalog
 * stands out on screen and a layout too tight for longer languages breaks. Chosen only through the
 * browser's preferred languages, never stored.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A language the portal can show: one of LOCALES, or the test language. */
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

/** Languages written right to left: the layout mirrors. */
export const isRightToLeft = (locale: DisplayLocale): boolean => locale === 'ar';

/** Each language's name in itself, as a language picker lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  ar: 'العربية',
};

/**
 * The first of `preferred` (BCP 47 tags, most wanted first, as `navigator.languages` or
 * Accept-Language list them) that the portal speaks, matched on the language alone (`de-AT` is
 * German); English when none is.
 */
export function negotiateLocale(preferred: readonly string[]): DisplayLocale {
  for (const tag of preferred) {
    if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    const known = LOCALES.find((locale) => locale === language);
    if (known) return known;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language a person reads: their own choice, else their tenant's default, else what their
 * browser prefers (on the server, the Accept-Language of the request; none for an email).
 */
export function localeOf(
  personal: Locale | null | undefined,
  tenantDefault: Locale | null | undefined,
  preferred: readonly string[] = [],
): DisplayLocale {
  return personal ?? tenantDefault ?? negotiateLocale(preferred);
}

/** A text of a catalog: a stable id and its English ICU message, with what a translator needs to know. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Declares catalog texts outside the UI code. The message extractor finds calls by this name, so
 * the texts the contract owns (refusals, validation messages) land in the catalogs with the rest.
 */
export const defineMessages = <K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> => messages;

/** Declares one catalog text outside the UI code (see defineMessages). */
export const defineMessage = (message: MessageDescriptor): MessageDescriptor => message;
