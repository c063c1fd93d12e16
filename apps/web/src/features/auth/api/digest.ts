import type { DigestSetting } from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';

const KEY = ['admin', 'digest'] as const;

/** GET /api/admin/digest: whether this admin gets the daily digest of new submissions. */
export function useDigestSetting() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<DigestSetting>('/api/admin/digest', { signal }),
  });
}

/** PUT /api/admin/digest */
export function useSaveDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation<DigestSetting, ApiError, boolean>({
    mutationFn: (on) =>
      apiFetch<DigestSetting>('/api/admin/digest', { method: 'PUT', json: { daily_digest: on } }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
