import { describe, expect, it } from 'vitest';
import { SearchAnswers, VersionedLru } from './search-cache.js';

describe('VersionedLru', () => {
  it('when more entries than allowed are set, then the least recently used go first', () => {
    const lru = new VersionedLru<string>({ maxEntries: 2, maxBytes: 1_000 });
    lru.set(1, 'a', 'A', 10);
    lru.set(1, 'b', 'B', 10);
    expect(lru.get(1, 'a')).toBe('A');
    lru.set(1, 'c', 'C', 10);
    expect(lru.get(1, 'b')).toBeUndefined();
    expect(lru.get(1, 'a')).toBe('A');
    expect(lru.get(1, 'c')).toBe('C');
    expect(lru.size()).toEqual({ entries: 2, bytes: 20 });
  });

  it('when the bytes would pass the bound, then old entries go, and an entry too large is not kept', () => {
    const lru = new VersionedLru<string>({ maxEntries: 100, maxBytes: 100 });
    lru.set(1, 'a', 'A', 40);
    lru.set(1, 'b', 'B', 40);
    lru.set(1, 'c', 'C', 40);
    expect(lru.size()).toMatchObject({ entries: 2, bytes: 80 });
    expect(lru.get(1, 'a')).toBeUndefined();
    lru.set(1, 'huge', 'H', 101);
    expect(lru.get(1, 'huge')).toBeUndefined();
    // The same key again replaces the entry and its bytes.
    lru.set(1, 'b', 'B2', 10);
    expect(lru.size()).toMatchObject({ entries: 2, bytes: 50 });
    expect(lru.get(1, 'b')).toBe('B2');
  });

  it('when the data version moves on, then every entry is gone; an older version neither reads nor writes', () => {
    const lru = new VersionedLru<string>({ maxEntries: 10, maxBytes: 1_000 });
    lru.set(1, 'a', 'A', 10);
    expect(lru.get(2, 'a')).toBeUndefined();
    expect(lru.size()).toMatchObject({ entries: 0, bytes: 0 });
    lru.set(2, 'a', 'A2', 10);
    lru.set(1, 'b', 'stale', 10);
    expect(lru.get(1, 'a')).toBeUndefined();
    expect(lru.get(2, 'b')).toBeUndefined();
    expect(lru.get(2, 'a')).toBe('A2');
  });
});

describe('SearchAnswers', () => {
  const options = { q: 'chicken  soup', limit: 12, page: 1 };
  const page = { items: [], total: 0, corrected: [] };

  it('when the same search is asked again meanwhile or later, then it is searched once per version', async () => {
    let searched = 0;
    let release = () => {};
    const answers = new SearchAnswers(async () => {
      searched += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return page;
    });
    const first = answers.answer(options, 7);
    const second = answers.answer({ ...options, q: ' chicken soup ' }, 7);
    release();
    expect((await first).answered).toBe('miss');
    expect((await second).answered).toBe('shared');
    expect(searched).toBe(1);
    expect((await answers.answer(options, 7)).answered).toBe('hit');
    const next = answers.answer(options, 8);
    release();
    expect((await next).answered).toBe('miss');
    expect(searched).toBe(2);
    const other = answers.answer({ ...options, asTyped: true }, 8);
    release();
    expect((await other).answered).toBe('miss');
    expect(searched).toBe(3);
    expect(answers.stats()).toMatchObject({ hits: 1, shared: 1, misses: 3, entries: 2 });
  });
});
