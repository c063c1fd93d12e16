import type { DigestSetting } from '@family-recipes/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';
import { digestKeys } from '../../../lib/query-keys';

/** GET /api/admin/digest: whether this admin gets the daily digest of new submissions. */
const digestSettingQueryOptions = () =>
  queryOptions<DigestSetting, ApiError>({
    queryKey: digestKeys.setting(),
    queryFn: ({ signal }) => apiFetch<DigestSetting>('/api/admin/digest', { signal }),
  });

export function useDigestSetting() {
  return useQuery(digestSettingQueryOptions());
}

/** PUT /api/admin/digest */
export function useSaveDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation<DigestSetting, ApiError, boolean>({
    mutationKey: digestKeys.save(),
    mutationFn: (on) =>
      apiFetch<DigestSetting>('/api/admin/digest', { method: 'PUT', json: { daily_digest: on } }),
    onSuccess: (data) => queryClient.setQueryData(digestKeys.setting(), data),
  });
}
