import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  hydrate,
  onlineManager,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { NOTICES_KEY } from './kitchen-notices';
import { discardQuestion, useSyncWords } from './notice-words';
import {
  isKitchenWrite,
  KITCHEN_SCOPE,
  QUEUED_WRITE,
  registerKitchenWrites,
  type PendingOp,
} from './kitchen-writes';

const STORAGE_PREFIX = 'family-recipes:kitchen-writes:';
/** Older versions kept waiting changes under this prefix, by email or by sub. */
const OLD_PREFIX = 'family-recipes:pending:';

/**
 * Where one account's waiting writes and notices are saved, by the account's sub: another cook on
 * the same device has their own, and never sees or sends these.
 */
export const storageKey = (owner: string) => `${STORAGE_PREFIX}${owner}`;

/** A device is not offline longer than the server keeps op ids (30 days, decision 029). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Raised when what is saved changes shape: older saves are then dropped. */
const BUSTER = 'kitchen-writes-1';

const kitchenWrites = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => isKitchenWrite(m.options.mutationKey));

/** The writes not yet answered, oldest first. */
const waitingWrites = (queryClient: QueryClient) =>
  kitchenWrites(queryClient).filter((m) => m.state.status === 'pending');

type SavedMutation = PersistedClient['clientState']['mutations'][number];

const opIdOf = (mutation: SavedMutation) =>
  (mutation.state.variables as { op_id?: string } | undefined)?.op_id;

const editedAt = (mutation: SavedMutation) =>
  (mutation.state.variables as { edited_at?: string } | undefined)?.edited_at ?? '';

/** A restored write waits to be resumed (it may have been on its way when the page closed). */
function restoredAsPaused(text: string): PersistedClient {
  let client: PersistedClient;
  try {
    client = JSON.parse(text) as PersistedClient;
    if (!Array.isArray(client.clientState.mutations)) throw new TypeError('no mutations');
  } catch {
    // Unreadable: an undated save, which the persister removes.
    return { timestamp: 0, buster: '', clientState: { mutations: [], queries: [] } };
  }
  for (const mutation of client.clientState.mutations) {
    mutation.state = { ...mutation.state, isPaused: true };
  }
  return client;
}

function readSaved(storage: Storage, owner: string): PersistedClient | undefined {
  try {
    const text = storage.getItem(storageKey(owner));
    return text === null ? undefined : restoredAsPaused(text);
  } catch {
    return undefined;
  }
}

/**
 * Saves `owner`'s writes and notices (in localStorage, by TanStack's persister). Another tab of the same account saves there too: the writes
 * it saved that this tab neither holds nor saw answered are kept, in the order they were made.
 * When nothing is left, nothing of theirs stays on the device.
 */
function persisterFor(owner: string, storage: Storage, answered: Set<string>): Persister {
  const key = storageKey(owner);
  /** Merged with what is saved when the save happens; '' when nothing is left. */
  const serialize = (client: PersistedClient): string => {
    const saved = readSaved(storage, owner)?.clientState;
    const mine = new Set(client.clientState.mutations.map(opIdOf));
    const others = (saved?.mutations ?? []).filter((m) => {
      const id = opIdOf(m);
      return id !== undefined && !mine.has(id) && !answered.has(id);
    });
    // In the order the cook made them (a stable sort: this tab's order for the same time).
    const mutations = [...client.clientState.mutations, ...others].sort((a, b) =>
      editedAt(a).localeCompare(editedAt(b)),
    );
    // The notices, when there are any.
    const told = (queries: PersistedClient['clientState']['queries']) =>
      queries.filter((q) => Array.isArray(q.state.data) && q.state.data.length > 0);
    const queries = told(
      client.clientState.queries.length > 0 ? client.clientState.queries : (saved?.queries ?? []),
    );
    if (mutations.length === 0 && queries.length === 0) return '';
    return JSON.stringify({
      ...client,
      clientState: { ...client.clientState, mutations, queries },
    });
  };
  return createSyncStoragePersister({
    storage: {
      getItem: (name) => storage.getItem(name),
      setItem: (name, value) =>
        value === '' ? storage.removeItem(name) : storage.setItem(name, value),
      removeItem: (name) => storage.removeItem(name),
    },
    key,
    throttleTime: 0,
    serialize,
    deserialize: restoredAsPaused,
  });
}

/**
 * Takes the waiting changes an earlier version kept for `owner` (by sub) as writes of this one, in
 * their order, and drops every queue of earlier versions: those keyed by an email are nobody's
 * (an address can change hands), and those of other accounts wait for nobody now.
 */
function takeOldQueue(queryClient: QueryClient, owner: string, storage: Storage) {
  try {
    const old = JSON.parse(storage.getItem(`${OLD_PREFIX}${owner}`) ?? 'null') as {
      ops?: unknown;
    } | null;
    const ops = Array.isArray(old?.ops) ? (old.ops as PendingOp[]) : [];
    hydrate(queryClient, {
      mutations: ops.map((op) => ({
        mutationKey: [...QUEUED_WRITE],
        scope: KITCHEN_SCOPE,
        state: {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          variables: op,
          submittedAt: Date.parse(op.edited_at) || Date.now(),
        },
      })),
      queries: [],
    });
  } catch {
    // An unreadable queue is dropped all the same.
  }
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(OLD_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage the browser refuses to read holds nothing to drop.
  }
}

/**
 * Keeps `owner`'s waiting writes on the device (TanStack's persister, in localStorage): restores
 * those saved when the site opened, sends them when online, and saves every change to them. The
 * stop forgets them in memory (they stay saved for the account): another cook may sign in next.
 */
export function keepKitchenWrites(
  queryClient: QueryClient,
  owner: string,
  storage: Storage = window.localStorage,
): { stop: () => void; restored: Promise<void> } {
  registerKitchenWrites(queryClient, owner);
  queryClient.setQueryDefaults(NOTICES_KEY, { gcTime: Infinity, staleTime: Infinity });
  // The writes this tab saw answered: another tab's save of them is out of date.
  const answered = new Set<string>();
  const unwatch = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isKitchenWrite(event.mutation.options.mutationKey)) return;
    if (event.action.type !== 'success' && event.action.type !== 'error') return;
    const id = (event.mutation.state.variables as { op_id?: string } | undefined)?.op_id;
    if (id) answered.add(id);
  });
  const [unsubscribe, restoring] = persistQueryClient({
    queryClient,
    persister: persisterFor(owner, storage, answered),
    maxAge: MAX_AGE_MS,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateMutation: (m) =>
        isKitchenWrite(m.options.mutationKey) && m.state.status === 'pending',
      shouldDehydrateQuery: (q) => q.queryKey[0] === NOTICES_KEY[0],
    },
  });
  const restored = restoring.then(async () => {
    takeOldQueue(queryClient, owner, storage);
    if (onlineManager.isOnline()) await queryClient.resumePausedMutations();
  });
  return {
    restored,
    stop: () => {
      unsubscribe();
      unwatch();
      const cache = queryClient.getMutationCache();
      for (const mutation of kitchenWrites(queryClient)) cache.remove(mutation);
      queryClient.removeQueries({ queryKey: NOTICES_KEY });
    },
  };
}

/** Sends the signed-in cook's waiting changes from wherever the site is open (decision 029). */
export function PendingSync(): null {
  useSyncWords();
  const queryClient = useQueryClient();
  const owner = useSession().user?.sub ?? '';
  useEffect(() => {
    if (owner === '') return;
    return keepKitchenWrites(queryClient, owner).stop;
  }, [queryClient, owner]);
  return null;
}

/**
 * Resolves once every waiting write was answered, or one of them could not be sent (no
 * connection, or the device's session is another account's).
 */
function sendWaiting(queryClient: QueryClient): Promise<void> {
  if (!onlineManager.isOnline() || waitingWrites(queryClient).length === 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // Paused behind another write is not stuck; paused for want of a network is.
    const stuck = (m: Mutation<unknown, Error, unknown, unknown>) =>
      m.state.failureCount > 0 || (m.state.isPaused && !onlineManager.isOnline());
    const check = () => {
      const waiting = waitingWrites(queryClient);
      if (waiting.length === 0 || waiting.some(stuck)) {
        stop();
        resolve();
      }
    };
    const stop = queryClient.getMutationCache().subscribe(check);
    void queryClient.resumePausedMutations().then(check);
  });
}

/** Another tab's waiting writes, saved for the same account, are taken into this tab. */
function adoptSaved(queryClient: QueryClient, owner: string, storage: Storage) {
  const saved = readSaved(storage, owner);
  if (!saved) return;
  const held = new Set(
    kitchenWrites(queryClient).map((m) => (m.state.variables as { op_id?: string }).op_id),
  );
  registerKitchenWrites(queryClient, owner);
  hydrate(queryClient, {
    mutations: saved.clientState.mutations.filter((m) => !held.has(opIdOf(m))),
    queries: [],
  });
}

/**
 * Logging out: what waits is sent first (online), and the saved writes leave the device; what
 * could not be sent leaves it only with the cook's consent. `confirm` asks; a cook who says no
 * stays logged in, and the changes go out once the connection is back. Resolves whether the
 * logout goes ahead.
 */
export async function settleOrAskAtLogout(
  queryClient: QueryClient,
  owner: string,
  confirm: (question: string) => boolean,
  storage: Storage = window.localStorage,
): Promise<boolean> {
  adoptSaved(queryClient, owner, storage);
  await sendWaiting(queryClient);
  const left = waitingWrites(queryClient).length;
  if (left > 0 && !confirm(discardQuestion(left))) return false;
  const cache = queryClient.getMutationCache();
  for (const mutation of kitchenWrites(queryClient)) cache.remove(mutation);
  queryClient.removeQueries({ queryKey: NOTICES_KEY });
  try {
    storage.removeItem(storageKey(owner));
  } catch {
    // Storage refused: nothing of it could have been kept either.
  }
  return true;
}
