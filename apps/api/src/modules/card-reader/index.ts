import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { runRead } from './card-read-job.js';
import { CardReadJobsRepository } from './card-read-jobs.repository.js';
import { CardReadRunner } from './card-read-runner.js';
import { CardReaderRepository } from './card-reader.repository.js';
import { cardReaderRouter } from './card-reader.router.js';
import { CardReaderService } from './card-reader.service.js';
import { KeySeal } from './key-seal.js';
import { MODEL_TIMEOUT_MS } from './model-client.js';

/** What tests change: how long the model may take to answer one request. */
export interface CardReaderOptions {
  modelTimeoutMs?: number | undefined;
}

export interface CardReaderModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** The file of the key the API key is sealed with (config.cardReaderKeyFile). */
  keyFile: string;
  /** Aborted when the process begins to stop: the reads running are stopped, none starts. */
  stopping?: AbortSignal | undefined;
  logger?: Logger | undefined;
  options?: CardReaderOptions | undefined;
}

/**
 * The server reader of recipe cards: its settings, the offer to cooks, and their reads, run in
 * the background by a runner this module starts and the process's `stopping` stops.
 */
export function createCardReaderModule(deps: CardReaderModuleDeps): { router: Router } {
  const repository = new CardReaderRepository(deps.db);
  const jobs = new CardReadJobsRepository(deps.db);
  const seal = new KeySeal(deps.keyFile);
  const timeoutMs = deps.options?.modelTimeoutMs ?? MODEL_TIMEOUT_MS;
  const runner = new CardReadRunner({
    jobs,
    run: (read, stopping) =>
      runRead({ jobs, reader: repository, seal, timeoutMs, logger: deps.logger }, read, stopping),
    logger: deps.logger,
  });
  deps.stopping?.addEventListener('abort', () => void runner.stop(), { once: true });
  if (deps.stopping?.aborted) void runner.stop();
  else runner.start();
  const service = new CardReaderService(repository, seal, runner);
  return { router: cardReaderRouter(service, deps.limiter).routes };
}
