import type { Request, RequestHandler, Response } from 'express';

interface Entry {
  version: number;
  body: string;
  total: string | undefined;
}

export interface PublicCacheOptions {
  /** The data version: equal versions mean equal answers (recipe_version, on every instance; DataVersion). */
  version(): Promise<number>;
  /** Entries kept, least recently used dropped first. */
  maxEntries?: number;
  /** Requests that must always be answered afresh. */
  skip?: (req: Request) => boolean;
}

/**
 * Keeps the JSON of successful reads under the key `keyOf` gives (none: not cached), valid while
 * the data version is unchanged. A hit costs no query while the version is held in memory
 * (DataVersion), else one one-row query, instead of the list query and its serialisation; a write
 * anywhere (any instance) changes the version, so nothing stale is served.
 */
function versionedReadCache(
  version: () => Promise<number>,
  maxEntries: number,
  keyOf: (req: Request) => string | undefined,
): RequestHandler {
  const entries = new Map<string, Entry>();
  return async (req, res, next) => {
    const key = req.method === 'GET' ? keyOf(req) : undefined;
    if (key === undefined) {
      next();
      return;
    }
    const current = await version();
    const hit = entries.get(key);
    if (hit && hit.version === current) {
      entries.delete(key);
      entries.set(key, hit);
      if (hit.total !== undefined) res.set('X-Total-Count', hit.total);
      res.type('application/json').send(hit.body);
      return;
    }
    const json = res.json.bind(res) as (body: unknown) => Response;
    res.json = (body: unknown) => {
      if (res.statusCode === 200) {
        const total = res.get('X-Total-Count');
        const text = JSON.stringify(body);
        entries.delete(key);
        entries.set(key, { version: current, body: text, total });
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        return res.type('application/json').send(text);
      }
      return json(body);
    };
    next();
  };
}

/**
 * Anonymous reads, keyed by URL. Signed-in callers are never served from it nor stored in it:
 * their answers may carry their own email addresses.
 */
export function publicReadCache({
  version,
  maxEntries = 500,
  skip,
}: PublicCacheOptions): RequestHandler {
  return versionedReadCache(version, maxEntries, (req) =>
    req.principal || req.authProblem || skip?.(req) ? undefined : req.originalUrl,
  );
}

/**
 * A signed-in caller's own reads (My Recipes, the moderation lists), keyed by the token's subject
 * and the URL, so one caller's answer is never another's. Placed after the access check, which
 * every request still passes through.
 */
export function signedInReadCache({
  version,
  maxEntries = 500,
}: Omit<PublicCacheOptions, 'skip'>): RequestHandler {
  return versionedReadCache(version, maxEntries, (req) =>
    req.principal ? `${req.principal.sub}\n${req.originalUrl}` : undefined,
  );
}
