/**
 * The service worker the web build writes (/sw.js, vite.config.ts). It is registered from the
 * app once a page is shown, and workbox-window is fetched only then: none of it is part of the
 * first load.
 */
let started: Promise<boolean> | undefined;

function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/**
 * Registers the worker (once per page) and resolves true when it controls this page, false where
 * there is none: an old browser, a page that is not served over https, the development server.
 */
export function startServiceWorker(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(false);
  started ??= import('workbox-window')
    .then(async ({ Workbox }) => {
      await new Workbox('/sw.js').register();
      await controlled();
      // The worker now keeps no token; one an earlier worker kept goes at once. Its code failing
      // to load does not make the worker any less in control.
      await import('./forget-tokens')
        .then(({ forgetSavedTokens }) => forgetSavedTokens())
        .catch(() => undefined);
      return true;
    })
    .catch(() => false);
  return started;
}
