import type { SiteLanguage } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { APP_READY_ATTRIBUTE } from './first-photo';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Beyond this, the first render shows the loading shell rather than keep the screen blank. */
const FIRST_PAGE_WAIT_MS = 500;

/**
 * Resolves when the router has the first page's code and data (the boot script usually fetched
 * the code beside the app), or after a short wait: rendering the page straight away instead of the
 * loading shell first spares a phone one whole render and layout before the page appears. A page
 * drawn on the server waits however long it takes (`patient`): hydration must draw the same page.
 */
export function firstPageReady(
  router: AppRouter,
  { patient = false }: { patient?: boolean } = {},
): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = patient ? undefined : setTimeout(done, FIRST_PAGE_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** The app, with the router and the query client its route loaders fill (main.tsx). */
export function App({
  router,
  queryClient,
  language,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  language: SiteLanguage;
}) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProvider queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
