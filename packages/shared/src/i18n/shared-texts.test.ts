import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, RESTORE_MESSAGES, RESTORE_SKIPPED } from '../export/restore-report.js';
import { STATUS_LABELS, TOASTS, VALIDATION } from '../form-messages.js';
import { SITE_LANGUAGES } from '../languages/languages.js';
import { API_MESSAGES, PAGE_TEXT } from '../messages.js';
import { passwordRequirements } from '../rules/password.js';
import { AISLE_MESSAGES, aisleNameTaken, shopNameTaken } from '../schemas/aisles.js';
import { COOKBOOK_MESSAGES } from '../schemas/cookbook-messages.js';
import { COOKBOOK_PREVIEW_MESSAGES } from '../schemas/cookbook-preview.js';
import { HOUSEHOLD_MESSAGES } from '../schemas/households.js';
import { AUTH_MESSAGES, PROVIDER_MESSAGES } from '../schemas/identity.js';
import { KITCHEN_MESSAGES } from '../schemas/kitchen.js';
import { PLAN_TO_LIST_MESSAGES } from '../schemas/meal-plan.js';
import { MEAL_RULE_MESSAGES } from '../schemas/meal-rules.js';
import { PANTRY_MESSAGES } from '../schemas/pantry.js';
import { PLAN_MESSAGES } from '../schemas/plan-entries.js';
import { LIST_UNDO_MESSAGES } from '../schemas/shopping.js';
import { NOTHING_TO_BUY } from '../shopping/list-text.js';
import { messageArguments } from './message-arguments.js';
import { formatMessage } from './message-format.js';
import { SHARED_TEXTS, icuLiteral, sharedTextKey, sharedTextMatch } from './shared-texts.js';

const LOCALES = path.join(import.meta.dirname, 'locales');
const OTHER_LANGUAGES = SITE_LANGUAGES.filter((language) => language !== 'en');
const read = (language: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
/** The English a key's text reads as. */
const english = (key: string) => formatMessage(SHARED_TEXTS[key] ?? '', {}, 'en');

/** The message objects added whole, by the prefix of their keys (imported where the API does). */
const OBJECTS: [string, Readonly<Record<string, unknown>>][] = [
  ['AUTH_MESSAGES', AUTH_MESSAGES],
  ['PROVIDER_MESSAGES', PROVIDER_MESSAGES],
  ['KITCHEN_MESSAGES', KITCHEN_MESSAGES],
  ['PANTRY_MESSAGES', PANTRY_MESSAGES],
  ['HOUSEHOLD_MESSAGES', HOUSEHOLD_MESSAGES],
  ['AISLE_MESSAGES', AISLE_MESSAGES],
  ['MEAL_RULE_MESSAGES', MEAL_RULE_MESSAGES],
  ['PLAN_MESSAGES', PLAN_MESSAGES],
  ['PLAN_TO_LIST_MESSAGES', PLAN_TO_LIST_MESSAGES],
  ['LIST_UNDO_MESSAGES', LIST_UNDO_MESSAGES],
  ['COOKBOOK_MESSAGES', COOKBOOK_MESSAGES],
  ['COOKBOOK_PREVIEW_MESSAGES', COOKBOOK_PREVIEW_MESSAGES],
  ['RESTORE_SKIPPED', RESTORE_SKIPPED],
  ['RESTORE_MESSAGES', RESTORE_MESSAGES],
  ['BACKUP_MESSAGES', BACKUP_MESSAGES],
];

/** Each function of the message objects, called with a name and two counts. */
const TEMPLATE_CASES: Record<string, (name: string, a: number, b: number) => string> = {
  'PANTRY_MESSAGES.lineNotInRecipe': (_, a) => PANTRY_MESSAGES.lineNotInRecipe(a),
  'AISLE_MESSAGES.aisleNameTaken': (name) => aisleNameTaken(name),
  'AISLE_MESSAGES.shopNameTaken': (name) => shopNameTaken(name),
  'COOKBOOK_PREVIEW_MESSAGES.smallCover': (_, width, height) =>
    COOKBOOK_PREVIEW_MESSAGES.smallCover({ width, height }),
  'COOKBOOK_PREVIEW_MESSAGES.smallPhoto': (title) => COOKBOOK_PREVIEW_MESSAGES.smallPhoto(title),
  'COOKBOOK_PREVIEW_MESSAGES.longRecipe': (title, pages) =>
    COOKBOOK_PREVIEW_MESSAGES.longRecipe(title, pages),
  'COOKBOOK_PREVIEW_MESSAGES.longBook': (_, pages) => COOKBOOK_PREVIEW_MESSAGES.longBook(pages),
  'RESTORE_MESSAGES.newerVersion': (_, version) => RESTORE_MESSAGES.newerVersion(version),
  'BACKUP_MESSAGES.unreadable': (reason) => BACKUP_MESSAGES.unreadable(reason),
  'BACKUP_MESSAGES.storage': (reason) => BACKUP_MESSAGES.storage(reason),
  'BACKUP_MESSAGES.source': (reason) => BACKUP_MESSAGES.source(reason),
};
/** The keys whose text takes values. */
const TEMPLATE_KEYS = Object.keys(SHARED_TEXTS)
  .filter((key) => messageArguments(SHARED_TEXTS[key] ?? '').names.size > 0)
  .sort();

describe('SHARED_TEXTS', () => {
  it('holds the English texts of the constants under their names', () => {
    expect(SHARED_TEXTS['VALIDATION.nameRequired']).toBe(VALIDATION.nameRequired);
    expect(SHARED_TEXTS['TOASTS.loginSuccess']).toBe(TOASTS.loginSuccess);
    expect(SHARED_TEXTS['STATUS_LABELS.101']).toBe(STATUS_LABELS[101]);
    expect(SHARED_TEXTS['PAGE_TEXT.networkError']).toBe(PAGE_TEXT.networkError);
    expect(SHARED_TEXTS['API_MESSAGES.internalError']).toBe(API_MESSAGES.internalError);
    expect(SHARED_TEXTS.NOTHING_TO_BUY).toBe(NOTHING_TO_BUY);
    for (const { id, label } of passwordRequirements('')) {
      expect(SHARED_TEXTS[`PASSWORD.${id}`]).toBe(label);
    }
  });

  it('holds every text of the message objects, each function as a template with values', () => {
    for (const [prefix, texts] of OBJECTS) {
      for (const [name, text] of Object.entries(texts)) {
        const key = `${prefix}.${name}`;
        if (typeof text === 'string') expect(english(key), key).toBe(text);
        else expect(Object.keys(TEMPLATE_CASES), key).toContain(key);
      }
    }
    expect(Object.keys(TEMPLATE_CASES).sort()).toEqual(TEMPLATE_KEYS);
  });

  it('quotes braces, so a text naming fields in braces reads as written', () => {
    const key = 'PLAN_MESSAGES.itemInvalid';
    expect(PLAN_MESSAGES.itemInvalid).toContain('{ recipe_id, servings }');
    expect(SHARED_TEXTS[key]).not.toBe(PLAN_MESSAGES.itemInvalid);
    expect(english(key)).toBe(PLAN_MESSAGES.itemInvalid);
    expect(sharedTextKey(PLAN_MESSAGES.itemInvalid)).toBe(key);
  });

  it('reads each text as the English it stands for, whose key the lookup finds', () => {
    for (const [key, text] of Object.entries(SHARED_TEXTS)) {
      if (TEMPLATE_KEYS.includes(key)) continue;
      expect(SHARED_TEXTS[sharedTextKey(english(key)) ?? ''], key).toBe(text);
    }
  });

  it('imports no module that imports zod', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'shared-texts.ts'), 'utf8');
    const modules = [...source.matchAll(/from '(\.[^']+)\.js'/g)].map((match) => match[1] ?? '');
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) {
      const imported = readFileSync(path.join(import.meta.dirname, `${module}.ts`), 'utf8');
      expect(imported, module).not.toMatch(/from 'zod'/);
    }
  });
});

describe('icuLiteral', () => {
  it('writes any text so that it reads as itself', () => {
    expect(icuLiteral("a { b } c's '{d}'")).toBe("a '{' b '}' c''s '''{'d'}'''");
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatMessage(icuLiteral(text), {}, 'en')).toBe(text);
      }),
    );
  });

  it('leaves a text without braces or apostrophes as it is', () => {
    expect(icuLiteral('Name is required')).toBe('Name is required');
  });
});

describe('sharedTextKey', () => {
  it('finds the key of each English text and nothing for any other text', () => {
    expect(sharedTextKey(VALIDATION.nameRequired)).toBe('VALIDATION.nameRequired');
    // Category names are the recipe card's words (apps/web), not shared texts.
    expect(sharedTextKey('Breakfast')).toBeUndefined();
    expect(sharedTextKey(COOKBOOK_MESSAGES.notFound)).toBe('COOKBOOK_MESSAGES.notFound');
    expect(sharedTextKey('Name is required!')).toBeUndefined();
    expect(sharedTextKey('')).toBeUndefined();
  });

  it('gives texts shared by several keys the same words in every language', () => {
    const keysOf = new Map<string, string[]>();
    for (const [key, text] of Object.entries(SHARED_TEXTS)) {
      if (TEMPLATE_KEYS.includes(key)) continue;
      keysOf.set(text, [...(keysOf.get(text) ?? []), key]);
    }
    const catalogs = OTHER_LANGUAGES.map((language) => [language, read(language)] as const);
    for (const [text, keys] of keysOf) {
      expect(SHARED_TEXTS[sharedTextKey(english(keys[0] ?? '')) ?? '']).toBe(text);
      for (const [language, catalog] of catalogs) {
        const words = new Set(keys.map((key) => catalog[key]));
        expect(words.size, `${language}: ${keys.join(', ')} translate differently`).toBe(1);
      }
    }
  });
});

describe('sharedTextMatch', () => {
  it('finds a plain text with no values', () => {
    expect(sharedTextMatch(VALIDATION.nameRequired)).toEqual({
      key: 'VALIDATION.nameRequired',
      values: {},
    });
    expect(sharedTextMatch('Name is required!')).toBeUndefined();
    expect(sharedTextMatch('Your household already has an aisle called')).toBeUndefined();
  });

  it('finds each text written with values, with the values it was written with', () => {
    expect(sharedTextMatch(aisleNameTaken('Drinks'))).toEqual({
      key: 'AISLE_MESSAGES.aisleNameTaken',
      values: { name: 'Drinks' },
    });
    expect(sharedTextMatch(COOKBOOK_PREVIEW_MESSAGES.longRecipe('Nonna’s “lasagne”', 4))).toEqual({
      key: 'COOKBOOK_PREVIEW_MESSAGES.longRecipe',
      values: { title: 'Nonna’s “lasagne”', pages: '4' },
    });
    expect(
      sharedTextMatch(COOKBOOK_PREVIEW_MESSAGES.smallCover({ width: 2480, height: 3508 })),
    ).toEqual({
      key: 'COOKBOOK_PREVIEW_MESSAGES.smallCover',
      values: { width: '2480', height: '3508' },
    });
  });

  it('writes back, for any values, the very text the API sent', () => {
    const name = fc.string({ minLength: 1, maxLength: 40 });
    const count = fc.integer({ min: 0, max: 100_000 });
    for (const [key, make] of Object.entries(TEMPLATE_CASES)) {
      fc.assert(
        fc.property(name, count, count, (text, a, b) => {
          const sent = make(text, a, b);
          const match = sharedTextMatch(sent);
          expect(match?.key, sent).toBe(key);
          // Numbers come back as the digits sent (not grouped), so the English is the same text.
          expect(formatMessage(SHARED_TEXTS[key] ?? '', match?.values, 'en')).toBe(sent);
        }),
      );
    }
  });

  it('gives the translation the values: German and Arabic write them in their sentences', () => {
    const de = read('de');
    const match = sharedTextMatch(COOKBOOK_PREVIEW_MESSAGES.longRecipe('Apfelkuchen', 3));
    const german = formatMessage(de[match?.key ?? ''] ?? '', match?.values, 'de');
    expect(german).toContain('Apfelkuchen');
    expect(german).toContain('3');
    expect(german).not.toBe(COOKBOOK_PREVIEW_MESSAGES.longRecipe('Apfelkuchen', 3));
    const ar = read('ar');
    const taken = sharedTextMatch(shopNameTaken('Aldi'));
    expect(formatMessage(ar[taken?.key ?? ''] ?? '', taken?.values, 'ar')).toContain('Aldi');
  });
});

describe('the catalogs', () => {
  it('has a file for every language but English and nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(OTHER_LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it.each(OTHER_LANGUAGES)('in %s, has every text, each complete', (language) => {
    const catalog = read(language);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(SHARED_TEXTS).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
      const theirs = [...messageArguments(text).names].sort();
      const ours = [...messageArguments(SHARED_TEXTS[key] ?? '').names].sort();
      expect(theirs, `${language} ${key}`).toEqual(ours);
      // Field names the English writes in braces stay, braces and all.
      if (TEMPLATE_KEYS.includes(key)) continue;
      const written = formatMessage(text, {}, language);
      for (const braced of english(key).match(/\{[^{}]*\}/g) ?? []) {
        expect(written, `${language} ${key}`).toContain(braced);
      }
    }
  });
});
