/**
 * Changes a cook made while the connection was down, kept on their device until they reach the
 * server (decision 029). Each is one operation on one line, one new item or one note, never a
 * whole list, so two cooks' changes to the same list both survive.
 */

interface OpBase {
  /** Sent with the write: the server applies an op id once, however often it arrives. */
  op_id: string;
  /** When the cook made the change (ISO); the later of two edits of one line is kept. */
  edited_at: string;
}

/** A change to a line already on the list, made on its `base_version`. */
interface LineOpBase extends OpBase {
  list_id: string;
  item_id: string;
  base_version: number;
  /** The line as the cook saw it ("2 carrots"), to tell them what happened to it. */
  label: string;
}

export type PendingOp =
  | (LineOpBase & { kind: 'check'; checked: boolean })
  | (LineOpBase & { kind: 'edit'; text: string })
  | (OpBase & { kind: 'add'; list_id: string; text: string })
  | (OpBase & { kind: 'cooked'; recipe_id: string; rating: number; note: string });

/** What the cook is told about a change that was sent: kept over another, or not kept. */
export interface SyncNotice {
  id: string;
  /** The list it concerns; none for a note on a recipe. */
  list_id?: string;
  kind: 'not-kept' | 'replaced';
  text: string;
}

interface Stored {
  ops: PendingOp[];
  notices: SyncNotice[];
}

const EMPTY: Stored = { ops: [], notices: [] };
/** The most notices kept: the newest ones. */
const NOTICES_MAX = 20;

const PENDING_PREFIX = 'family-recipes:pending:';

/**
 * The storage key of one account's waiting changes, by the account's `sub`: another cook on the
 * same device has their own, and an email address that later belongs to someone else opens none.
 */
export const pendingKey = (owner: string) => `${PENDING_PREFIX}${owner}`;

/**
 * Removes the queues that earlier versions kept under a cook's email address. They cannot be told
 * apart from those of a later holder of the address, so they are dropped, not moved to an account
 * (an account's sub never holds an @). Returns how many changes were dropped.
 */
export function dropEmailKeyedQueues(storage: Storage): number {
  let dropped = 0;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (!key?.startsWith(PENDING_PREFIX) || !key.slice(PENDING_PREFIX.length).includes('@')) {
        continue;
      }
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        dropped += isStored(value) ? value.ops.length : 0;
      } catch {
        // An unreadable queue is dropped all the same.
      }
      storage.removeItem(key);
    }
  } catch {
    // Storage the browser refuses to read holds nothing to drop.
  }
  return dropped;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { ops, notices } = value as Partial<Stored>;
  return Array.isArray(ops) && Array.isArray(notices);
}

/**
 * One cook's waiting changes and notices in the browser's storage, read again on every change so
 * that another tab's additions are not overwritten. Listeners hear every change.
 */
export class PendingOpsStore {
  private snapshot: Stored;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    readonly owner: string,
  ) {
    this.snapshot = this.read();
  }

  /** The waiting changes, oldest first. The same array until something changes. */
  ops(): readonly PendingOp[] {
    return this.snapshot.ops;
  }

  notices(): readonly SyncNotice[] {
    return this.snapshot.notices;
  }

  add(op: PendingOp): void {
    this.update((stored) => ({
      ...stored,
      ops: stored.ops.some((o) => o.op_id === op.op_id) ? stored.ops : [...stored.ops, op],
    }));
  }

  remove(opId: string): void {
    this.update((stored) => ({ ...stored, ops: stored.ops.filter((o) => o.op_id !== opId) }));
  }

  notify(notice: SyncNotice): void {
    this.update((stored) => ({
      ...stored,
      notices: [...stored.notices, notice].slice(-NOTICES_MAX),
    }));
  }

  dismiss(id: string): void {
    this.update((stored) => ({ ...stored, notices: stored.notices.filter((n) => n.id !== id) }));
  }

  /** Forgets the waiting changes and notices: the cook logged out and nothing is left to send. */
  clear(): void {
    try {
      this.storage.removeItem(pendingKey(this.owner));
    } catch {
      // Storage refused: nothing of it could have been kept either.
    }
    this.snapshot = EMPTY;
    for (const listener of this.listeners) listener();
  }

  /** Reads storage again (another tab changed it) and tells the listeners. */
  reload(): void {
    this.snapshot = this.read();
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: (stored: Stored) => Stored): void {
    const next = change(this.read());
    try {
      this.storage.setItem(pendingKey(this.owner), JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the change is still kept for this visit.
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private read(): Stored {
    try {
      const text = this.storage.getItem(pendingKey(this.owner));
      const value: unknown = text === null ? EMPTY : JSON.parse(text);
      return isStored(value) ? value : EMPTY;
    } catch {
      return this.snapshot ?? EMPTY;
    }
  }
}

/** A new op id: the browser's own random uuid. */
export function newOpId(): string {
  return crypto.randomUUID();
}
