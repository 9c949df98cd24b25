import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALE_NAMES } from '@portal/contract';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { pseudoLocalize } from '../../apps/web/src/lib/i18n/pseudo.ts';

/** A language's texts by id, as the web app's catalogs hold them (ICU messages). */
export type Catalog = Record<string, string>;
export type MessageValues = Record<string, string | number>;

const LOCALES_DIR = path.join(import.meta.dirname, '../../apps/web/src/locales');

const catalogs = new Map<string, Catalog>();

/** The web app's catalog of `locale`, read as the build read it. */
export function webCatalog(locale: string): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Catalog;
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/** One ICU message filled in, as the portal formats it in `locale`. */
export const formatMessage = (message: string, locale: string, values?: MessageValues): string =>
  String(new IntlMessageFormat(message, locale).format(values));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp | null>();

/**
 * A pattern of a message's text in which each placeholder captures what it was filled with; null
 * for a message whose plurals, selects or tags a pattern cannot follow, or that is all placeholder.
 */
function patternOf(message: string): RegExp | null {
  if (!patterns.has(message)) patterns.set(message, patternFrom(message));
  return patterns.get(message)!;
}

function patternFrom(message: string): RegExp | null {
  let source = '';
  let literal = '';
  const seen = new Set<string>();
  for (const element of parse(message) as MessageFormatElement[]) {
    if (element.type === TYPE.literal) {
      source += escapeRegExp(element.value);
      literal += element.value.trim();
    } else if ([TYPE.argument, TYPE.number, TYPE.date, TYPE.time].includes(element.type)) {
      const name = (element as { value: string }).value;
      source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
      seen.add(name);
    } else {
      return null;
    }
  }
  return literal ? new RegExp(`^${source}$`, 'u') : null;
}

/**
 * Every way `locale`'s catalog words a text the English portal shows: each message of the English
 * catalog that reads the whole of `english`, in `locale`'s words, filled with the values it was
 * read with; a value that is a catalog text in turn (a reason within a sentence) is translated
 * too. Empty when no catalog text reads `english`, or `locale`'s catalog lacks the ones that do.
 */
export function translationsOf(locale: string, english: string): string[] {
  const target = webCatalog(locale);
  const found = new Set<string>();
  for (const [id, message] of Object.entries(webCatalog('en'))) {
    const match = id in target ? patternOf(message)?.exec(english) : null;
    if (!match) continue;
    let choices: MessageValues[] = [{}];
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      const worded = value === english ? [] : translationsOf(locale, value);
      choices = choices.flatMap((values) =>
        (worded.length > 0 ? worded : [value]).map((choice) => ({ ...values, [name]: choice })),
      );
    }
    for (const values of choices) found.add(formatMessage(target[id]!, locale, values));
  }
  return [...found];
}

/**
 * The accessible name of a control in `locale`: its catalog text there, or its English one while
 * the catalog lacks it. For finding controls in tests about something other than the wording.
 */
export function nameIn(locale: string, english: string): RegExp {
  const names = translationsOf(locale, english);
  return new RegExp(`^(?:${(names.length > 0 ? names : [english]).map(escapeRegExp).join('|')})$`);
}

/**
 * A text as the portal shows it in English or in the test language: it finds a control whichever
 * of the two it speaks, so that the test walks every screen even while some text has not yet moved
 * to the catalogs, and reports that text instead of stopping at it. Without `exact`, a name that
 * starts with the text matches.
 */
export function englishOrPseudo(english: string, values?: MessageValues, { exact = true } = {}): RegExp {
  const plain = escapeRegExp(formatMessage(english, 'en', values));
  // The padding's length depends on how the message is worded, which the test does not know.
  const accented = escapeRegExp(formatMessage(pseudoLocalize(english), 'en', values).replace(/~+$/, ''));
  return exact ? new RegExp(`^(?:${plain}|${accented}~*)$`) : new RegExp(`^(?:${plain}|${accented})`);
}

/**
 * Every text the page shows or names now: its visible text (screen-reader-only text included), the
 * options of its visible lists, the titles of its charts, its controls' accessible names, titles,
 * placeholders and alternative texts, and the texts that describe or name its visible controls.
 */
export async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null | undefined) => {
      const tidy = text?.replace(/\s+/g, ' ').trim();
      if (tidy) found.add(tidy);
    };
    // Screen-reader-only text is clipped, not hidden, so it counts as visible here.
    const shown = (element: Element | null) =>
      !!element && element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      // Options and SVG titles have no box of their own: their list or chart shows them.
      const holder = parent.closest('select') ?? parent.closest('svg') ?? parent;
      if (shown(holder)) add(node.textContent);
    }
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder', 'aria-valuetext'];
    for (const element of Array.from(
      document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', ')),
    )) {
      const holder = element.closest('select') ?? element;
      if (!shown(holder)) continue;
      for (const name of attributes) add(element.getAttribute(name));
    }
    // A tooltip hidden until hover still describes its control to a screen reader.
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-describedby], [aria-labelledby]'),
    )) {
      if (!shown(element)) continue;
      const ids = `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`;
      for (const id of ids.split(/\s+/).filter(Boolean)) add(document.getElementById(id)?.textContent);
    }
    for (const input of Array.from(
      document.body.querySelectorAll<HTMLInputElement>(
        'input[type="button"], input[type="submit"], input[type="reset"]',
      ),
    ))
      if (shown(input)) add(input.value);
    return [...found];
  });
}

/** Month and weekday names as `Intl` writes them in English, which the test language formats in. */
function englishCalendarNames(): string[] {
  const names = new Set<string>();
  for (let month = 0; month < 12; month += 1) {
    for (const width of ['long', 'short'] as const)
      names.add(
        new Intl.DateTimeFormat('en', { month: width, timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)),
      );
  }
  for (let day = 0; day < 7; day += 1) {
    for (const width of ['long', 'short'] as const)
      names.add(
        new Intl.DateTimeFormat('en', { weekday: width, timeZone: 'UTC' }).format(
          Date.UTC(2026, 10, 22 + day),
        ),
      );
  }
  return [...names];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const CALENDAR_WORDS = new RegExp(`\\b(?:${[...englishCalendarNames(), 'AM', 'PM'].join('|')})\\b`, 'g');
/** Two plain ASCII letters in a row: text no catalog of the test language gave. */
const PLAIN_WORD = /[A-Za-z]{2,}/;

/**
 * Texts that are no catalog's and rightly stay in plain letters in the test language: the language
 * picker names each language in itself, so that a reader finds their own whatever is shown now;
 * and the export formats are named as every language names them (two abbreviations and a brand).
 */
export const PSEUDO_ALLOWLIST: readonly string[] = [...Object.values(LOCALE_NAMES), 'CSV', 'Excel', 'PDF'];

/**
 * True when `text` holds plain letters that no allowed source explains: the test's own data
 * (`allowed`, its names and notes), emails, ISO dates, English month and weekday names, AM and PM.
 */
export function escapedCatalog(text: string, allowed: readonly string[]): boolean {
  let rest = text;
  for (const value of [...allowed, ...PSEUDO_ALLOWLIST].sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(' ');
  rest = rest.replace(EMAIL, ' ').replace(ISO_DATE, ' ').replace(CALENDAR_WORDS, ' ');
  return PLAIN_WORD.test(rest);
}

/** A text with its numbers and calendar names left out: the days of a date picker read alike. */
const shapeOf = (text: string) => text.replace(CALENDAR_WORDS, '…').replace(/\d+/g, '#');

/** The plain-letter texts found on each screen state, for one report at the end. */
export class EscapedTexts {
  private readonly seen = new Map<string, string[]>();
  private readonly data = new Set<string>();

  /** `allowed`: the test's own data, which may stand anywhere in a text. */
  constructor(private readonly allowed: readonly string[]) {}

  /**
   * Allows texts that are data as a whole, such as the names of time zones or of the countries
   * whose holidays the server knows, in the lists that offer them.
   */
  allowWhole(texts: Iterable<string>): void {
    for (const text of texts) this.data.add(text);
  }

  /** Notes every escaped text of `state` (such as 'Projects: Add project form'). */
  add(state: string, texts: readonly string[]): void {
    for (const text of texts) {
      if (this.data.has(text) || !escapedCatalog(text, this.allowed)) continue;
      const states = this.seen.get(text) ?? [];
      if (!states.includes(state)) states.push(state);
      this.seen.set(text, states);
    }
  }

  /** Reads the page now, and its title, and notes what escaped. */
  async check(page: Page, state: string): Promise<void> {
    this.add(state, await textsOnPage(page));
    this.add(`${state} (document title)`, [await page.title()]);
  }

  get count(): number {
    return this.seen.size;
  }

  /**
   * The escaped texts by the first state each was seen on, in the order the states were walked;
   * texts alike but for numbers and calendar names (a date picker's days) together on one line.
   * Each says on how many other states it was seen as well.
   */
  report(): string[] {
    const byShape = new Map<string, { texts: string[]; states: Set<string> }>();
    for (const [text, states] of this.seen) {
      const shape = byShape.get(shapeOf(text)) ?? { texts: [], states: new Set<string>() };
      shape.texts.push(text);
      for (const state of states) shape.states.add(state);
      byShape.set(shapeOf(text), shape);
    }
    const byState = new Map<string, string[]>();
    for (const { texts, states } of byShape.values()) {
      const [first, ...others] = [...states];
      const also =
        others.length > 0 ? `  (also on ${others.length} other state${others.length === 1 ? '' : 's'})` : '';
      const line = `  ${texts.map((text) => JSON.stringify(text)).join(', ')}${also}`;
      byState.set(first!, [...(byState.get(first!) ?? []), line]);
    }
    return [...byState].flatMap(([state, lines]) => [`On ${state}:`, ...lines]);
  }
}
