import { getDigest, setDigest } from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/endpoint-query';

/** GET /api/admin/digest: whether this admin gets the daily digest of new submissions. */
export function useDigestSetting() {
  return useQuery(endpointQuery(getDigest, {}));
}

/** PUT /api/admin/digest */
export function useSaveDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(setDigest, (on: boolean) => ({ body: { daily_digest: on } }), {
      onSuccess: (data) => queryClient.setQueryData(endpointKey(getDigest, {}), data),
    }),
  );
}
