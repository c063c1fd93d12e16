import type { ShoppingItem } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import type { PendingOp } from './kitchen-writes';
import { changedLaterText, goneText, refusalText, replacedText } from './notice-words';

/** How a line is written for the cook ("3 carrots"). */
export type DescribeLine = (item: ShoppingItem) => string;

/** What the cook is told about a change that was sent: kept over another, or not kept. */
export interface SyncNotice {
  id: string;
  /** The list it concerns; none for a note on a recipe. */
  list_id?: string;
  kind: 'not-kept' | 'replaced';
  text: string;
}

/** Where the notices are kept: a query of the client, saved with the waiting writes. */
export const NOTICES_KEY = ['kitchen-notices'] as const;
/** The most notices kept: the newest ones. */
const NOTICES_MAX = 20;

export function addNotice(queryClient: QueryClient, notice: SyncNotice): void {
  queryClient.setQueryData<SyncNotice[]>(NOTICES_KEY, (notices = []) =>
    [...notices.filter((n) => n.id !== notice.id), notice].slice(-NOTICES_MAX),
  );
}

export function dismissNotice(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<SyncNotice[]>(NOTICES_KEY, (notices = []) =>
    notices.filter((n) => n.id !== id),
  );
}

/** Until its lines are read again, a line written plainly. */
const plainLine: DescribeLine = (item) =>
  [item.quantity ?? '', item.units, item.ingredient].filter((part) => part !== '').join(' ');

function notice(op: PendingOp, kind: SyncNotice['kind'], text: string): SyncNotice {
  return { id: op.op_id, ...(op.kind === 'cooked' ? {} : { list_id: op.list_id }), kind, text };
}

/** The cook's change was the later one: kept, and they are told what it replaced. */
export function replacedNotice(
  op: PendingOp,
  other: ShoppingItem,
  describe: DescribeLine = plainLine,
): SyncNotice {
  return notice(op, 'replaced', replacedText(describe(other)));
}

function itemOf(body: unknown): ShoppingItem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const item = (body as { item?: unknown }).item;
  return typeof item === 'object' && item !== null ? (item as ShoppingItem) : undefined;
}

/**
 * What the cook is told of a waiting change the server refused for good; nothing for a second
 * note on one day (or one the server already has): nothing is lost.
 */
export function refusalNotice(
  op: PendingOp,
  error: unknown,
  describe: DescribeLine = plainLine,
): SyncNotice | undefined {
  const status = isApiError(error) ? error.status : 0;
  const message = error instanceof Error ? error.message : '';
  if (op.kind === 'cooked' && status === 409) return undefined;
  const current = isApiError(error) ? itemOf(error.body) : undefined;
  if (status === 409 && current && (op.kind === 'check' || op.kind === 'edit')) {
    return notice(op, 'not-kept', changedLaterText(op, describe(current)));
  }
  if (status === 404) return notice(op, 'not-kept', goneText(op));
  return notice(op, 'not-kept', refusalText(op, message.trim()));
}
