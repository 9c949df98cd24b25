import { DEFAULT_LOCALE, type DisplayLocale, type MessageDescriptor, PSEUDO_LOCALE } from '@portal/contract';
import { formattingLocale, markDocument } from './locale.ts';

/** A language's texts by id: ICU messages, as the catalogs hold them. */
export type Catalog = Record<string, string>;
export type MessageValues = Record<string, string | number | Date>;
/** Formats one ICU message in a language. */
export type IcuFormatter = (message: string, locale: string, values?: MessageValues) => string;

/** Each language's catalog, its own chunk, loaded when the language is first shown. */
const catalogs = import.meta.glob<Catalog>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

async function loadCatalog(locale: DisplayLocale): Promise<Catalog> {
  if (locale === DEFAULT_LOCALE) return {};
  if (locale === PSEUDO_LOCALE) {
    const [{ pseudoLocalize }, source] = await Promise.all([
      import('./pseudo.ts'),
      import('../../locales/en.json').then((module) => module.default as Catalog),
    ]);
    return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, pseudoLocalize(message)]));
  }
  const load = catalogs[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No catalog for ${locale}`);
  return load();
}

let current: { locale: DisplayLocale; catalog: Catalog } = { locale: DEFAULT_LOCALE, catalog: {} };
const listeners = new Set<() => void>();

/** Shows the portal in `locale` from now on: loads its catalog, then re-renders every screen. */
export async function activateLocale(locale: DisplayLocale): Promise<void> {
  current = { locale, catalog: await loadCatalog(locale) };
  markDocument(locale, t({ id: 'app.title', defaultMessage: 'Timesheet' }));
  for (const listener of listeners) listener();
}

/** The language shown now; React reads it through `useLocale`. */
export const currentLocale = (): DisplayLocale => current.locale;

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Until the signed-in screens install the ICU formatter, a message is filled in by name only
 * (`{name}`): what the sign-in route's few texts need, so its first load stays small.
 */
let formatIcu: IcuFormatter = (message, _locale, values = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function installIcuFormatter(formatter: IcuFormatter): void {
  formatIcu = formatter;
}

/** ICU syntax: placeholders, plurals, quoting and tags. A message without any is its own text. */
const ICU_SYNTAX = /[{}'<]/;

/**
 * One catalog text in the language shown now. The message extractor finds calls by this name:
 * every text a person reads goes through it, with an explicit id.
 */
export function t(message: MessageDescriptor, values?: MessageValues): string {
  const text = current.catalog[message.id] ?? message.defaultMessage;
  if (!ICU_SYNTAX.test(text)) return text;
  return formatIcu(text, formattingLocale(current.locale), values);
}
