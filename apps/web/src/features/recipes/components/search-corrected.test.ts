import { formatSearchCorrected } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { parseSearchCorrected } from './search-corrected';

describe('reading X-Search-Corrected', () => {
  it('when the server wrote the header, then the pairs read back as they were', () => {
    const corrections = [
      { typed: 'chiken', read: 'chicken' },
      { typed: 'crèmé', read: 'crème' },
      { typed: 'a=b', read: 'c,d' },
    ];
    expect(parseSearchCorrected(formatSearchCorrected(corrections))).toEqual(corrections);
  });

  it('when the header is missing or malformed, then only the readable pairs are given', () => {
    expect(parseSearchCorrected(null)).toEqual([]);
    expect(parseSearchCorrected('')).toEqual([]);
    expect(parseSearchCorrected('a=b=c,%E0%A4%A=x,=x,ok=fine')).toEqual([
      { typed: 'ok', read: 'fine' },
    ]);
  });
});
