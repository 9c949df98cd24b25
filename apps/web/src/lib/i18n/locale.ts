import {
  type DisplayLocale,
  isRightToLeft,
  isLocale,
  type Locale,
  localeOf,
  PSEUDO_LOCALE,
} from '@portal/contract';

/** Local-storage keys of the signed-in person's choice and their tenant's default, kept from sign-in. */
const PERSONAL_KEY = 'language';
const TENANT_KEY = 'tenantLanguage';
/**
 * The cookie that tells the embedded identity provider's pages which language to speak: they are
 * served by the same origin before the web app runs.
 */
export const LANGUAGE_COOKIE = 'portal_language';

const storedLocale = (storage: Storage, key: string): Locale | null => {
  const stored = storage.getItem(key);
  return isLocale(stored) ? stored : null;
};

/** The language to show: the person's choice, else their tenant's, else the browser's preferred languages. */
export function chosenLocale(
  storage: Storage = localStorage,
  preferred: readonly string[] = navigator.languages,
): DisplayLocale {
  return localeOf(storedLocale(storage, PERSONAL_KEY), storedLocale(storage, TENANT_KEY), preferred);
}

/** Keeps the choices a sign-in answered with; a choice the answer does not carry is forgotten. */
export function rememberLanguages(
  languages: { language?: Locale | null; tenantLanguage?: Locale | null },
  storage: Storage = localStorage,
): void {
  for (const [key, value] of [
    [PERSONAL_KEY, languages.language],
    [TENANT_KEY, languages.tenantLanguage],
  ] as const) {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  }
}

/** The person's own choice as the user menu shows it, null when they follow the tenant's default. */
export const personalLocale = (storage: Storage = localStorage): Locale | null =>
  storedLocale(storage, PERSONAL_KEY);

/** The tenant's default as the last sign-in or settings change kept it, null when it has none. */
export const tenantLocale = (storage: Storage = localStorage): Locale | null =>
  storedLocale(storage, TENANT_KEY);

/** What `Intl` formats numbers and dates with: Latin digits in Arabic, as hours are typed. */
export const formattingLocale = (locale: DisplayLocale): string =>
  locale === 'ar' ? 'ar-u-nu-latn' : locale === PSEUDO_LOCALE ? 'en' : locale;

/** Marks the page's language, direction and title, and tells the identity provider's pages the language. */
export function markDocument(
  locale: DisplayLocale,
  title: string,
  doc: Document | undefined = globalThis.document,
): void {
  // Unit tests format without a page.
  if (!doc) return;
  doc.title = title;
  doc.documentElement.lang = locale;
  doc.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  doc.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
