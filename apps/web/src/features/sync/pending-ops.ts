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

/** The storage key of one cook's waiting changes: another cook on the same device has their own. */
export const pendingKey = (owner: string) => `family-recipes:pending:${owner}`;

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
