import { getDigest, setDigest, type DigestSetting } from '@family-recipes/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { digestKeys } from '../../../lib/query-keys';

/** GET /api/admin/digest: whether this admin gets the daily digest of new submissions. */
const digestSettingQueryOptions = () =>
  queryOptions<DigestSetting, ApiError>({
    queryKey: digestKeys.setting(),
    queryFn: ({ signal }) => call(getDigest, { signal }),
  });

export function useDigestSetting() {
  return useQuery(digestSettingQueryOptions());
}

/** PUT /api/admin/digest */
export function useSaveDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation<DigestSetting, ApiError, boolean>({
    mutationKey: digestKeys.save(),
    mutationFn: (on) => call(setDigest, { body: { daily_digest: on } }),
    onSuccess: (data) => queryClient.setQueryData(digestKeys.setting(), data),
  });
}
