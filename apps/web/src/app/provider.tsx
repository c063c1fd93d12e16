import { TOAST_DURATION_MS, TOAST_POSITION } from '@family-recipes/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SessionProvider } from '../features/identity/session/session-provider';
import { FavouriteCardHeart } from '../features/favourites/components/favourite-heart';
import { CardActionProvider } from '../lib/card-actions';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { useHydrated } from '../lib/use-hydrated';
import { preloadSignedInHeader } from './layout/header';
import { createQueryClient } from './query-client';

/**
 * The toaster and its CSS-in-JS runtime load beside the first page instead of before it: no toast
 * can show before someone acts, and one asked for earlier waits in the toast store.
 */
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

const TOAST_STYLE = {
  background: 'var(--color-surface)',
  color: 'var(--color-ink)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  boxShadow: 'var(--shadow-md)',
  padding: 'var(--space-3) var(--space-4)',
  maxWidth: '26rem',
};

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <RuntimeConfigProvider>
        <SessionProvider beforeSignedIn={preloadSignedInHeader}>
          <CardActionProvider action={FavouriteCardHeart}>{children}</CardActionProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster
            position={TOAST_POSITION}
            toastOptions={{ duration: TOAST_DURATION_MS.default, style: TOAST_STYLE }}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
