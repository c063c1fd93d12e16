import type { Logger } from '../../http/logger.js';
import type { CookbooksRepository } from './cookbooks.repository.js';

/** How often an attempt renews its heartbeat when nothing is reported (waiting, a slow photo). */
const HEARTBEAT_MS = 30 * 1000;
/** Progress is written at most this often: the pages poll, the renderer reports per recipe. */
const PROGRESS_WRITE_MS = 500;

export interface PdfProgress {
  report(progress: number, stage: string): void;
  /** Stops the heartbeat; resolves once the last write is done. */
  stop(): Promise<void>;
}

/**
 * An attempt's progress, written now and then (one write at a time, the latest wins), and a
 * heartbeat meanwhile, also while the book waits for its turn: every replica then sees it alive.
 */
export function pdfProgress(
  books: CookbooksRepository,
  id: string,
  job: string,
  logger: Logger | undefined,
): PdfProgress {
  let latest = { progress: 0, stage: null as string | null };
  let writtenAt = 0;
  let writing = Promise.resolve();
  const write = () => {
    writtenAt = Date.now();
    const { progress, stage } = latest;
    writing = writing
      .then(() => books.progress(id, job, progress, stage))
      .then(
        () => undefined,
        (err: unknown) => logger?.warn({ err, cookbook: id }, 'cookbook progress'),
      );
  };
  const heartbeat = setInterval(write, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    report: (progress, stage) => {
      latest = { progress: Math.min(1, Math.max(0, progress)), stage };
      if (Date.now() - writtenAt >= PROGRESS_WRITE_MS) write();
    },
    stop: async () => {
      clearInterval(heartbeat);
      await writing;
    },
  };
}
