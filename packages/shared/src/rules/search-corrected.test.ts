import { describe, expect, it } from 'vitest';
import { formatSearchCorrected, parseSearchCorrected } from './search-corrected.js';

describe('the X-Search-Corrected header', () => {
  it('when words are corrected, then each reads as typed=read, comma-separated, and back', () => {
    const corrections = [
      { typed: 'chiken', read: 'chicken' },
      { typed: 'soupe', read: 'soup' },
    ];
    expect(formatSearchCorrected(corrections)).toBe('chiken=chicken,soupe=soup');
    expect(parseSearchCorrected('chiken=chicken,soupe=soup')).toEqual(corrections);
    expect(formatSearchCorrected([])).toBe('');
  });

  it('when a word is not ASCII, then the value is ASCII and reads back the same', () => {
    const value = formatSearchCorrected([{ typed: 'crèmé', read: 'crème' }]);
    expect(value).toBe('cr%C3%A8m%C3%A9=cr%C3%A8me');
    expect(/^[\x20-\x7e]*$/.test(value)).toBe(true);
    expect(parseSearchCorrected(value)).toEqual([{ typed: 'crèmé', read: 'crème' }]);
  });

  it('when the header is missing or malformed, then only the readable pairs are given', () => {
    expect(parseSearchCorrected(null)).toEqual([]);
    expect(parseSearchCorrected('')).toEqual([]);
    expect(parseSearchCorrected('a=b=c,%E0%A4%A=x,=x,ok=fine')).toEqual([
      { typed: 'ok', read: 'fine' },
    ]);
  });
});
