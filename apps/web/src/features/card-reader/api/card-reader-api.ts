import {
  getCardReaderSettings,
  updateCardReaderSettings,
  type CardReaderSettingsInput,
} from '@family-recipes/shared';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** GET /api/admin/card-reader: the settings (never the key) and this month's use. */
export const cardReaderSettingsQueryOptions = () => endpointQuery(getCardReaderSettings, {});

/** PUT /api/admin/card-reader: its answer is the page's settings from then on. */
export function useSaveCardReaderSettings() {
  return useEndpointMutation(
    updateCardReaderSettings,
    (body: CardReaderSettingsInput) => ({ body }),
    (queryClient) => ({
      onSuccess: (settings) =>
        queryClient.setQueryData(endpointKey(getCardReaderSettings, {}), settings),
    }),
  );
}
