import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './msw';

// findBy* and waitFor wait up to 10 s: the test command runs the API and web suites side by side,
// and on a busy two-core machine a lazily loaded route can take more than the default second. With
// more work beside them (the web suite took 264-316 s there instead of 170 s alone), a click that
// sends two requests and shows a toast took more than 5 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine: scrolling is a no-op here instead of a "not implemented" error.
// (The server render's tests run without any window.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * An unexpected console.error (a React warning, a failed act(), an uncaught render error) fails the
 * test. A test that expects one asserts it and then clears the spy with mockClear().
 */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  const calls = vi.mocked(console.error).mock.calls;
  if (calls.length > 0) {
    const messages = calls.map((args) => args.map(String).join(' ')).join('\n');
    expect.fail(`Unexpected console.error:\n${messages}`);
  }
});
