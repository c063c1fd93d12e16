import {
  CARD_READER_MESSAGES,
  type CardRead,
  type CardReaderOffer,
  type CardReaderSettings,
  type cardReaderSettingsInputSchema,
  type FieldError,
} from '@family-recipes/shared';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { cardPhotos } from './card-photos.js';
import { STALE_READ_MS, type CardReadRunner } from './card-read-runner.js';
import type { CardReaderRepository, MonthUse } from './card-reader.repository.js';
import type { CardReadRow, CardReaderSettingsRow } from './card-reader.schema.js';
import type { KeySeal } from './key-seal.js';

type SettingsInput = z.output<typeof cardReaderSettingsInputSchema>;

/** Whether the settings name a reader to send cards to. */
const configured = (settings: CardReaderSettingsRow) =>
  settings.enabled && settings.endpoint !== '' && settings.model !== '';

/** Reads left to a cook this month: the fewer of the site's and their own. */
const readsLeft = (settings: CardReaderSettingsRow, use: MonthUse) =>
  Math.max(0, Math.min(settings.monthlyBudget - use.site, settings.perCookLimit - use.mine));

/** Whole seconds until the next calendar month (UTC) begins, when the counts start again. */
function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

function readOf(row: CardReadRow): CardRead {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    answer: row.status === 'done' ? row.answer : null,
    error: row.status === 'failed' ? row.error : null,
    created_on: row.createdOn.toISOString(),
  };
}

const running = (row: CardReadRow) => ['reading', 'checking', 'retrying'].includes(row.status);

/** The rules of the server reader: its settings, the offer to a cook, and a cook's reads. */
export class CardReaderService {
  constructor(
    private readonly repository: CardReaderRepository,
    private readonly seal: KeySeal,
    private readonly runner: CardReadRunner,
  ) {}

  async settings(): Promise<CardReaderSettings> {
    const [row, use] = await Promise.all([this.repository.settings(), this.repository.monthUse()]);
    return {
      enabled: row.enabled,
      endpoint: row.endpoint,
      model: row.model,
      key_set: row.apiKeySealed !== null,
      monthly_budget: row.monthlyBudget,
      per_cook_limit: row.perCookLimit,
      used_this_month: use.site,
      tokens_this_month: use.tokens,
    };
  }

  /** Saves the settings; the key is kept when left out, removed when empty, else sealed. */
  async saveSettings(input: SettingsInput): Promise<CardReaderSettings> {
    const errors: FieldError[] = [];
    if (input.enabled && input.endpoint === '') {
      errors.push({ field: 'endpoint', message: CARD_READER_MESSAGES.endpointInvalid });
    }
    if (input.enabled && input.model === '') {
      errors.push({ field: 'model', message: CARD_READER_MESSAGES.modelRequired });
    }
    if (errors.length > 0) throw invalidInput(errors, CARD_READER_MESSAGES.endpointInvalid);
    const key =
      input.apiKey === undefined
        ? {}
        : { apiKeySealed: input.apiKey === '' ? null : await this.seal.seal(input.apiKey) };
    await this.repository.saveSettings({
      enabled: input.enabled,
      endpoint: input.endpoint,
      model: input.model,
      monthlyBudget: input.monthly_budget,
      perCookLimit: input.per_cook_limit,
      ...key,
    });
    return this.settings();
  }

  async offer(sub: string): Promise<CardReaderOffer> {
    const [settings, use] = await Promise.all([
      this.repository.settings(),
      this.repository.monthUse(sub),
    ]);
    const remaining = configured(settings) ? readsLeft(settings, use) : 0;
    return { available: remaining > 0, remaining };
  }

  /**
   * Reserves a read of `sub`'s against the month's budget and their limit, then reads and
   * prepares its photos (`upload`) and queues it. A read whose photos are refused is let go, so
   * it counts for nothing. `monthSpent` is told how long until the counts start again before a
   * 429 for a spent budget or limit.
   */
  async start(
    sub: string,
    upload: () => Promise<Buffer[]>,
    monthSpent: (retryAfterSeconds: number) => void,
  ): Promise<CardRead> {
    const read = await this.repository.reserve(sub, (settings, use) => {
      if (!configured(settings)) throw new AppError(404, CARD_READER_MESSAGES.notOffered);
      const spent =
        use.site >= settings.monthlyBudget
          ? CARD_READER_MESSAGES.budgetSpent
          : use.mine >= settings.perCookLimit
            ? CARD_READER_MESSAGES.cookLimit
            : undefined;
      if (spent) {
        monthSpent(secondsToNextMonth(new Date()));
        throw new AppError(429, spent);
      }
    });
    try {
      await this.repository.attachPhotos(read.id, await cardPhotos(await upload()));
    } catch (err) {
      await this.repository.release(read.id);
      throw err;
    }
    this.runner.nudge();
    return readOf(read);
  }

  /** A read of the caller's own; anyone else's is unknown to them, administrators included. */
  async read(id: string, sub: string): Promise<CardRead> {
    let row = isUuid(id) ? await this.repository.findOwn(id, sub) : undefined;
    if (row && running(row) && Date.now() - row.updatedOn.getTime() > STALE_READ_MS) {
      // Its process stopped, and no instance has started since to say so.
      await this.runner.sweep();
      row = await this.repository.findOwn(id, sub);
    }
    if (!row) throw new AppError(404, CARD_READER_MESSAGES.readNotFound);
    // Its instance may be gone, or busy: any instance the cook reaches may take it.
    if (row.status === 'queued') this.runner.nudge();
    return readOf(row);
  }
}
