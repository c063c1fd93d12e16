import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './msw';
import { settleRouters } from './open-routers';

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
 * A worker runs its files one after another in one window and one set of modules (`isolate:
 * false`, vite.config.ts): what a file leaves there is put back after it, so that the next file
 * starts as in a window of its own. Kept writes in the storage would otherwise be sent again by
 * the next file's app, a photo link or a title another page put in the head would be found there,
 * and a dialog double another file installed would answer its clicks.
 */
const firstWindow = globalThis as typeof globalThis & {
  firstWindowState?: {
    href: string;
    dialog: Record<'showModal' | 'close', PropertyDescriptor | undefined>;
  };
};
if (typeof window !== 'undefined') {
  firstWindow.firstWindowState ??= {
    href: window.location.href,
    dialog: {
      showModal: Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal'),
      close: Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'close'),
    },
  };
}
afterAll(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  const first = firstWindow.firstWindowState;
  if (typeof window === 'undefined' || !first) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', first.href);
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  // Style sheets stay: the modules that add them add each once per worker.
  for (const child of [...document.head.children]) {
    if (child.tagName !== 'STYLE') child.remove();
  }
  document.title = '';
  document.body.innerHTML = '';
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { polyfilled?: boolean };
  delete proto.polyfilled;
  for (const name of ['showModal', 'close'] as const) {
    const original = first.dialog[name];
    if (original) Object.defineProperty(proto, name, original);
    else delete (proto as unknown as Record<string, unknown>)[name];
  }
});

/**
 * An unexpected console.error (a React warning, a failed act(), an uncaught render error) fails the
 * test. A test that expects one asserts it and then clears the spy with mockClear().
 */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await settleRouters();
  // The toasts' styling library adds a style element for each rule it inserts (it looks its
  // element up through window._goober, which jsdom does not provide): they pile up in the head,
  // and every style computation reads them all.
  if (typeof document !== 'undefined') {
    for (const style of document.head.querySelectorAll('style#_goober')) style.remove();
  }
  const calls = vi.mocked(console.error).mock.calls;
  if (calls.length > 0) {
    const messages = calls.map((args) => args.map(String).join(' ')).join('\n');
    expect.fail(`Unexpected console.error:\n${messages}`);
  }
});
