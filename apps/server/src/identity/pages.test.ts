import { describe, expect, it } from 'vitest';
import { pageLocale } from './pages.ts';

describe('the language of the identity provider’s pages', () => {
  it('is the portal’s language cookie when it names a language the portal speaks', () => {
    expect(pageLocale({ cookie: 'a=1; portal_language=pl; b=2', 'accept-language': 'de' })).toBe('pl');
    expect(pageLocale({ cookie: 'portal_language=ar' })).toBe('ar');
  });

  it('else the most wanted language of Accept-Language the portal speaks, matched on the language alone', () => {
    expect(pageLocale({ cookie: 'portal_language=tlh', 'accept-language': 'de-DE,de;q=0.9' })).toBe('de');
    expect(pageLocale({ 'accept-language': 'ja;q=0.9, fr-CA;q=0.8, es;q=0.85' })).toBe('es');
    expect(pageLocale({ 'accept-language': 'fr;q=0, pl' })).toBe('pl');
    expect(pageLocale({ 'accept-language': '*, es' })).toBe('es');
  });

  it('else English', () => {
    expect(pageLocale({})).toBe('en');
    expect(pageLocale({ 'accept-language': 'ja-JP, zh;q=0.5', cookie: 'theme=dark' })).toBe('en');
    expect(pageLocale({ 'accept-language': 'de;q=0' })).toBe('en');
  });
});
