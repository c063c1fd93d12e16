/**
 * Every part of the app's messages is complete in every site language (decision 049): each
 * `locales` folder has a file per language with exactly English's messages, each message reads as
 * ICU text with English's values and the plural forms its language needs, and each English message
 * is used by the code that imports the part's messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_LANGUAGES, messageArguments } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return [full];
  });
}

const sources = filesUnder(SRC).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'),
);
const localeFolders = [
  ...new Set(
    filesUnder(SRC)
      .filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.json`))
      .map((file) => path.dirname(file)),
  ),
];

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

it('finds the parts of the app that have messages', () => {
  expect(localeFolders.map((dir) => path.relative(SRC, dir))).toContain(
    path.join('app', 'locales'),
  );
});

describe.each(localeFolders.map((dir) => [path.relative(SRC, dir), dir] as const))(
  '%s',
  (_name, dir) => {
    const en = read(path.join(dir, 'en.json'));
    const messagesModule = path.join(dir, '..', 'messages.ts');
    const exported = /export const (\w+) = defineMessages\(/.exec(
      readFileSync(messagesModule, 'utf8'),
    )?.[1];

    it('has a file for every site language and nothing else', () => {
      expect(readdirSync(dir).sort()).toEqual(SITE_LANGUAGES.map((l) => `${l}.json`).sort());
    });

    it.each(SITE_LANGUAGES.filter((l) => l !== 'en'))(
      'in %s, has every message, each complete',
      (language) => {
        const catalog = read(path.join(dir, `${language}.json`));
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const [key, text] of Object.entries(catalog)) {
          expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
          const theirs = messageArguments(text);
          const ours = messageArguments(en[key] ?? '');
          expect([...theirs.names].sort(), `${language} ${key}`).toEqual([...ours.names].sort());
          for (const options of theirs.pluralOptions) {
            for (const category of needed) {
              expect(options.has(category) || options.has('other'), `${language} ${key}`).toBe(
                true,
              );
              if (category !== 'other' && language === 'ar') {
                expect(options.has(category), `ar ${key} needs "${category}"`).toBe(true);
              }
            }
          }
        }
      },
    );

    it('uses every English message in the code that imports them', () => {
      expect(exported, `${messagesModule} exports its messages`).toBeDefined();
      const users = sources.filter((file) => readFileSync(file, 'utf8').includes(exported ?? '\0'));
      const code = users.map((file) => readFileSync(file, 'utf8')).join('\n');
      const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`));
      expect(unused).toEqual([]);
    });
  },
);
