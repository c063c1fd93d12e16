import {
  onlineManager,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type Mutation,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, type ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { dismissNotice, NOTICES_KEY, type DescribeLine, type SyncNotice } from './kitchen-notices';
import {
  KITCHEN_WRITE,
  QUEUED_WRITE,
  registerKitchenWrites,
  writeOptions,
  type PendingOp,
} from './kitchen-writes';

/** A change as a component describes it; its id and time are added when the cook acts. */
type Change = PendingOp extends infer Op
  ? Op extends PendingOp
    ? Omit<Op, 'op_id' | 'edited_at'>
    : never
  : never;

/** A write that waits: kept to be sent later, or sent and not answered for want of a connection. */
const waits = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === 'pending' &&
  (mutation.state.isPaused ||
    mutation.state.failureCount > 0 ||
    mutation.options.mutationKey?.[1] === QUEUED_WRITE[1]);

const NO_NOTICES: SyncNotice[] = [];

/** The cook's changes waiting on this device, oldest first, and what they were told of others. */
export function usePendingOps() {
  const queryClient = useQueryClient();
  const ops = useMutationState<PendingOp>({
    filters: { mutationKey: KITCHEN_WRITE, predicate: waits },
    select: (mutation) => mutation.state.variables as PendingOp,
  });
  const notices = useQuery<SyncNotice[]>({
    queryKey: NOTICES_KEY,
    queryFn: () => queryClient.getQueryData<SyncNotice[]>(NOTICES_KEY) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
  });
  return {
    ops,
    notices: notices.data ?? NO_NOTICES,
    dismiss: (id: string) => dismissNotice(queryClient, id),
  };
}

export interface SendHandlers {
  /** The server took the change sent at once. */
  onSent?: (answer: unknown) => void;
  /** The server refused the change sent at once (kept changes are told as notices). */
  onRefused?: (error: ApiError) => void;
  /** The change waits on the device: offline, behind others, or the connection failed. */
  onKept?: () => void;
}

/**
 * Sends a change at once when it can, or keeps it on the device (decision 029): the same
 * mutation and body either way. Offline, or while earlier changes still wait (they go first, in
 * order), it is kept, and sent when the connection is back; sent, a failure to reach the server
 * keeps it too.
 */
export function useSendOrKeep() {
  const queryClient = useQueryClient();
  const owner = useSession().user?.sub ?? '';
  const live = useMutation(writeOptions(queryClient, owner, false));
  const queued = useMutation(writeOptions(queryClient, owner, true));
  const send = (change: Change, handlers: SendHandlers = {}): 'kept' | 'sent' => {
    const op = { ...change, op_id: crypto.randomUUID(), edited_at: new Date().toISOString() };
    const behind = queryClient.getMutationCache().findAll({ predicate: waits }).length > 0;
    if (owner !== '' && (!onlineManager.isOnline() || behind)) {
      queued.mutate(op);
      handlers.onKept?.();
      return 'kept';
    }
    const stop = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.mutation.state.variables !== op) return;
      const { action } = event;
      if (action.type === 'failed' && isApiError(action.error) && action.error.status === 0) {
        stop();
        handlers.onKept?.();
      } else if (action.type === 'success' || action.type === 'error') stop();
    });
    live.mutate(op, {
      onSuccess: (answer) => handlers.onSent?.(answer),
      onError: (error) => handlers.onRefused?.(error),
    });
    return 'sent';
  };
  return { send, isPending: live.isPending && !live.isPaused && live.failureCount === 0 };
}

/**
 * While a page that shows lines is open, the cook's lines in notices are written as `describe`
 * writes them.
 */
export function usePendingSync(describe?: DescribeLine): void {
  const queryClient = useQueryClient();
  const owner = useSession().user?.sub ?? '';
  useEffect(() => {
    if (!describe || owner === '') return;
    registerKitchenWrites(queryClient, owner, describe);
    return () => registerKitchenWrites(queryClient, owner);
  }, [queryClient, owner, describe]);
}
