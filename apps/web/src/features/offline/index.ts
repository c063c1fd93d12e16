/** What other features and the app may use of offline reading (decision 028). */
export { useOnline } from './use-online';
export { clearKitchenCaches, isOfflineFailure } from './offline-caches';
