import { CARD_READER_MESSAGES } from '@family-recipes/shared';
import type { Logger } from '../../http/logger.js';
import type { CardReadJobsRepository } from './card-read-jobs.repository.js';
import type { CardReaderRepository } from './card-reader.repository.js';
import type { CardReadRow } from './card-reader.schema.js';
import { SealBrokenError, type KeySeal } from './key-seal.js';
import { checkAnswer, type AnswerCheck } from './model-answer.js';
import { askModel, ModelCallError, type ModelReply, type ModelRequest } from './model-client.js';

export interface ReadJobDeps {
  jobs: CardReadJobsRepository;
  reader: CardReaderRepository;
  seal: KeySeal;
  /** How long the model may take to answer one request. */
  timeoutMs: number;
  logger?: Logger | undefined;
}

const checked = (reply: ModelReply): AnswerCheck =>
  reply.problem === undefined ? checkAnswer(reply.content) : { ok: false, problem: reply.problem };

/** The cook's words for a read that ended without an answer. */
function failureOf(err: unknown): string {
  if (err instanceof SealBrokenError) return CARD_READER_MESSAGES.refused;
  if (!(err instanceof ModelCallError)) return CARD_READER_MESSAGES.interrupted;
  switch (err.kind) {
    case 'unreachable':
      return CARD_READER_MESSAGES.unreachable;
    case 'refused':
      return CARD_READER_MESSAGES.refused;
    case 'interrupted':
      return CARD_READER_MESSAGES.interrupted;
  }
}

/** Sends the photos, checks the answer and asks once more if it cannot be used. */
async function readCard(
  deps: ReadJobDeps,
  read: CardReadRow,
  request: ModelRequest,
  stopping: AbortSignal,
  spent: { tokens: number; answered: boolean },
): Promise<void> {
  const ask = async (problem?: string) => {
    const reply = await askModel({ ...request, problem }, { timeoutMs: deps.timeoutMs, stopping });
    spent.answered = true;
    spent.tokens += reply.tokens;
    await deps.jobs.step(read.id, 'checking', 80, spent.tokens);
    return checked(reply);
  };
  let check = await ask();
  if (!check.ok) {
    await deps.jobs.step(read.id, 'retrying', 50, spent.tokens);
    check = await ask(check.problem);
  }
  await deps.jobs.finish(
    read.id,
    check.ok
      ? { status: 'done', answer: check.answer, tokens: spent.tokens }
      : {
          status: 'failed',
          error: CARD_READER_MESSAGES.unusableAnswer,
          charged: true,
          tokens: spent.tokens,
        },
  );
}

/**
 * Runs one claimed read to its end. A read counts against the budget once the model has answered
 * (it was used, even if the answer could not be); one that never got an answer (not reached,
 * refused, the key's seal broken, the process stopping) is failed uncounted. The answer only
 * fills the read's record: nothing else of the site is written from it.
 */
export async function runRead(
  deps: ReadJobDeps,
  read: CardReadRow,
  stopping: AbortSignal,
): Promise<void> {
  const spent = { tokens: 0, answered: false };
  try {
    const settings = await deps.reader.settings();
    if (!settings.enabled || settings.endpoint === '' || settings.model === '') {
      await deps.jobs.finish(read.id, {
        status: 'failed',
        error: CARD_READER_MESSAGES.notOffered,
        charged: false,
        tokens: 0,
      });
      return;
    }
    // Opened before anything is sent: a key that does not open whole is never sent at all.
    const key = settings.apiKeySealed ? await deps.seal.open(settings.apiKeySealed) : null;
    const photos = await deps.jobs.photosOf(read.id);
    const request = { endpoint: settings.endpoint, model: settings.model, key, photos };
    await readCard(deps, read, request, stopping, spent);
  } catch (err) {
    if (err instanceof SealBrokenError) {
      deps.logger?.error(
        'The card reader’s API key does not open: every instance needs the key file it was sealed with (DATA_DIR/secrets/card-reader.key); set the key again',
      );
    } else if (err instanceof ModelCallError) {
      deps.logger?.warn({ read: read.id, reason: err.message }, 'The card reader gave no answer');
    } else {
      deps.logger?.error({ err, read: read.id }, 'A card read failed');
    }
    await deps.jobs.finish(read.id, {
      status: 'failed',
      error: failureOf(err),
      charged: spent.answered,
      tokens: spent.tokens,
    });
  }
}
