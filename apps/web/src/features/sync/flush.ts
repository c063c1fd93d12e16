import type { ShoppingItem } from '@family-recipes/shared';
import type { PendingOp, PendingOpsStore, SyncNotice } from './pending-ops';

/** How a line is written for the cook ("3 carrots"). */
export type DescribeLine = (item: ShoppingItem) => string;

/** What one flush did: the ops that reached the server, and what the cook should be told. */
export interface FlushReport {
  sent: PendingOp[];
  notices: SyncNotice[];
  /** True when the flush stopped early (no connection, the server busy): the rest still waits. */
  stopped: boolean;
}

/** Until its lines are read again, a line written plainly. */
const plainLine: DescribeLine = (item) =>
  [item.quantity ?? '', item.units, item.ingredient].filter((part) => part !== '').join(' ');

const listPath = (id: string) => `/api/shopping-lists/${encodeURIComponent(id)}`;
const itemPath = (listId: string, itemId: string) =>
  `${listPath(listId)}/items/${encodeURIComponent(itemId)}`;

/** The server's answer; null when it was not reached (no connection). */
interface Answer {
  status: number;
  body: unknown;
}

/**
 * One write, with the same cookies as every call. Not apiFetch: a refused edit's body (the line
 * as it is now) is needed, not only its message.
 */
async function sendJson(path: string, method: string, json: unknown): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
  } catch {
    return null;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

function send(op: PendingOp): Promise<Answer | null> {
  switch (op.kind) {
    case 'check':
    case 'edit':
      return sendJson(itemPath(op.list_id, op.item_id), 'PATCH', {
        ...(op.kind === 'check' ? { checked: op.checked } : { text: op.text }),
        base_version: op.base_version,
        edited_at: op.edited_at,
        op_id: op.op_id,
      });
    case 'add':
      return sendJson(`${listPath(op.list_id)}/items`, 'POST', { text: op.text, op_id: op.op_id });
    case 'cooked':
      return sendJson(`/api/recipes/${encodeURIComponent(op.recipe_id)}/cooked`, 'POST', {
        rating: op.rating,
        note: op.note,
        op_id: op.op_id,
      });
  }
}

/** What the cook changed, in their words. */
function changeText(op: PendingOp): string {
  switch (op.kind) {
    case 'check':
      return `${op.checked ? 'ticking off' : 'unticking'} “${op.label}”`;
    case 'edit':
      return `“${op.text}”`;
    case 'add':
      return `“${op.text}”`;
    case 'cooked':
      return 'your note';
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function itemOf(value: unknown): ShoppingItem | undefined {
  return typeof value === 'object' && value !== null ? (value as ShoppingItem) : undefined;
}

function notice(op: PendingOp, kind: SyncNotice['kind'], text: string): SyncNotice {
  return {
    id: op.op_id,
    ...(op.kind === 'cooked' ? {} : { list_id: op.list_id }),
    kind,
    text,
  };
}

/** Statuses after which the same op will never be accepted: it is dropped and the cook told. */
const REFUSED = new Set([400, 403, 404, 409, 413, 422]);

/**
 * Sends the waiting ops in the order they were made, one at a time. A write the server took (or
 * had taken before: the op id) leaves the queue. One it refuses leaves it too, and the cook is
 * told what was not kept. No connection, a signed-out cook or a busy server stop the flush: that
 * op and those after it wait for the next one, in the same order. So does `mayAct` answering
 * false before an op: the device's session is no longer the account whose changes these are.
 */
export async function flushPending(
  store: PendingOpsStore,
  describe: DescribeLine = plainLine,
  mayAct: () => boolean = () => true,
): Promise<FlushReport> {
  const report: FlushReport = { sent: [], notices: [], stopped: false };
  const tell = (told: SyncNotice | undefined) => {
    if (!told) return;
    store.notify(told);
    report.notices.push(told);
  };
  for (const op of [...store.ops()]) {
    if (!mayAct()) {
      report.stopped = true;
      return report;
    }
    const answer = await send(op);
    const accepted = answer !== null && answer.status >= 200 && answer.status < 300;
    if (!answer || (!accepted && !REFUSED.has(answer.status))) {
      report.stopped = true;
      return report;
    }
    store.remove(op.op_id);
    report.sent.push(op);
    if (!accepted) {
      const message = field(answer.body, 'message');
      tell(
        refusal(
          op,
          answer.status,
          typeof message === 'string' ? message : '',
          itemOf(field(answer.body, 'item')),
          describe,
        ),
      );
      continue;
    }
    const other = itemOf(field(field(answer.body, 'conflict'), 'other'));
    if (other && (op.kind === 'check' || op.kind === 'edit')) {
      tell(notice(op, 'replaced', `Your change replaced “${describe(other)}”.`));
    }
  }
  return report;
}

function refusal(
  op: PendingOp,
  status: number,
  message: string,
  current: ShoppingItem | undefined,
  describe: DescribeLine,
): SyncNotice | undefined {
  // A second note on one day, or one the server already has: nothing is lost.
  if (op.kind === 'cooked' && status === 409) return undefined;
  if (status === 409 && current && (op.kind === 'check' || op.kind === 'edit')) {
    return notice(
      op,
      'not-kept',
      `Not kept: ${changeText(op)}. “${op.label}” was changed by someone else after you; their version “${describe(current)}” was kept.`,
    );
  }
  if (status === 404) {
    const what = op.kind === 'cooked' ? 'the recipe is' : 'that line or list is';
    return notice(op, 'not-kept', `Not kept: ${changeText(op)}, because ${what} no longer there.`);
  }
  return notice(op, 'not-kept', `Not kept: ${changeText(op)}. ${message}`.trim());
}
