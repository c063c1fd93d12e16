import {
  addCooked,
  addListItem,
  listCooked,
  listShoppingLists,
  updateListItem,
  type Endpoint,
  type ResponseOf,
  type ShoppingList,
} from '@family-recipes/shared';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, isApiError } from '../../lib/api-client';
import { call } from '../../lib/endpoint-client';
import { endpointKey } from '../../lib/endpoint-query';
import { invalidateRecipeQueries } from '../../lib/query-keys';
import { mayActFor } from './may-act';
import { addNotice, refusalNotice, replacedNotice, type DescribeLine } from './kitchen-notices';
import { answerIsComplete, listKey, storeLine, storeWholeList } from './line-answers';

interface OpBase {
  /** The operation's id (a uuid): the server applies it once, however often it is sent. */
  op_id: string;
  /** When the cook made the change (ISO 8601): the later edit of a line wins. */
  edited_at: string;
}

interface LineOpBase extends OpBase {
  list_id: string;
  item_id: string;
  /** The line's version the change was made on. */
  base_version: number;
  /** The line as the cook saw it, to tell them about it later. */
  label: string;
}

/**
 * One write of the kitchen, as a mutation's variables: what the cook did, with its op id and time.
 * Online or offline, it is sent by the same mutation with the same body (decision 029).
 */
export type PendingOp =
  | (LineOpBase & { kind: 'check'; checked: boolean })
  | (LineOpBase & { kind: 'edit'; text: string })
  | (OpBase & { kind: 'add'; list_id: string; text: string })
  | (OpBase & { kind: 'cooked'; recipe_id: string; rating: number; note: string });

/** Every kitchen write's mutation key starts so; all run in one queue, in the order they were made. */
export const KITCHEN_WRITE = ['kitchen-write'] as const;
/** Sent at once, the cook waiting on the page for the answer (a refusal is theirs to show). */
const LIVE_WRITE = [...KITCHEN_WRITE, 'live'] as const;
/** Kept on the device to be sent later: a refusal becomes a notice. */
export const QUEUED_WRITE = [...KITCHEN_WRITE, 'queued'] as const;
/** One queue for all of them: sent one at a time, in the order they were made. */
export const KITCHEN_SCOPE = { id: 'kitchen-writes' };

/**
 * The endpoint each kind of write sends: the kitchen writes the contract declares replayable
 * (`offline.replayable`), which the server applies once per op id however often they are sent.
 */
export const REPLAYED = {
  check: updateListItem,
  edit: updateListItem,
  add: addListItem,
  cooked: addCooked,
} as const satisfies Record<PendingOp['kind'], Endpoint>;

/** What the server answers a kitchen write. */
type Answer = ResponseOf<(typeof REPLAYED)[PendingOp['kind']]>;

/** Sends one write: the same call whether it is sent at once or after waiting. */
function send(op: PendingOp): Promise<Answer> {
  switch (op.kind) {
    case 'check':
    case 'edit':
      return call(REPLAYED[op.kind], {
        params: { id: op.list_id, itemId: op.item_id },
        body: {
          ...(op.kind === 'check' ? { checked: op.checked } : { text: op.text }),
          base_version: op.base_version,
          edited_at: op.edited_at,
          op_id: op.op_id,
        },
      });
    case 'add':
      return call(REPLAYED.add, {
        params: { id: op.list_id },
        body: { text: op.text, op_id: op.op_id },
      });
    case 'cooked':
      return call(REPLAYED.cooked, {
        params: { id: op.recipe_id },
        body: { rating: op.rating, note: op.note, op_id: op.op_id },
      });
  }
}

/** Sent later again: no connection (status 0). */
const unreached = (error: unknown) => isApiError(error) && error.status === 0;
/** Kept for later too: a sign-in that expired, a busy or failing server. */
const notNow = (error: unknown) =>
  isApiError(error) &&
  (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500);

/** The waits between tries: 1, 2, 4, 8 s, then every 15 s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

type WriteOptions = MutationOptions<Answer, ApiError, PendingOp, unknown>;

interface WriteContext {
  previous?: ShoppingList;
}

/** A tick shows at once; it goes back when the server refuses it. */
function tickNow(queryClient: QueryClient, op: PendingOp, checked: boolean) {
  if (op.kind !== 'check') return;
  queryClient.setQueryData(listKey(op.list_id), (list) =>
    list
      ? {
          ...list,
          items: list.items.map((item) => (item._id === op.item_id ? { ...item, checked } : item)),
          unchecked_count: list.items.filter((item) =>
            item._id === op.item_id ? !checked : !item.checked,
          ).length,
        }
      : list,
  );
}

/** How many of the cook's writes to list `listId` are on their way (not waiting offline). */
export const writesInFlight = (queryClient: QueryClient, listId: string) =>
  queryClient.isMutating({
    mutationKey: KITCHEN_WRITE,
    predicate: (m) =>
      !m.state.isPaused &&
      (m.state.variables as { list_id?: string } | undefined)?.list_id === listId,
  });

/**
 * The lists and recipes a write touched are read again once no other write of theirs is on its
 * way; a list whose answer carried all the page shows (line-answers.ts) is not read again.
 */
function refresh(queryClient: QueryClient, op: PendingOp, answer: unknown, took: boolean) {
  if (op.kind === 'cooked') {
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: endpointKey(listCooked, { params: { id: op.recipe_id } }),
      }),
      invalidateRecipeQueries(queryClient, op.recipe_id),
    ]);
  }
  if (took && answerIsComplete(op.kind, answer)) return undefined;
  void queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) });
  return writesInFlight(queryClient, op.list_id) > 1
    ? undefined
    : queryClient.invalidateQueries({ queryKey: listKey(op.list_id) });
}

/**
 * The options of kitchen writes for `owner` (an account's sub), registered per mutation key
 * (setMutationDefaults) so that a write restored from storage has its function and callbacks.
 * Sent through `send`, one at a time in the order they were made (one scope); a write that
 * could not reach the server is tried again, paused while the browser is offline.
 */
export function writeOptions(
  queryClient: QueryClient,
  owner: string,
  queued: boolean,
  describe?: DescribeLine,
): WriteOptions {
  return {
    mutationKey: queued ? QUEUED_WRITE : LIVE_WRITE,
    scope: KITCHEN_SCOPE,
    networkMode: 'online',
    // Each op is kept until it settles (gcTime applies once it has).
    gcTime: 5 * 60 * 1000,
    retry: (_count, error) => (queued ? notNow(error) : unreached(error)),
    retryDelay,
    mutationFn: (op) => {
      // The device's session is no longer this account's (another tab): kept, not sent.
      if (!mayActFor(owner)) return Promise.reject(new ApiError(0, 'Not sent for now.'));
      return send(op);
    },
    onMutate: async (op): Promise<WriteContext> => {
      if (op.kind !== 'check') return {};
      // A read still on its way would put the old box back over the one just ticked.
      await queryClient.cancelQueries({ queryKey: listKey(op.list_id) });
      const previous = queryClient.getQueryData(listKey(op.list_id));
      tickNow(queryClient, op, op.checked);
      return { previous };
    },
    onSuccess: (answer, op) => {
      storeAnswer(queryClient, op, answer);
      const other = conflictOther(answer);
      if (other && (op.kind === 'check' || op.kind === 'edit')) {
        const told = replacedNotice(op, other, describe);
        addNotice(queryClient, told);
        toast(told.text, { id: told.id });
      }
    },
    onError: (error, op, context) => {
      const before = (context as WriteContext | undefined)?.previous?.items.find(
        (item) => op.kind === 'check' && item._id === op.item_id,
      );
      if (before) tickNow(queryClient, op, before.checked);
      if (!queued) return;
      const told = refusalNotice(op, error, describe);
      if (!told) return;
      addNotice(queryClient, told);
      toast.error(told.text, { id: told.id });
    },
    onSettled: (answer, error, op) => refresh(queryClient, op, answer, error === null),
  };
}

/** The server's answer shown at once: a free item's is the whole list, a line's is the line. */
function storeAnswer(queryClient: QueryClient, op: PendingOp, answer: Answer | undefined) {
  if (!answer || op.kind === 'cooked') return;
  if (op.kind === 'add') {
    if ('items' in answer) storeWholeList(queryClient, answer);
    return;
  }
  if (!('items' in answer) && !('rating' in answer)) storeLine(queryClient, op.list_id, answer);
}

/** The later change of a line the cook's edit replaced, as the server names it. */
const conflictOther = (answer: Answer | undefined) =>
  answer && 'conflict' in answer ? answer.conflict?.other : undefined;

/** Registers both kinds of kitchen write for `owner`, so that restored writes can run. */
export function registerKitchenWrites(
  queryClient: QueryClient,
  owner: string,
  describe?: DescribeLine,
): void {
  queryClient.setMutationDefaults(LIVE_WRITE, writeOptions(queryClient, owner, false, describe));
  queryClient.setMutationDefaults(QUEUED_WRITE, writeOptions(queryClient, owner, true, describe));
}

/** Whether a mutation is a kitchen write. */
export const isKitchenWrite = (key: readonly unknown[] | undefined) =>
  key?.[0] === KITCHEN_WRITE[0];
