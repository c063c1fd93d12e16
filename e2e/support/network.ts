import type { Page, Request } from '@playwright/test';

/** The requests each page has open, kept by trackRequests (fixtures.ts does it for every page). */
const openRequests = new WeakMap<Page, Set<Request>>();
const quietWaiters = new WeakMap<Page, Set<() => void>>();

/** Counts `page`'s requests from now on, for networkQuiet(). */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  const waiters = new Set<() => void>();
  openRequests.set(page, open);
  quietWaiters.set(page, waiters);
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  const done = (request: Request) => {
    if (open.delete(request)) changed();
  };
  page.on('request', (request) => {
    open.add(request);
    changed();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // An event stream stays open for as long as the page listens: it has come once its answer has.
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) {
      done(response.request());
    }
  });
}

/**
 * Resolves once `page` has had no request open for `quietMs`: Playwright's 'networkidle', whose
 * quiet time is a fixed 500 ms, with a shorter one. Every page opened in a test waited that long
 * after its last request, and the tests that walk every page open some 70 each.
 */
export function networkQuiet(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const open = openRequests.get(page);
  const waiters = quietWaiters.get(page);
  if (!open || !waiters) throw new Error('This page’s requests are not tracked (e2e/fixtures.ts)');
  return new Promise<void>((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error) => {
      clearTimeout(quiet);
      clearTimeout(limit);
      waiters.delete(check);
      if (error) reject(error);
      else resolve();
    };
    const limit = setTimeout(() => {
      const urls = [...open].map((request) => request.url()).join(', ');
      finish(new Error(`The network was not quiet within ${timeoutMs} ms; still open: ${urls}`));
    }, timeoutMs);
    // Any request starting or ending restarts the quiet time; it runs only while none is open.
    function check() {
      clearTimeout(quiet);
      quiet = open!.size === 0 ? setTimeout(() => finish(), quietMs) : undefined;
    }
    waiters.add(check);
    check();
  });
}

/** Takes out of `consoleErrors` the messages that `expected` matches, leaving the others to fail. */
export function dropExpectedErrors(consoleErrors: string[], expected: RegExp) {
  const unexpected = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}
