import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppShell, MAIN_ID } from './layout/app-shell';
import { PageLoading } from '../components/ui/page-loading';
import { NotFoundPage } from './routes/not-found';
import { usePreloadOnIntent } from './use-preload-on-intent';
import { useSession } from '../lib/session';
import { useHydrated } from '../lib/use-hydrated';

/** `preload` starts a page's code and data before its link is followed (router.tsx). */
export function RootLayout({ preload }: { preload: (url: URL) => void }) {
  useFocusMainOnNavigation();
  usePreloadOnIntent(preload);
  const navigation = useNavigation();
  // Loaded once the page is live: the server draws nothing of it, and a page it had to wait for
  // would be drawn on the client instead.
  const hydrated = useHydrated();
  return (
    <AppShell>
      {hydrated && (
        <Suspense fallback={null}>
          <OfflineSupport />
        </Suspense>
      )}
      <SendWaitingChanges />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

/**
 * The offline kitchen (service worker, saved pages, the offline banner) loads beside the first
 * page rather than in it: nothing of it shows until the connection drops.
 */
const OfflineSupport = lazy(() =>
  import('../features/offline/components/offline-support').then((m) => ({
    default: m.OfflineSupport,
  })),
);

/** Loaded after the first page, for a signed-in cook only: no visitor waits for it. */
const PendingSync = lazy(() =>
  import('../features/sync').then((m) => ({ default: m.PendingSync })),
);

/**
 * Changes a cook made offline are sent when the site opens online and when the connection comes
 * back, whichever page is open (decision 029).
 */
function SendWaitingChanges() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PendingSync />
    </Suspense>
  );
}

/** Shown while the first page's code loads. */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageLoading />
    </AppShell>
  );
}

/** When the layout itself fails, the 404 page stands alone. */
export function RootErrorPage() {
  return (
    <main id={MAIN_ID} className="site-main">
      <NotFoundPage />
    </main>
  );
}

/**
 * A screen reader starts reading the new page instead of staying on the link that was followed;
 * a menu opened while the page was on its way (`data-open`) keeps the focus.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.activeElement?.closest('[data-open]')) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
