import { describe, expect, it } from 'vitest';
import { formatSearchCorrected } from './search-corrected.js';

describe('the X-Search-Corrected header', () => {
  it('when words are corrected, then each reads as typed=read, comma-separated', () => {
    const corrections = [
      { typed: 'chiken', read: 'chicken' },
      { typed: 'soupe', read: 'soup' },
    ];
    expect(formatSearchCorrected(corrections)).toBe('chiken=chicken,soupe=soup');
    expect(formatSearchCorrected([])).toBe('');
  });

  it('when a word is not ASCII or holds the separators, then the value is ASCII, each side encoded', () => {
    const value = formatSearchCorrected([
      { typed: 'crèmé', read: 'crème' },
      { typed: 'a=b', read: 'c,d' },
    ]);
    expect(value).toBe('cr%C3%A8m%C3%A9=cr%C3%A8me,a%3Db=c%2Cd');
    expect(/^[\x20-\x7e]*$/.test(value)).toBe(true);
  });
});
