import {
  cardReadSchema,
  cardReaderSettingsSchema,
  type CardRead,
  type CardReaderSettings,
  type CardReaderSettingsInput,
} from '@family-recipes/shared';
import type { Express } from 'express';
import request from 'supertest';
import { expect, vi } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { bearer, type TestUser } from '../../test/test-users.js';

/* What the card reader's tests share: setting the reader up, sending a card, waiting for a read. */

export const SETTINGS_PATH = '/api/admin/card-reader';
export const READS_PATH = '/api/card-reader/reads';

export async function readerSettings(app: Express, admin: TestUser): Promise<CardReaderSettings> {
  const res = await request(app).get(SETTINGS_PATH).set(bearer(admin));
  expect(res.status).toBe(200);
  return cardReaderSettingsSchema.parse(res.body);
}

/**
 * Turns the reader on at `endpoint` with generous numbers unless `settings` says otherwise. The
 * month's counts are the whole file's: `budgetLeft` sets the budget that many reads above what
 * is used already.
 */
export async function setUpReader(
  app: Express,
  admin: TestUser,
  settings: Partial<CardReaderSettingsInput> & { budgetLeft?: number },
): Promise<CardReaderSettings> {
  const { budgetLeft, ...rest } = settings;
  const used = budgetLeft === undefined ? 0 : (await readerSettings(app, admin)).used_this_month;
  const res = await request(app)
    .put(SETTINGS_PATH)
    .set(bearer(admin))
    .send({
      enabled: true,
      endpoint: '',
      model: 'card-model',
      monthly_budget: budgetLeft === undefined ? 10_000 : used + budgetLeft,
      per_cook_limit: 1000,
      ...rest,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cardReaderSettingsSchema.parse(res.body);
}

/** POST of a card's photos (one small JPEG unless given) by `cook`. */
export async function sendCard(
  app: Express,
  cook: TestUser,
  photos?: Buffer[],
): Promise<request.Response> {
  let req = request(app).post(READS_PATH).set(bearer(cook));
  for (const [i, photo] of (photos ?? [await smallJpeg(400, 300)]).entries()) {
    req = req.attach('photos', photo, `card-${i}.jpg`);
  }
  return req;
}

export async function getRead(app: Express, cook: TestUser, id: string): Promise<request.Response> {
  return request(app).get(`${READS_PATH}/${id}`).set(bearer(cook));
}

/** The read once it is done or failed, polled as the cook's page polls it. */
export async function settled(app: Express, cook: TestUser, id: string): Promise<CardRead> {
  let read: CardRead | undefined;
  await vi.waitFor(
    async () => {
      const res = await getRead(app, cook, id);
      expect(res.status).toBe(200);
      read = cardReadSchema.parse(res.body);
      expect(['done', 'failed']).toContain(read.status);
    },
    { timeout: 20_000, interval: 50 },
  );
  if (!read) throw new Error('The read never settled');
  return read;
}
