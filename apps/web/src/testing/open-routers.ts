import type { createMemoryRouter } from 'react-router';

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The routers renderApp (test-utils.tsx) made that are not yet settled (settleRouters). */
export const openRouters = new Set<AppRouter>();

const idle = (router: AppRouter) =>
  router.state.initialized &&
  router.state.navigation.state === 'idle' &&
  router.state.revalidation === 'idle' &&
  [...router.state.fetchers.values()].every((fetcher) => fetcher.state === 'idle');

/**
 * Waits until the routers of a test have finished their loaders (10 s at most), then stops them.
 * A loader still running when its test ends would otherwise finish in a later test or file, and
 * put its photo links into that test's page.
 */
export async function settleRouters(): Promise<void> {
  const routers = [...openRouters];
  openRouters.clear();
  await Promise.all(
    routers.map(async (router) => {
      if (!idle(router)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, 10_000);
          const unsubscribe = router.subscribe(() => {
            if (idle(router)) done();
          });
          function done() {
            clearTimeout(timer);
            unsubscribe();
            resolve();
          }
        });
      }
      router.dispose();
    }),
  );
}
