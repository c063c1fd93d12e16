/**
 * What other features may use of kitchen writes (decision 029): each one a TanStack mutation with
 * its op id, sent at once or kept on the device (persisted) and sent when the connection is back;
 * the changes waiting and the notices; and what becomes of them at logout.
 */
export { writesInFlight, type PendingOp } from './kitchen-writes';
export type { SyncNotice } from './kitchen-notices';
export { PendingSync, settleOrAskAtLogout } from './kitchen-persist';
export { usePendingOps, usePendingSync, useSendOrKeep } from './use-send-or-keep';
export { syncMessages } from './messages';
