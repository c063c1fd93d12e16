/*
 * The search cache (decision 037): the answers of repeated searches, valid while the recipes' data
 * version is unchanged. The version is the one every instance holds in memory and hears bumped by
 * every write anywhere (DataVersion, decision 021), so a write makes the next search fresh on every
 * instance at once, without a notification path of its own.
 */
import { toRecipeSummaryJson } from './recipe.mapper.js';
import type { SearchOptions, SearchPage } from './recipes.search-options.js';

/** Bounds of the cache: the least recently used entries go first once either is reached. */
interface SearchCacheLimits {
  maxEntries: number;
  /** An estimate: the UTF-8 length of each entry's JSON, twice (the rows and the text). */
  maxBytes: number;
}

const SEARCH_CACHE_LIMITS: SearchCacheLimits = { maxEntries: 1_000, maxBytes: 16 * 2 ** 20 };

export interface SearchCacheStats {
  /** Answers the cache gave. */
  hits: number;
  /** Answers that waited for the same search already being answered. */
  shared: number;
  /** Answers that ran their search. */
  misses: number;
  entries: number;
  bytes: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * A least-recently-used map bounded in entries and bytes, for one data version at a time: a newer
 * version empties it (every entry is stale), an older one (a reader behind a write) neither reads
 * nor writes it.
 */
export class VersionedLru<V> {
  private version: number | undefined;
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(private readonly limits: SearchCacheLimits) {}

  get(version: number, key: string): V | undefined {
    this.advance(version);
    const entry = version === this.version ? this.entries.get(key) : undefined;
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(version: number, key: string, value: V, bytes: number): void {
    this.advance(version);
    if (version !== this.version || bytes > this.limits.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private advance(version: number) {
    if (this.version !== undefined && version <= this.version) return;
    this.version = version;
    this.entries.clear();
    this.bytes = 0;
  }
}

/** A search's page with the JSON of its items as a visitor sees them. */
interface CachedSearch {
  page: SearchPage;
  /** The items as GET /api/recipes answers anyone who owns none of them and is no admin. */
  publicJson: string;
}

/** Everything that changes a search's answer, normalised: the words, never the viewer. */
function keyOf(options: SearchOptions): string {
  const q = options.q.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return JSON.stringify([
    q,
    options.category ?? null,
    options.sortBy ?? null,
    options.order ?? null,
    options.limit,
    options.page,
    options.asTyped === true,
  ]);
}

const visitorView = { includeEmail: false, includeReview: false };

/**
 * Searches through the cache. The answer depends only on the options and the data (search lists
 * approved recipes to anyone alike); what differs per viewer (a submitter's address, for an admin
 * or the owner) is added when the rows are presented, after the cache.
 */
export class SearchAnswers {
  private readonly cache: VersionedLru<CachedSearch>;
  /** Searches being answered, so that the same search asked meanwhile waits for the one answer. */
  private readonly pending = new Map<string, Promise<CachedSearch>>();
  private readonly counts = { hits: 0, shared: 0, misses: 0 };

  constructor(
    private readonly search: (options: SearchOptions) => Promise<SearchPage>,
    limits: SearchCacheLimits = SEARCH_CACHE_LIMITS,
  ) {
    this.cache = new VersionedLru(limits);
  }

  /** The search at `version`, and how it was answered. */
  async answer(
    options: SearchOptions,
    version: number,
  ): Promise<{ search: CachedSearch; answered: 'hit' | 'shared' | 'miss' }> {
    const key = keyOf(options);
    const cached = this.cache.get(version, key);
    if (cached) {
      this.counts.hits += 1;
      return { search: cached, answered: 'hit' };
    }
    const flight = `${version}\n${key}`;
    const pending = this.pending.get(flight);
    if (pending) {
      this.counts.shared += 1;
      return { search: await pending, answered: 'shared' };
    }
    this.counts.misses += 1;
    const filling = this.fill(options, version, key).finally(() => this.pending.delete(flight));
    this.pending.set(flight, filling);
    return { search: await filling, answered: 'miss' };
  }

  stats(): SearchCacheStats {
    return { ...this.counts, ...this.cache.size() };
  }

  private async fill(options: SearchOptions, version: number, key: string): Promise<CachedSearch> {
    const page = await this.search(options);
    const publicJson = JSON.stringify(page.items.map((r) => toRecipeSummaryJson(r, visitorView)));
    const search = { page, publicJson };
    // The rows hold about what their JSON does; both are counted.
    const bytes = 2 * Buffer.byteLength(publicJson) + 2 * key.length + 256;
    this.cache.set(version, key, search, bytes);
    return search;
  }
}
