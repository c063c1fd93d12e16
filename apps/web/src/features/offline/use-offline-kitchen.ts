import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { startServiceWorker } from './service-worker';
import { useOnline } from './use-online';

/** Calls `run` once the browser has nothing better to do; returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 2_000);
  return () => window.clearTimeout(handle);
}

/**
 * Registers the service worker for everyone once the page is idle; for a signed-in cook who is
 * online, also keeps the kitchen saved for offline use (kitchen-sync.ts, loaded only then).
 */
export function useOfflineKitchen() {
  const session = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const email = session.status === 'signed-in' ? session.user?.email : undefined;

  useEffect(() => whenIdle(() => void startServiceWorker()), []);

  // TanStack Query hears only the browser's online and offline events, not how a page opened:
  // told at once, it reads again what failed offline as soon as the network is back.
  useEffect(() => {
    onlineManager.setOnline(online);
  }, [online]);

  useEffect(() => {
    if (!email || !online) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      void import('./kitchen-sync').then(({ startKitchenSync }) => {
        if (!stopped) stop = startKitchenSync(email, queryClient);
      });
    });
    return () => {
      stopped = true;
      cancelIdle();
      stop?.();
    };
  }, [email, online, queryClient]);
}
