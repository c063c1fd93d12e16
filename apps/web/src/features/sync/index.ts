/**
 * What other features may use of changes kept on the device while offline (decision 029): the
 * queue of waiting changes, sending a change or keeping it, the hook that sends them, and what
 * becomes of them at logout.
 */
export type { PendingOp, SyncNotice } from './pending-ops';
export {
  PendingSync,
  settleOrAskAtLogout,
  usePendingOps,
  usePendingSync,
} from './use-pending-sync';
export { SAVED_ON_DEVICE, useSendOrKeep } from './use-send-or-keep';
