import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_LANGUAGES, messageArguments } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';

/*
 * The mails' catalogs (decision 049): every modules/<name>/locales folder holds one file per site
 * language with exactly the keys of en.json, each value reads as the ICU subset, takes the values
 * English takes, and gives every plural the forms its language's rules pick; and every key of
 * en.json is used by the module's own code. A missing, misspelt or unused message fails here.
 */

const MODULES = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => {
    try {
      return readdirSync(path.join(MODULES, name, 'locales')).length > 0;
    } catch {
      return false;
    }
  });

const readCatalog = (module: string, language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(MODULES, module, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

/** The module's code, but its tests: where its messages are asked for by key. */
function sourceOf(module: string): string {
  const files = readdirSync(path.join(MODULES, module), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(MODULES, module, file), 'utf8'))
    .join('\n');
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the mail catalogs', () => {
  it('are found for the modules that write mails', () => {
    expect(folders).toEqual(expect.arrayContaining(['contact', 'households', 'notices']));
  });

  describe.each(folders)('of %s', (module) => {
    const en = readCatalog(module, 'en');

    it('hold one file per site language and nothing else', () => {
      const files = readdirSync(path.join(MODULES, module, 'locales'));
      expect(sorted(files)).toEqual(sorted(SITE_LANGUAGES.map((l) => `${l}.json`)));
    });

    it('use every English message in the module’s code', () => {
      const source = sourceOf(module);
      const unused = Object.keys(en).filter((key) => !source.includes(`'${key}'`));
      expect(unused).toEqual([]);
    });

    it.each(SITE_LANGUAGES)(
      'in %s: the keys, values, names and plural forms of English',
      (language) => {
        const catalog = readCatalog(module, language);
        expect(sorted(Object.keys(catalog))).toEqual(sorted(Object.keys(en)));
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const [key, english] of Object.entries(en)) {
          const text = catalog[key];
          expect(typeof text, `${language} ${key}`).toBe('string');
          expect(text?.trim(), `${language} ${key} is empty`).not.toBe('');
          const theirs = messageArguments(text ?? '');
          const ours = messageArguments(english);
          expect(sorted(theirs.names), `${language} ${key}`).toEqual(sorted(ours.names));
          expect(theirs.pluralOptions.length, `${language} ${key}`).toBe(ours.pluralOptions.length);
          for (const options of theirs.pluralOptions) {
            const forms = [...options].filter((option) => !option.startsWith('='));
            expect(sorted(forms), `${language} ${key}: the plural forms`).toEqual(sorted(needed));
          }
        }
      },
    );
  });
});
