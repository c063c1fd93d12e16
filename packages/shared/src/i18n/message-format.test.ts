import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../languages/languages.js';
import { messageArguments } from './message-arguments.js';
import { MessageSyntaxError, formatMessage, parseMessage } from './message-format.js';

const RECIPES = '{count, plural, =0 {No recipes yet} one {# recipe} other {# recipes}}';

describe('formatMessage', () => {
  it('writes every whole number as Intl does in each of the site\u2019s languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_LANGUAGES),
        fc.oneof(
          fc.integer({ min: -1200, max: 1200 }),
          fc.double({ min: -2000, max: 2000, noNaN: true }),
        ),
        (language, n) => {
          expect(formatMessage('{n}', { n }, language)).toBe(
            new Intl.NumberFormat(language).format(n),
          );
        },
      ),
    );
    for (const language of SITE_LANGUAGES) {
      expect(formatMessage('{n}', { n: -0 }, language)).toBe(
        new Intl.NumberFormat(language).format(-0),
      );
      for (let n = 0; n < 1000; n++) {
        expect(formatMessage('{n}', { n }, language)).toBe(
          new Intl.NumberFormat(language).format(n),
        );
      }
    }
  });

  it('puts values in, numbers as the language writes them', () => {
    expect(formatMessage('Hello, {name}!', { name: 'Rose' }, 'en')).toBe('Hello, Rose!');
    expect(formatMessage('{n} g', { n: 1234.5 }, 'de')).toBe('1.234,5 g');
    expect(formatMessage('{n} g', { n: 1234.5 }, 'en')).toBe('1,234.5 g');
  });

  it('picks plural forms by each language’s rules, =0 first', () => {
    const forms = (language: string, message: string) =>
      [0, 1, 2, 3, 11, 100].map((count) => formatMessage(message, { count }, language));
    expect(forms('en', RECIPES)).toEqual([
      'No recipes yet',
      '1 recipe',
      '2 recipes',
      '3 recipes',
      '11 recipes',
      '100 recipes',
    ]);
    const arabic =
      '{count, plural, zero {لا وصفات} one {وصفة واحدة} two {وصفتان} few {# وصفات} many {# وصفة} other {# وصفة}}';
    // CLDR writes Arabic with Western digits unless a region asks for others (ar-EG).
    expect(forms('ar', arabic)).toEqual([
      'لا وصفات',
      'وصفة واحدة',
      'وصفتان',
      '3 وصفات',
      '11 وصفة',
      '100 وصفة',
    ]);
    expect(forms('fr', '{count, plural, one {# recette} other {# recettes}}')).toEqual([
      '0 recette',
      '1 recette',
      '2 recettes',
      '3 recettes',
      '11 recettes',
      '100 recettes',
    ]);
  });

  it('picks select options, other when none matches, and keeps quoted braces', () => {
    const edition = '{edition, select, print {for the print shop} other {for home}}';
    expect(formatMessage(edition, { edition: 'print' }, 'en')).toBe('for the print shop');
    expect(formatMessage(edition, { edition: 'screen' }, 'en')).toBe('for home');
    expect(formatMessage("Type '{name}' here, it''s fine", {}, 'en')).toBe(
      "Type {name} here, it's fine",
    );
    expect(formatMessage("Grandma's {dish}", { dish: 'pie' }, 'en')).toBe("Grandma's pie");
  });

  it('leaves a value that was not given visible, never undefined', () => {
    expect(formatMessage('By {name}', {}, 'en')).toBe('By {name}');
  });
});

describe('parseMessage', () => {
  it('refuses text outside the subset', () => {
    for (const bad of [
      'Unclosed {name',
      'Stray } brace',
      '{count, plural, one {#}}',
      '{count, number}',
      "'{never closed",
    ]) {
      expect(() => parseMessage(bad), bad).toThrow(MessageSyntaxError);
    }
  });

  it('never fails otherwise: any text either parses and formats or is refused as a syntax error', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '#', "'", 'a', ' ', ',', 'plural', 'other') }),
        (text) => {
          try {
            parseMessage(text);
          } catch (err) {
            expect(err).toBeInstanceOf(MessageSyntaxError);
            return;
          }
          expect(typeof formatMessage(text, { a: 1 }, 'de')).toBe('string');
        },
      ),
    );
  });
});

describe('messageArguments', () => {
  it('names the values and the plural options a message uses', () => {
    const { names, pluralOptions } = messageArguments(`By {cook}: ${RECIPES}`);
    expect([...names]).toEqual(['cook', 'count']);
    expect(pluralOptions.map((o) => [...o])).toEqual([['=0', 'one', 'other']]);
  });
});
