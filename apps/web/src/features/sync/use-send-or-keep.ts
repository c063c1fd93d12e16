import { useOnline } from '../offline';
import { newOpId, type PendingOp } from './pending-ops';
import { usePendingOps } from './use-pending-sync';

/** Told to the cook when a change waits on their device. */
export const SAVED_ON_DEVICE = 'Saved on this device; it will be sent when you are back online.';

/** A change as a component describes it; its id and time are added when the cook acts. */
type Change = PendingOp extends infer Op
  ? Op extends PendingOp
    ? Omit<Op, 'op_id' | 'edited_at'>
    : never
  : never;

/**
 * Sends a change at once when it can, or keeps it on the device (decision 029): offline, or
 * while earlier changes still wait (they go first, in order), it is queued; sent, a failure to
 * reach the server queues it too (`keep(error)` answers true then). Answers `kept` when queued
 * without sending.
 */
export function useSendOrKeep() {
  const online = useOnline();
  const { ops, queue } = usePendingOps();
  return (
    change: Change,
    sendNow: (opId: string, keep: (error: { status: number }) => boolean) => void,
  ): 'kept' | 'sent' => {
    const op: PendingOp = { ...change, op_id: newOpId(), edited_at: new Date().toISOString() };
    if ((!online || ops.length > 0) && queue(op)) return 'kept';
    sendNow(op.op_id, (error) => error.status === 0 && queue(op));
    return 'sent';
  };
}
