import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../test-support/arbitraries.js';
import { cleanLines, cleanTags, parseLines, parseTags, scaleServing } from './lines.js';

describe('parseLines', () => {
  it('when given a text area, then it gives one trimmed entry per line without blank lines', () => {
    expect(parseLines('  Preheat the oven.\n\n   \r\nMix.\rBake 20 minutes. \n')).toEqual([
      'Preheat the oven.',
      'Mix.',
      'Bake 20 minutes.',
    ]);
  });

  it('when the text is blank, then there are no entries', () => {
    expect(parseLines(' \n \n')).toEqual([]);
  });
});

describe('cleanLines', () => {
  it('when given entries, then it trims them and drops blank ones', () => {
    expect(cleanLines([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('parseTags', () => {
  it('when given comma separated tags, then it trims them and drops empty ones', () => {
    expect(parseTags(' vegan, ,quick ,,  gluten free ')).toEqual(['vegan', 'quick', 'gluten free']);
  });

  it('when tags repeat in another case, then the first spelling is kept once', () => {
    expect(parseTags('Vegan, vegan, VEGAN, GF, gf')).toEqual(['Vegan', 'GF']);
  });

  it('when a tag has runs of spaces, then they collapse so that tag icons still match', () => {
    expect(parseTags('gluten    free')).toEqual(['gluten free']);
  });

  it('when the text is empty, then there are no tags', () => {
    expect(parseTags('')).toEqual([]);
  });
});

describe('cleanTags', () => {
  it('when given a list of tags, then it applies the same rules as parseTags', () => {
    expect(cleanTags([' Quick ', '', 'quick', 'Easy'])).toEqual(['Quick', 'Easy']);
  });
});

describe('scaleServing', () => {
  it.each([
    ['24 cookies', 2, '48 cookies'],
    ['4-6 servings', 2, '8-12 servings'],
    ['Serves 4 to 6', 3, 'Serves 12 to 18'],
    ['1 1/2 loaves', 2, '3 loaves'],
    ['1 1/2 loaves', 3, '4 1/2 loaves'],
    ['½ cake', 3, '1 1/2 cake'],
    ['2.5 dozen', 2, '5 dozen'],
    ['one pie', 2, 'one pie'],
  ])('when %j is scaled by %d, then it reads %j', (text, factor, expected) => {
    expect(scaleServing(text, factor)).toBe(expected);
  });

  it('when scaled by 1, then the text is exactly as the author wrote it', () => {
    expect(scaleServing('0.5 cake, serves 4–6', 1)).toBe('0.5 cake, serves 4–6');
  });
});

describe('lines properties', () => {
  it('when given any text, then parsing lines and tags never throws and gives no blank entries', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const entries = [...parseLines(text), ...parseTags(text)];
        return entries.every((entry) => entry.trim() !== '' && entry === entry.trim());
      }),
    );
  });

  it('when tags are parsed, then no two differ only in case', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const keys = parseTags(text).map((tag) => tag.toLowerCase());
        return new Set(keys).size === keys.length;
      }),
    );
  });

  it('when given any serving text, then scaling never throws and 1x changes nothing', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(1, 2, 3), (text, factor) => {
        const scaled = scaleServing(text, factor);
        return factor !== 1 || scaled === text;
      }),
    );
  });
});
