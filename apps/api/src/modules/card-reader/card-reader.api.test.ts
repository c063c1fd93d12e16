import { readFile, stat } from 'node:fs/promises';
import { CARD_READER_MESSAGES, cardReaderOfferSchema, IMAGE_LIMITS } from '@family-recipes/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from '../../test/documented.js';
import { HOSTILE, listenOnLoopback } from '../../test/hostile-uploads.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { smallJpeg } from '../../test/test-images.js';
import { subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { cardReaderSettings, cardReads } from './card-reader.schema.js';
import { UPLOAD_MESSAGES } from '../images/upload.js';
import { sampleAnswer, startStandInModel, type StandInModel } from './test-stand-in-model.js';
import {
  readerSettings,
  READS_PATH,
  sendCard,
  setUpReader,
  settled,
  SETTINGS_PATH,
} from './test-card-reader.js';

/*
 * The reader's settings (administrators), the offer to cooks and the month's budget and limit,
 * which hold under bursts of reads on any engine.
 */

const t = useTestApp();
const [admin, cook] = useUsers(t, { groups: ['admin'] }, 'Settings Cook');
let model: StandInModel;

beforeAll(async () => {
  model = await startStandInModel();
});
afterAll(async () => {
  await model.close();
});

const db = () => t.db.database.db;
const storedSettings = async () =>
  (await db().select().from(cardReaderSettings).where(eq(cardReaderSettings.id, 1)))[0];
const rowsOf = (who: TestUser) =>
  db()
    .select()
    .from(cardReads)
    .where(eq(cardReads.cookSub, subOf(who.idToken)));
const offerOf = async (who: TestUser) => {
  const res = await request(t.app).get('/api/card-reader').set(bearer(who));
  expect(res.status).toBe(200);
  expectDocumented('GET', '/card-reader', res);
  return cardReaderOfferSchema.parse(res.body);
};
/** Answers every read of a burst with a valid answer. */
const answerAll = () =>
  model.script(Array.from({ length: 50 }, () => ({ answer: JSON.stringify(sampleAnswer()) })));

describe('who may reach the reader', () => {
  it('when nobody is signed in, then every call of the reader is 401', async () => {
    const calls = [
      request(t.app).get(SETTINGS_PATH),
      request(t.app).put(SETTINGS_PATH).send({}),
      request(t.app).get('/api/card-reader'),
      request(t.app).post(READS_PATH),
      request(t.app).get(`${READS_PATH}/00000000-0000-4000-8000-000000000000`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('when a cook asks for or changes the settings, then 403 and nothing changes', async () => {
    const before = await storedSettings();
    const read = await request(t.app).get(SETTINGS_PATH).set(bearer(cook));
    const write = await request(t.app).put(SETTINGS_PATH).set(bearer(cook)).send({
      enabled: true,
      endpoint: model.url,
      model: 'm',
      monthly_budget: 5,
      per_cook_limit: 5,
    });
    expect([read.status, write.status]).toEqual([403, 403]);
    expect(await storedSettings()).toEqual(before);
  });
});

describe('the settings', () => {
  it('when the settings are invalid, then 400 with the schema’s words and nothing changes', async () => {
    await setUpReader(t.app, admin, { enabled: false, endpoint: model.url });
    const before = await storedSettings();
    const valid = {
      enabled: true,
      endpoint: model.url,
      model: 'm',
      monthly_budget: 5,
      per_cook_limit: 2,
    };
    const cases = [
      [{ endpoint: 'ftp://reader.example' }, CARD_READER_MESSAGES.endpointInvalid],
      [{ endpoint: 'http://reader.example.com/v1' }, CARD_READER_MESSAGES.endpointInvalid],
      [{ monthly_budget: -1 }, CARD_READER_MESSAGES.budgetInvalid],
      [{ per_cook_limit: 1.5 }, CARD_READER_MESSAGES.perCookInvalid],
      [{ apiKey: 'has space' }, CARD_READER_MESSAGES.keyInvalid],
      [{ model: '' }, CARD_READER_MESSAGES.modelRequired],
      [{ endpoint: '' }, CARD_READER_MESSAGES.endpointInvalid],
    ] as const;
    for (const [change, message] of cases) {
      const res = await request(t.app)
        .put(SETTINGS_PATH)
        .set(bearer(admin))
        .send({ ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
      expectDocumented('PUT', '/admin/card-reader', res);
    }
    expect(await storedSettings()).toEqual(before);
  });

  it('when an API key is set, then it is stored sealed under a key file only its owner reads, never answered, kept when left out and removed when empty', async () => {
    const key = 'sk-family-very-secret-42';
    const set = await setUpReader(t.app, admin, { endpoint: model.url, apiKey: key });
    expect(set).toMatchObject({ key_set: true, endpoint: model.url, model: 'card-model' });
    expect(JSON.stringify(set)).not.toContain(key);
    const sealed = (await storedSettings())?.apiKeySealed ?? '';
    expect(sealed).not.toBe('');
    const row = await db().execute(sql`select * from card_reader_settings`);
    expect(JSON.stringify(row)).not.toContain(key);
    const keyFile = t.config.cardReaderKeyFile;
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(keyFile)).length).toBe(32);

    const kept = await setUpReader(t.app, admin, { endpoint: model.url, model: 'other-model' });
    expect(kept).toMatchObject({ key_set: true, model: 'other-model' });
    expect((await storedSettings())?.apiKeySealed).toBe(sealed);

    const removed = await setUpReader(t.app, admin, { endpoint: model.url, apiKey: '' });
    expect(removed.key_set).toBe(false);
    expect((await storedSettings())?.apiKeySealed).toBeNull();
    const got = await request(t.app).get(SETTINGS_PATH).set(bearer(admin));
    expectDocumented('GET', '/admin/card-reader', got);
  });
});

describe('the offer and the month’s counts', () => {
  it('when the reader is off or not set up, then no cook is offered it and a card sent is 404', async () => {
    await setUpReader(t.app, admin, { enabled: false, endpoint: '', model: '' });
    expect(await offerOf(cook)).toEqual({ available: false, remaining: 0 });
    const res = await sendCard(t.app, cook);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CARD_READER_MESSAGES.notOffered);
    expectDocumented('POST', '/card-reader/reads', res);
    expect(await rowsOf(cook)).toEqual([]);
  });

  it('when the site has reads left, then a cook is offered the fewer of the site’s and their own', async () => {
    const newcomer = await createCook(t, 'Offer Cook');
    await setUpReader(t.app, admin, { endpoint: model.url, budgetLeft: 7, per_cook_limit: 3 });
    expect(await offerOf(newcomer)).toEqual({ available: true, remaining: 3 });
    await setUpReader(t.app, admin, { endpoint: model.url, budgetLeft: 2, per_cook_limit: 3 });
    expect(await offerOf(newcomer)).toEqual({ available: true, remaining: 2 });
    await setUpReader(t.app, admin, { endpoint: model.url, budgetLeft: 0, per_cook_limit: 3 });
    expect(await offerOf(newcomer)).toEqual({ available: false, remaining: 0 });
  });

  it('when twelve cards are sent at once against a budget of five, then exactly five are taken and counted, and the rest are 429', async () => {
    answerAll();
    const cooks = await Promise.all(['A', 'B', 'C', 'D'].map((n) => createCook(t, `Burst ${n}`)));
    await setUpReader(t.app, admin, { endpoint: model.url, budgetLeft: 5, per_cook_limit: 100 });
    const before = (await readerSettings(t.app, admin)).used_this_month;

    const senders = cooks.flatMap((who) => [who, who, who]);
    const answers = await Promise.all(senders.map((who) => sendCard(t.app, who)));

    const taken = answers.filter((res) => res.status === 202);
    const refused = answers.filter((res) => res.status === 429);
    expect(taken).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      expect(res.body.message).toBe(CARD_READER_MESSAGES.budgetSpent);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expectDocumented('POST', '/card-reader/reads', taken[0]!);
    const rows = (await Promise.all(cooks.map(rowsOf))).flat();
    expect(rows).toHaveLength(5);
    expect((await readerSettings(t.app, admin)).used_this_month).toBe(before + 5);
    expect(await offerOf(cooks[0]!)).toEqual({ available: false, remaining: 0 });
    for (const [i, res] of answers.entries()) {
      if (res.status !== 202) continue;
      expect((await settled(t.app, senders[i]!, res.body.id as string)).status).toBe('done');
    }
  });

  it('when a cook sends eight cards at once with a limit of three, then exactly three are taken and the rest are 429', async () => {
    answerAll();
    const eager = await createCook(t, 'Eager Cook');
    await setUpReader(t.app, admin, { endpoint: model.url, budgetLeft: 100, per_cook_limit: 3 });

    const answers = await Promise.all(Array.from({ length: 8 }, () => sendCard(t.app, eager)));

    const taken = answers.filter((res) => res.status === 202);
    const refused = answers.filter((res) => res.status === 429);
    expect(taken).toHaveLength(3);
    expect(refused.map((res) => res.body.message)).toEqual(
      Array.from({ length: 5 }, () => CARD_READER_MESSAGES.cookLimit),
    );
    expect(await rowsOf(eager)).toHaveLength(3);
    expect(await offerOf(eager)).toEqual({ available: false, remaining: 0 });
    for (const res of taken) {
      expect((await settled(t.app, eager, res.body.id as string)).status).toBe('done');
    }
  });
});

describe('photos that are refused', () => {
  it.each(HOSTILE)(
    'when a cook sends $label, then $status as for any upload, and the read counts for nothing',
    async ({ bytes, status, message }) => {
      const sender = await createCook(t, 'Hostile Cook');
      await setUpReader(t.app, admin, { endpoint: model.url });
      const before = (await readerSettings(t.app, admin)).used_this_month;

      const res = await sendCard(t.app, sender, [await smallJpeg(), await bytes()]);

      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expectDocumented('POST', '/card-reader/reads', res);
      expect(await rowsOf(sender)).toEqual([]);
      expect((await readerSettings(t.app, admin)).used_this_month).toBe(before);
    },
  );

  it('when a cook sends no photo, three photos, or a form that is not multipart, then 400 and no read is kept', async () => {
    const sender = await createCook(t, 'Counting Cook');
    await setUpReader(t.app, admin, { endpoint: model.url });
    const photo = await smallJpeg();
    const answers = [
      await sendCard(t.app, sender, []),
      await sendCard(t.app, sender, [photo, photo, photo]),
      await request(t.app)
        .post(READS_PATH)
        .set(bearer(sender))
        .send({ photos: ['a'] }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CARD_READER_MESSAGES.photosRequired);
      expect(res.body.errors).toEqual([
        { field: 'photos', message: CARD_READER_MESSAGES.photosRequired },
      ]);
    }
    expect(await rowsOf(sender)).toEqual([]);
  });

  it('when a photo is over the upload limit, or the form says it is larger than two photos may be, then 413 and no read is kept', async () => {
    const sender = await createCook(t, 'Large Cook');
    await setUpReader(t.app, admin, { endpoint: model.url });
    const server = await listenOnLoopback(t.app);
    try {
      for (const fileBytes of [IMAGE_LIMITS.maxBytes + 1024, 3 * IMAGE_LIMITS.maxBytes]) {
        const res = await streamMultipart({
          url: `${server.base}${READS_PATH}`,
          headers: bearer(sender),
          fileField: 'photos',
          fileBytes,
        });
        expect(res.status).toBe(413);
        expect((res.body as { message: string }).message).toBe(UPLOAD_MESSAGES.fileTooLarge);
      }
    } finally {
      await server.close();
    }
    expect(await rowsOf(sender)).toEqual([]);
  });
});
