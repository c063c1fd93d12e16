import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

const MAX_RETRIES = 1;

/** A 4xx answer will not change on a second try; network failures and 5xx answers might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Reads run offline too: the service worker answers those saved for offline use
      // (decision 028), and a read it cannot answer fails at once instead of waiting.
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
