import type { SiteLanguage } from '@family-recipes/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SessionProvider } from '../features/identity/session/session-provider';
import { FavouriteCardHeart } from '../features/favourites/components/favourite-heart';
import { LanguageProvider } from '../i18n/language';
import type { Messages } from '../i18n/messages';
import { CardActionProvider } from '../lib/card-actions';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { useHydrated } from '../lib/use-hydrated';
import { preloadSignedInHeader } from './layout/header';
import { createQueryClient } from './query-client';

/**
 * The toaster and its CSS-in-JS runtime load beside the first page instead of before it: no toast
 * can show before someone acts, and one asked for earlier waits in the toast store.
 */
const Toaster = lazy(() => import('./translated-toaster'));

export function AppProvider({
  children,
  queryClient,
  language = 'en',
  usedMessages,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The language the app starts in (main.tsx, entry-server.tsx); English in tests. */
  language?: SiteLanguage;
  /** On the server: notes the parts of the app the page used (entry-server.tsx). */
  usedMessages?: Map<string, Messages<string>>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider initial={language} used={usedMessages}>
        <RuntimeConfigProvider>
          <SessionProvider beforeSignedIn={preloadSignedInHeader}>
            <CardActionProvider action={FavouriteCardHeart}>{children}</CardActionProvider>
          </SessionProvider>
        </RuntimeConfigProvider>
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
