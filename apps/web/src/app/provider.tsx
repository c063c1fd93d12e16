import { TOAST_DURATION_MS, TOAST_POSITION } from '@family-recipes/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SessionProvider } from '../features/auth/session/session-provider';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { createQueryClient } from './query-client';

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
  return (
    <QueryClientProvider client={client}>
      <RuntimeConfigProvider>
        <SessionProvider>{children}</SessionProvider>
      </RuntimeConfigProvider>
      <Toaster
        position={TOAST_POSITION}
        toastOptions={{ duration: TOAST_DURATION_MS.default, style: TOAST_STYLE }}
      />
    </QueryClientProvider>
  );
}
