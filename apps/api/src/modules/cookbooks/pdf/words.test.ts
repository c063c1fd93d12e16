import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, SITE_LANGUAGES } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { bookDay, bookNumber, bookWords, type BookWordKey, categoryName } from './words.js';

/*
 * The book's own words in every site language (the shape of each catalog is held to English's by
 * modules/mail/mail-catalogs.test.ts, which reads every module's locales folder).
 */

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** A value for every name a message takes. */
const SAMPLE = { count: 3, people: '4–6', what: '30 puffs', amount: '800 g', time: '10 min' };
const VALUES = { ...SAMPLE, hours: 2, minutes: 5, name: 'Rose', title: 'Pie', date: '1 May' };

describe('the cookbook’s words', () => {
  it('have a catalog for every site language', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(SITE_LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it.each(SITE_LANGUAGES)('in %s: every message reads whole, every category is named', (lang) => {
    const words = bookWords(lang);
    for (const key of Object.keys(en) as BookWordKey[]) {
      const text = words(key, VALUES);
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(text, `${lang} ${key}`).not.toMatch(/[{}]/);
    }
    const names = CATEGORIES.map((category) => categoryName(words, category));
    expect(new Set(names).size).toBe(CATEGORIES.length);
  });

  it.each(SITE_LANGUAGES.filter((lang) => lang !== 'en'))(
    'in %s: the headings are the language’s own, not English',
    (lang) => {
      const words = bookWords(lang);
      for (const key of ['contents', 'ingredients', 'madeOn', 'kitchensOf'] as const) {
        expect(words(key, VALUES), `${lang} ${key}`).not.toBe(bookWords('en')(key, VALUES));
      }
    },
  );

  it('count recipes and times in the plural forms of the language', () => {
    expect(bookWords('en')('recipeCount', { count: 1 })).toBe('1 recipe');
    expect(bookWords('en')('recipeCount', { count: 12 })).toBe('12 recipes');
    expect(bookWords('de')('recipeCount', { count: 1 })).toBe('1 Rezept');
    expect(bookWords('ar')('recipeCount', { count: 2 })).toBe('وصفتان');
    expect(bookWords('ar')('minutes', { minutes: 5 })).toBe('5 دقائق');
    expect(bookWords('en')('hoursMinutes', { hours: 1, minutes: 30 })).toBe('1 h 30 min');
  });

  it('write dates and numbers as the book’s language does, English the British way', () => {
    const day = new Date('2026-03-01T23:30:00Z');
    expect(bookDay(day, 'en')).toBe('1 March 2026');
    expect(bookDay(day, 'de')).toBe('1. März 2026');
    expect(bookDay(day, 'zh')).toBe('2026年3月1日');
    expect(bookNumber(1234, 'de')).toBe('1234');
  });
});
