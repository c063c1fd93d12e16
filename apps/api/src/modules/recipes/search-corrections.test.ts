import { describe, expect, it } from 'vitest';
import { corrections, editDistance, maxEdits } from './search-corrections.js';

describe('editDistance', () => {
  it.each([
    ['chicken', 'chicken', 0],
    ['chiken', 'chicken', 1],
    ['chikcen', 'chicken', 1],
    ['chickenn', 'chicken', 1],
    ['chucken', 'chicken', 1],
    ['lasgna', 'lasagna', 1],
    ['choclate', 'chocolate', 1],
    ['purple', 'puree', 2],
    ['', 'abc', 3],
    ['crème', 'creme', 1],
  ])('when %s is compared with %s, then the distance is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('when the distance passes the limit, then it answers limit + 1 without finishing', () => {
    expect(editDistance('zzzznotarecipe', 'recipe', 2)).toBe(3);
    expect(editDistance('carburetor', 'carrot', 1)).toBe(2);
    expect(editDistance('abcdef', 'abcdeg', 1)).toBe(1);
  });
});

describe('maxEdits', () => {
  it('when a word is short, then it is never corrected; longer words allow one, then two edits', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 12, 30].map(maxEdits)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });
});

describe('corrections', () => {
  const near = (...words: [string, number][]) =>
    words.map(([word, similarity]) => ({ word, similarity }));

  it('when dictionary words are within the bound, then the fewest edits come first, then the most similar', () => {
    expect(
      corrections('choclate', near(['chocolat', 0.6], ['chocolate', 0.5], ['clean', 0.3]), 2),
    ).toEqual(['chocolate', 'chocolat']);
    expect(corrections('chiken', near(['chicken', 0.5], ['chick', 0.4]), 2)).toEqual(['chicken']);
    expect(corrections('vegitarian', near(['vegetarian', 0.6], ['vegetables', 0.3]), 2)).toEqual([
      'vegetarian',
    ]);
  });

  it('when the nearest words are too far for the word length, then there is no correction', () => {
    expect(corrections('zzzznotarecipe', near(['recipe', 0.44], ['recipes', 0.4]), 2)).toEqual([]);
    expect(corrections('purple', near(['puree', 0.3], ['pure', 0.3]), 2)).toEqual([]);
    expect(corrections('pie', near(['pies', 0.5], ['pig', 0.3]), 2)).toEqual([]);
  });

  it('when more words qualify than allowed, then only the first few are kept', () => {
    expect(corrections('cake', near(['bake', 0.3], ['cakes', 0.6], ['lake', 0.3]), 1)).toEqual([
      'cakes',
    ]);
  });
});
