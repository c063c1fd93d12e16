import { getConfig, type RuntimeConfig } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiError } from './api-client';
import { endpointQuery } from './endpoint-query';

export type { RuntimeConfig };

export type RuntimeConfigState =
  | { status: 'pending'; config: undefined; error: null }
  | { status: 'error'; config: undefined; error: ApiError }
  | { status: 'success'; config: RuntimeConfig; error: null };

/**
 * One web build serves every environment, so the identity settings come from the API at run time.
 * The server validates them with the shared runtimeConfigSchema; parsing again here would put zod
 * into every page's bundle for no gain.
 */
export const runtimeConfigQueryOptions = () =>
  endpointQuery(getConfig, {}, { staleTime: Infinity, gcTime: Infinity });

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
  if (state === null)
    throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider.');
  return state;
}
