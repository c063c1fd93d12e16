import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiFetch, type ApiError } from './api-client';

// Replaced by the shared runtimeConfigSchema's type once @family-recipes/shared exports it.
export type RuntimeConfig = { cognito: { region: string; userPoolId: string; clientId: string; endpoint: string | null; authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' } };

export type RuntimeConfigState =
  | { status: 'pending'; config: undefined; error: null }
  | { status: 'error'; config: undefined; error: ApiError }
  | { status: 'success'; config: RuntimeConfig; error: null };

/** One web build serves every environment, so the identity settings come from the API at run time. */
export const runtimeConfigQueryOptions = () =>
  queryOptions<RuntimeConfig, ApiError>({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => apiFetch<RuntimeConfig>('/api/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

const RuntimeConfigContext = createContext<RuntimeConfigState | null>(null);

export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery(runtimeConfigQueryOptions());
  const state: RuntimeConfigState =
    query.status === 'success'
      ? { status: 'success', config: query.data, error: null }
      : query.status === 'error'
        ? { status: 'error', config: undefined, error: query.error }
        : { status: 'pending', config: undefined, error: null };
  return <RuntimeConfigContext value={state}>{children}</RuntimeConfigContext>;
}

/** The runtime configuration as loaded from GET /api/config; pages render while it loads or fails. */
export function useRuntimeConfig(): RuntimeConfigState {
  const state = useContext(RuntimeConfigContext);
  if (state === null) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider.');
  return state;
}
