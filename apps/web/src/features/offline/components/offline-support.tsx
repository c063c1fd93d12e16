import { useOfflineKitchen } from '../use-offline-kitchen';
import { OfflineBanner } from './offline-banner';

/** Offline reading for the whole app: the banner, the service worker and the saved kitchen. */
export function OfflineSupport() {
  useOfflineKitchen();
  return <OfflineBanner />;
}
