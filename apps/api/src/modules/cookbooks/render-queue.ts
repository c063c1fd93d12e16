/**
 * A book's turn: called when it comes, with a signal aborted when the process stops. What it
 * throws is its own to record; the line goes on either way.
 */
export type Turn = (stopping: AbortSignal) => Promise<void>;

/**
 * The one line of cookbook PDFs a process makes, whoever asked: at most `limit` at once, the
 * others waiting in the order they were added. Laying out a book is seconds of work for a thread;
 * without the line, every book asked for at once would share the machine's cores with the site.
 */
export class RenderQueue {
  private readonly waiting: { key: string; turn: Turn }[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`No renders at once: ${limit}`);
  }

  /**
   * Adds a book at the end of the line under `key`; it starts at once while fewer than `limit`
   * are being made. False once the process is stopping: nothing starts then.
   */
  add(key: string, turn: Turn): boolean {
    if (this.stopping.signal.aborted) return false;
    this.waiting.push({ key, turn });
    this.next();
    return true;
  }

  /** The place in the line of the book added under `key`: 1 for the next to start; null when it is not waiting. */
  placeOf(key: string): number | null {
    const index = this.waiting.findIndex((entry) => entry.key === key);
    return index === -1 ? null : index + 1;
  }

  /**
   * No waiting book starts any more and those being made are told to stop; resolves once their
   * turns have ended.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.waiting.length = 0;
    await Promise.all(this.running);
  }

  private next(): void {
    while (this.running.size < this.limit && !this.stopping.signal.aborted) {
      const entry = this.waiting.shift();
      if (!entry) return;
      const { signal } = this.stopping;
      const turn = Promise.resolve()
        .then(() => entry.turn(signal))
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(turn);
          this.next();
        });
      this.running.add(turn);
    }
  }
}
