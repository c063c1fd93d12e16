import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function onlineNow(): boolean {
  return navigator.onLine;
}

/** The server draws pages as if online; the browser takes over with what it knows. */
function onlineOnServer(): boolean {
  return true;
}

/**
 * Whether the browser thinks it has a network: `navigator.onLine`, kept up to date by the
 * `online` and `offline` events. True while drawn on the server and on the first paint there.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onlineNow, onlineOnServer);
}
