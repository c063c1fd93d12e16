import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  KITCHEN_CHANNEL,
  readHouseholdNotice,
  type HouseholdNotice,
} from '../../db/kitchen-channel.js';
import type { Tx } from '../../db/owned-tables.js';
import { shoppingLists } from './shopping.schema.js';

/*
 * The `shopping_list` channel of the database (LISTEN/NOTIFY): the only code that writes its
 * messages and reads them back. Every instance hears them once the transaction that sent them
 * commits (list-events.ts): a list changed, was deleted, or a cook left its household, and a
 * sign-in session logged out.
 */

export const LIST_CHANNEL = KITCHEN_CHANNEL;

/** A change of one list (see list-events.ts). */
export interface ListNotice {
  list: string;
  kind: 'changed' | 'deleted' | 'left';
  /** The cook who is no longer a member (kind `left`). */
  sub?: string;
  at: string;
  /** The one line a change wrote (a tick, a rewrite, a free item) and its new version. */
  item?: string;
  version?: number;
}

/**
 * The notice that a sign-in session logged out: every instance ends its streams opened with that
 * session's tokens. It names the session by its hash only.
 */
const SESSION_ENDED = 'session-ended';

/** A message of the channel, read back: a list's notice, a household's or a logged-out session. */
export type ListMessage =
  { notice: ListNotice } | { household: HouseholdNotice } | { endedSession: string };

function isNotice(value: Record<string, unknown>): boolean {
  return (
    typeof value['list'] === 'string' &&
    (value['kind'] === 'changed' || value['kind'] === 'deleted' || value['kind'] === 'left')
  );
}

/** The message a payload of the channel holds; undefined for anything else. */
export function readListMessage(payload: string): ListMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  if (message['kind'] === SESSION_ENDED && typeof message['session'] === 'string') {
    return { endedSession: message['session'] };
  }
  const household = readHouseholdNotice(message);
  if (household) return { household };
  return isNotice(message) ? { notice: message as unknown as ListNotice } : undefined;
}

/**
 * Tells every instance about the change, once the transaction commits (NOTIFY is
 * transactional): a rolled-back write is never announced.
 */
export async function notifyList(db: Pick<Db, 'execute'>, notice: ListNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${JSON.stringify(notice)})`);
}

export async function notifySessionEnded(db: Pick<Db, 'execute'>, session: string): Promise<void> {
  const notice = JSON.stringify({ kind: SESSION_ENDED, session });
  await db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${notice})`);
}

/**
 * Tells every instance, once the transaction commits, that `sub` no longer reaches the household's
 * lists: its open event streams of them end at once (`left`), or every stream of them when the
 * lists go with the household (`deleted`).
 */
export async function notifyHouseholdLists(
  tx: Tx,
  householdId: string,
  notice: { kind: 'left'; sub: string } | { kind: 'deleted' },
): Promise<void> {
  await tx.execute(sql`
    select pg_notify(${LIST_CHANNEL}, json_build_object(
      'list', id::text, 'kind', ${notice.kind}::text, 'at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ${notice.kind === 'left' ? sql`, 'sub', ${notice.sub}::text` : sql``}
    )::text)
    from ${shoppingLists} where household_id = ${householdId}::uuid`);
}

/**
 * The notice of a line one statement wrote, as a query inside that statement: `touched` (the
 * list's id and `updated_on`) and `line` (the line's id and version) are its earlier parts.
 */
export const lineChangedNotice = sql`
  select pg_notify(${LIST_CHANNEL}::text, json_build_object('list', t.id, 'kind', 'changed',
    'at', t.updated_on, 'item', n.id, 'version', n.version)::text)
  from touched t, line n`;
