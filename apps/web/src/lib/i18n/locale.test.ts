import { describe, expect, it } from 'vitest';
import { chosenLocale, formattingLocale, personalLocale, rememberLanguages, tenantLocale } from './locale.ts';
import { pseudoLocalize } from './pseudo.ts';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('the language shown', () => {
  it('is the person’s choice, else the tenant’s default, else the browser’s first known language, else English', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(chosenLocale(storage, ['pt-BR', 'de-AT', 'fr'])).toBe('de');
    expect(chosenLocale(storage, ['pt-BR'])).toBe('en');
    expect(chosenLocale(storage, ['en-XA'])).toBe('en-XA');
    rememberLanguages({ language: null, tenantLanguage: 'es' }, storage);
    expect(chosenLocale(storage, ['de'])).toBe('es');
    rememberLanguages({ language: 'ar', tenantLanguage: 'es' }, storage);
    expect(chosenLocale(storage, ['de'])).toBe('ar');
    rememberLanguages({}, storage);
    expect(chosenLocale(storage, ['pl'])).toBe('pl');
  });

  it('keeps the person’s choice and the tenant’s default apart', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect([personalLocale(storage), tenantLocale(storage)]).toEqual([null, null]);
    rememberLanguages({ language: 'pl', tenantLanguage: 'fr' }, storage);
    expect([personalLocale(storage), tenantLocale(storage)]).toEqual(['pl', 'fr']);
    rememberLanguages({ language: null, tenantLanguage: 'fr' }, storage);
    expect([personalLocale(storage), tenantLocale(storage)]).toEqual([null, 'fr']);
  });

  it('formats Arabic with Latin digits', () => {
    expect(formattingLocale('ar')).toBe('ar-u-nu-latn');
    expect(formattingLocale('de')).toBe('de');
  });
});

describe('the test language', () => {
  it('accents every letter, keeps placeholders and plurals, and is 40% longer', () => {
    const source = 'You have {count, plural, one {# day} other {# days}} left, {name}';
    const pseudo = pseudoLocalize(source);
    expect(pseudo).toContain('{count,plural,one{# đàý} other{# đàýš}}');
    expect(pseudo).toContain('{name}');
    expect(pseudo).not.toMatch(/You|have|left/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(source.length * 1.3));
  });
});
