import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from './languages.js';
import { acceptedLanguages, pageLanguage } from './negotiate.js';

describe('acceptedLanguages', () => {
  it('orders the site languages a browser asks for by q, ties in header order', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.5, ar-EG, zh-Hans-CN;q=0.9')).toEqual(['ar', 'zh', 'en']);
    expect(acceptedLanguages('DE-at')).toEqual(['de']);
  });

  it('leaves out q=0, unknown languages and malformed entries', () => {
    expect(acceptedLanguages('de;q=0, ja, xx-YY, nl;q=abc, it;q=0.3')).toEqual(['it']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('returns only site languages, once each, for any header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        const found = acceptedLanguages(header);
        expect(new Set(found).size).toBe(found.length);
        for (const code of found) expect(SITE_LANGUAGES).toContain(code);
      }),
    );
  });
});

describe('pageLanguage', () => {
  it('takes the lang cookie first, then Accept-Language, then English', () => {
    expect(pageLanguage({ cookie: 'a=1; lang=ar; b=2', acceptLanguage: 'de' })).toBe('ar');
    expect(pageLanguage({ cookie: 'lang=klingon', acceptLanguage: 'nl-BE,en' })).toBe('nl');
    expect(pageLanguage({ cookie: 'xlang=de', acceptLanguage: 'ja' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });
});
