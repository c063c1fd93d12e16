import { getDigest, setDigest } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** GET /api/admin/digest: whether this admin gets the daily digest of new submissions. */
export function useDigestSetting() {
  return useQuery(endpointQuery(getDigest, {}));
}

/** PUT /api/admin/digest */
export function useSaveDigestSetting() {
  return useEndpointMutation(
    setDigest,
    (on: boolean) => ({ body: { daily_digest: on } }),
    (queryClient) => ({
      onSuccess: (data) => queryClient.setQueryData(endpointKey(getDigest, {}), data),
    }),
  );
}
