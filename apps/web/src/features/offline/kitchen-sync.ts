import type { QueryClient } from '@tanstack/react-query';
import { startServiceWorker } from './service-worker';
import { browserReader, warmKitchen } from './warm-kitchen';

/** Set on <html> once the kitchen is saved for offline use (the browser tests wait for it). */
const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** How long a warm-up counts in this tab, and how often it runs while the tab stays open. */
const WARM_EVERY_MS = 30 * 60 * 1000;
/** After a change, the warm-up waits for the cook to finish, and runs at most this often. */
const AFTER_CHANGE_MS = 15_000;
const CHANGE_SPACING_MS = 2 * 60 * 1000;
const STAMP_KEY = 'family-recipes:offline-warmed';

interface Stamp {
  email: string;
  at: number;
}

function readStamp(): Stamp | null {
  try {
    const stamp = JSON.parse(sessionStorage.getItem(STAMP_KEY) ?? 'null') as Stamp | null;
    return stamp && typeof stamp.email === 'string' && typeof stamp.at === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

function writeStamp(stamp: Stamp) {
  try {
    sessionStorage.setItem(STAMP_KEY, JSON.stringify(stamp));
  } catch {
    // Without session storage the warm-up only runs again sooner.
  }
}

async function warm(email: string, force: boolean, signal: AbortSignal): Promise<void> {
  const stamp = readStamp();
  const recent = stamp?.email === email && Date.now() - stamp.at < WARM_EVERY_MS;
  if (!(await startServiceWorker()) || signal.aborted) return;
  const html = document.documentElement;
  if (recent && !force) {
    html.setAttribute(OFFLINE_READY_ATTRIBUTE, 'true');
    return;
  }
  html.removeAttribute(OFFLINE_READY_ATTRIBUTE);
  await warmKitchen(browserReader(signal));
  if (signal.aborted) return;
  writeStamp({ email, at: Date.now() });
  html.setAttribute(OFFLINE_READY_ATTRIBUTE, 'true');
}

/**
 * Saves the signed-in cook's kitchen for offline use (warm-kitchen.ts) now, unless this tab did
 * so in the last half hour; again every half hour, and 15 s after the cook changes something (at
 * most every two minutes). Returns the stop, which also abandons a warm-up under way.
 */
export function startKitchenSync(email: string, queryClient: QueryClient): () => void {
  const controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let lastChangeRun = 0;
  let changeTimer: number | undefined;
  const run = (force: boolean) => {
    running = running.then(() => warm(email, force, controller.signal)).catch(() => undefined);
  };
  run(false);
  const every = window.setInterval(() => run(false), WARM_EVERY_MS);
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    window.clearTimeout(changeTimer);
    const wait = Math.max(AFTER_CHANGE_MS, lastChangeRun + CHANGE_SPACING_MS - Date.now());
    changeTimer = window.setTimeout(() => {
      lastChangeRun = Date.now();
      run(true);
    }, wait);
  });
  return () => {
    controller.abort();
    unsubscribe();
    window.clearInterval(every);
    window.clearTimeout(changeTimer);
  };
}
