import {
  getCardRead,
  getCardReaderOffer,
  startCardRead,
  type CardRead,
} from '@family-recipes/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../lib/api-client';
import { upload } from '../../../../lib/api-upload';
import { endpointKey, endpointQuery, writeKey } from '../../../../lib/endpoint-query';

/** A running read is asked about this often: a read takes some seconds, its steps about one. */
const POLL_MS = 1_000;

const finished = (read: CardRead | undefined) =>
  read?.status === 'done' || read?.status === 'failed';

/**
 * GET /api/card-reader: whether the server reader is offered to this cook and how many reads are
 * left to them this month (the count is the account's, hence the owner in the key).
 */
export const cardReaderOfferQueryOptions = (email: string | undefined) =>
  endpointQuery(getCardReaderOffer, {}, { owner: email?.toLowerCase(), enabled: !!email });

/** GET /api/card-reader/reads/:id, asked again every second until the read is done or failed. */
export const cardReadQueryOptions = (id: string) =>
  endpointQuery(
    getCardRead,
    { params: { id } },
    {
      refetchInterval: (query) =>
        finished(query.state.data) || query.state.status === 'error' ? false : POLL_MS,
    },
  );

/**
 * POST /api/card-reader/reads with the photos the cook chose, front first. The read's first state
 * is its poll's first answer, and the offer's count of reads left is out of date from then on.
 */
export function useStartCardRead() {
  const queryClient = useQueryClient();
  return useMutation<CardRead, ApiError, readonly File[]>({
    mutationKey: writeKey(startCardRead),
    mutationFn: (photos) => {
      const form = new FormData();
      for (const photo of photos) form.append('photos', photo);
      return upload(startCardRead, { form });
    },
    onSuccess: (read) => queryClient.setQueryData(cardReadQueryOptions(read.id).queryKey, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(getCardReaderOffer) }),
  });
}
