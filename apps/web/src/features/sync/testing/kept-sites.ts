import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-utils';
import { keepKitchenWrites } from '../kitchen-persist';

/**
 * Sites that keep an account's kitchen writes on the device, as the pages have them. After each
 * test every site stops keeping, its query client unmounts, the browser is online again and
 * localStorage is cleared.
 */
export function keptSites() {
  const stops: (() => void)[] = [];
  const clients: QueryClient[] = [];

  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const client of clients.splice(0)) client.unmount();
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  /** The app's query client as a page has it (mounted), keeping `owner`'s writes on the device. */
  async function openSite(owner: string) {
    const client = createTestQueryClient();
    client.mount();
    clients.push(client);
    const kept = keepKitchenWrites(client, owner, localStorage);
    stops.push(kept.stop);
    await kept.restored;
    return client;
  }

  return { stops, openSite };
}
