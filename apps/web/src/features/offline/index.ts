/** What other features and the app may use of offline reading (decision 028). */
export { useOnline } from './use-online';
export { OfflineSupport } from './components/offline-support';
export { NotSavedOffline } from './components/not-saved-offline';
export { clearKitchenCaches, isOfflineFailure } from './offline-caches';
