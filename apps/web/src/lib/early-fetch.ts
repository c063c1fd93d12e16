/**
 * Reads started before the code that needs them has run: the first page's data, asked for by the
 * boot script while the app's code is still downloading, and the next page's data when a link is
 * pointed at or touched (app/page-preload.ts). apiFetch takes each answer once, by its exact path,
 * if it is recent; an answer nobody takes is dropped.
 */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

function dropStale(now: number) {
  for (const [path, entry] of started) {
    if (now - entry.at >= FRESH_MS) started.delete(path);
  }
}

/** Starts a GET of `path` the way apiFetch would send it, unless a recent one is under way. */
export function fetchEarly(path: string): Promise<Response> {
  const now = Date.now();
  dropStale(now);
  const running = started.get(path);
  if (running) return running.response;
  const response = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  // Whoever takes the answer sees a failure; nobody else has to.
  response.catch(() => undefined);
  started.set(path, { at: now, response });
  return response;
}

/** The early answer for `path`, once; undefined when there is none or it is too old. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const entry = started.get(path);
  if (!entry) return undefined;
  started.delete(path);
  return Date.now() - entry.at < FRESH_MS ? entry.response : undefined;
}
