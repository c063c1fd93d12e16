import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { cookedKeys, invalidateRecipeQueries, shoppingKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { flushPending, type DescribeLine, type FlushReport } from './flush';
import { mayActFor } from './may-act';
import {
  dropEmailKeyedQueues,
  PendingOpsStore,
  pendingKey,
  type PendingOp,
  type SyncNotice,
} from './pending-ops';

/** While changes wait, how often they are tried again (besides the `online` event). */
const RETRY_MS = 15_000;

const stores = new Map<string, PendingOpsStore>();
/** How the shopping page writes a line; set while it is open (a plain form otherwise). */
let lineDescriber: DescribeLine | undefined;
const running = new WeakMap<PendingOpsStore, Promise<FlushReport>>();

/** The one store of a cook's waiting changes in this tab, kept in step with the other tabs. */
function storeFor(owner: string): PendingOpsStore {
  let store = stores.get(owner);
  if (!store) {
    if (stores.size === 0) dropEmailKeyedQueues(window.localStorage);
    const created = new PendingOpsStore(window.localStorage, owner);
    window.addEventListener('storage', (event) => {
      if (event.key === pendingKey(owner)) created.reload();
    });
    stores.set(owner, created);
    store = created;
  }
  return store;
}

/**
 * The signed-in account's store, by its sub; none when nobody is signed in or the account's id is
 * unknown (never the email: an address can later belong to someone else).
 */
function useStore(): PendingOpsStore | null {
  const { user } = useSession();
  const owner = user?.sub ?? '';
  return owner !== '' && typeof window !== 'undefined' ? storeFor(owner) : null;
}

/** Sends only while this device's session is still the store's account (another tab may differ). */
const mayActForStore = (store: PendingOpsStore) => () => mayActFor(store.owner);

const NO_OPS: readonly PendingOp[] = [];
const NO_NOTICES: readonly SyncNotice[] = [];
const noSubscription = () => () => {};

/** The cook's waiting changes and notices, kept current; and a way to queue one more. */
export function usePendingOps() {
  const store = useStore();
  const queryClient = useQueryClient();
  const ops = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.ops() ?? NO_OPS,
    () => NO_OPS,
  );
  const notices = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.notices() ?? NO_NOTICES,
    () => NO_NOTICES,
  );
  return {
    ops,
    notices,
    /** Keeps the change on this device until it can be sent; false when nobody is signed in. */
    queue: (op: PendingOp): boolean => {
      if (!store) return false;
      store.add(op);
      // Queued behind others while online: sent now, after them, rather than at the next try.
      if (navigator.onLine) sendWaiting(store, queryClient);
      return true;
    },
    dismiss: (id: string) => store?.dismiss(id),
  };
}

/**
 * One flush of the store at a time, however many pages ask for one; a change queued during a
 * flush is sent by one more flush right after it.
 */
function sendWaiting(store: PendingOpsStore, queryClient: QueryClient): void {
  const current = running.get(store);
  if (current) {
    void current.then(() => {
      if (store.ops().length > 0 && navigator.onLine) sendWaiting(store, queryClient);
    });
    return;
  }
  const started = flushPending(store, lineDescriber, mayActForStore(store)).finally(() =>
    running.delete(store),
  );
  running.set(store, started);
  void started.then((report) => afterFlush(queryClient, report));
}

/**
 * At logout, before the server forgets the session: online, the account's waiting changes are
 * sent (after any flush under way), and the queue with its notices leaves the device. What could
 * not be sent (offline, or the server refused to take it now) stays, keyed by the account's sub:
 * only the same account, signed in again, sends it. Resolves how many changes stay.
 */
export async function settleAtLogout(owner: string): Promise<number> {
  const store = storeFor(owner);
  // Another tab may have queued a change since this one last read storage.
  store.reload();
  if (navigator.onLine && store.ops().length > 0) {
    await running.get(store)?.catch(() => undefined);
    const started = flushPending(store, lineDescriber, mayActForStore(store)).finally(() =>
      running.delete(store),
    );
    running.set(store, started);
    tellNotices(await started);
  }
  const left = store.ops().length;
  if (left === 0) store.clear();
  return left;
}

/**
 * Logging out: what waits is sent first (online); what could not be sent leaves the device only
 * with the cook's consent. `confirm` asks; a cook who says no stays logged in, and the changes go
 * out once the connection is back. Resolves whether the logout goes ahead.
 */
export async function settleOrAskAtLogout(
  owner: string,
  confirm: (question: string) => boolean,
): Promise<boolean> {
  const left = await settleAtLogout(owner).catch(() => 0);
  if (left === 0) return true;
  if (!confirm(discardQuestion(left))) return false;
  const store = storeFor(owner);
  store.reload();
  store.clear();
  return true;
}

/** What the cook is asked when changes made offline could not be sent before logging out. */
function discardQuestion(left: number): string {
  const changes =
    left === 1 ? '1 change you made offline has' : `${left} changes you made offline have`;
  const them = left === 1 ? 'it' : 'them';
  return `${changes} not been sent yet. Log out and delete ${them} from this device? Choose Cancel to stay logged in; they are sent when you are back online.`;
}

function tellNotices(report: FlushReport) {
  for (const notice of report.notices) {
    if (notice.kind === 'not-kept') toast.error(notice.text, { id: notice.id });
    else toast(notice.text, { id: notice.id });
  }
}

/** The lists and recipes the sent changes touched are read again, and the cook told what happened. */
async function afterFlush(queryClient: QueryClient, report: FlushReport) {
  tellNotices(report);
  const lists = new Set<string>();
  const recipes = new Set<string>();
  for (const op of report.sent) {
    if (op.kind === 'cooked') recipes.add(op.recipe_id);
    else lists.add(op.list_id);
  }
  if (lists.size > 0) void queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
  await Promise.all([
    ...[...lists].map((id) => queryClient.invalidateQueries({ queryKey: shoppingKeys.detail(id) })),
    ...[...recipes].map((id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cookedKeys.ofRecipe(id) }),
        invalidateRecipeQueries(queryClient, id),
      ]),
    ),
  ]);
}

/**
 * Sends the cook's waiting changes: when the page opens online, when the connection comes back,
 * and every 15 seconds while some wait. `describe` writes a line as the cook reads it.
 */
export function usePendingSync(describe?: DescribeLine): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store?.ops().length ?? 0) > 0,
    () => false,
  );

  useEffect(() => {
    if (!describe) return;
    lineDescriber = describe;
    return () => {
      if (lineDescriber === describe) lineDescriber = undefined;
    };
  }, [describe]);

  useEffect(() => {
    if (!store) return;
    const flush = () => {
      if (!navigator.onLine || store.ops().length === 0) return;
      sendWaiting(store, queryClient);
    };
    flush();
    window.addEventListener('online', flush);
    const timer = waiting ? window.setInterval(flush, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', flush);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [store, queryClient, waiting]);
}

/** Sends the signed-in cook's waiting changes from wherever the site is open. */
export function PendingSync(): null {
  usePendingSync();
  return null;
}
