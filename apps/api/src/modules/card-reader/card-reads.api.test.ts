import { CARD_READER_MESSAGES, cardReadSchema, type CardRead } from '@family-recipes/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Express } from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from '../../test/documented.js';
import { exifBlock, withExif } from '../../test/test-images.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { recipes } from '../recipes/recipes.schema.js';
import { cardReadPhotos, cardReaderSettings, cardReads } from './card-reader.schema.js';
import {
  sampleAnswer,
  startStandInModel,
  type ModelStep,
  type StandInModel,
} from './test-stand-in-model.js';
import { getRead, readerSettings, sendCard, settled, setUpReader } from './test-card-reader.js';

/*
 * A read in the background, against a stand-in model on 127.0.0.1: what is sent (the photos as
 * data URLs, the model, the opened key), the retry of an answer that cannot be used, how each
 * failure of the model ends the read and whether it still counts, and whose reads are whose.
 */

const KEY = 'sk-stand-in-key-7781';
const TIMEOUT_MS = 1500;

const t = useTestApp();
const [admin, owner] = useUsers(t, { groups: ['admin'] }, 'Reading Cook');
const stopping = new AbortController();
let app: Express;
let model: StandInModel;
let elsewhere: StandInModel;

beforeAll(async () => {
  [model, elsewhere] = await Promise.all([startStandInModel(), startStandInModel()]);
  app = t.build({ cardReader: { modelTimeoutMs: TIMEOUT_MS }, stopping: stopping.signal });
});
afterAll(async () => {
  stopping.abort();
  await Promise.all([model.close(), elsewhere.close()]);
});

const db = () => t.db.database.db;
const rowOf = async (id: string) =>
  (await db().select().from(cardReads).where(eq(cardReads.id, id)))[0];
const photosLeft = async (id: string) =>
  (await db().select({ n: count() }).from(cardReadPhotos).where(eq(cardReadPhotos.readId, id)))[0]
    ?.n;
const valid = (title?: string): ModelStep => ({ answer: JSON.stringify(sampleAnswer(title)) });

/** A card sent by `cook` (a fresh one unless given) and its read once settled. */
async function readCard(steps: ModelStep[], cook?: TestUser, photos?: Buffer[]) {
  await setUpReader(app, admin, { endpoint: model.url, apiKey: KEY });
  model.script(steps);
  const sender = cook ?? (await createCook(t, 'Card Cook'));
  const sent = await sendCard(app, sender, photos);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const queued = cardReadSchema.parse(sent.body);
  const read = await settled(app, sender, queued.id);
  return { sender, queued, read, row: await rowOf(queued.id) };
}

function imagesOf(request: StandInModel['requests'][number]): string[] {
  const user = request.body.messages?.find((m) => m.role === 'user');
  const parts = Array.isArray(user?.content) ? (user.content as Record<string, unknown>[]) : [];
  return parts.flatMap((part) =>
    part.type === 'image_url' ? [(part.image_url as { url: string }).url] : [],
  );
}

describe('a read that the model answers', () => {
  it('when the model answers well, then the read is done with the answer, the model got the upright photo without metadata, the model name and the key, and no recipe is written', async () => {
    const recipesBefore = await db().select({ n: count() }).from(recipes);
    const tokensBefore = (await readerSettings(app, admin)).tokens_this_month;
    const phone = await sharp({
      create: { width: 3000, height: 2400, channels: 3, background: { r: 240, g: 230, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const photo = withExif(phone, exifBlock(6));
    const seen = model.requests.length;

    const { queued, read, row } = await readCard([{ ...valid(), tokens: 1234 }], owner, [photo]);

    expect(queued).toMatchObject({ status: 'queued', progress: 0, answer: null, error: null });
    expect(read).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(read.answer).toEqual(sampleAnswer());
    expectDocumented('GET', '/card-reader/reads/:id', await getRead(app, owner, read.id));
    const [request] = model.requests.slice(seen);
    expect(model.requests.length - seen).toBe(1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body.model).toBe('card-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'recipe_card', strict: true },
    });
    const [url] = imagesOf(request!);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(url!.slice(url!.indexOf(',') + 1), 'base64');
    const meta = await sharp(sent).metadata();
    // Turned upright by its orientation (6: a quarter turn) and shrunk to 2000 on its long side.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 2000]);
    expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(row?.tokens).toBe(1234);
    expect(row?.charged).toBe(true);
    expect(await photosLeft(read.id)).toBe(0);
    expect((await readerSettings(app, admin)).tokens_this_month).toBe(tokensBefore + 1234);
    expect(await db().select({ n: count() }).from(recipes)).toEqual(recipesBefore);
  });

  it('when the first answer cannot be used and the second can, then the read passes through retrying, tells the model why, and is done', async () => {
    await setUpReader(app, admin, { endpoint: model.url, apiKey: KEY });
    const cook = await createCook(t, 'Retry Cook');
    let statusAtRetry: string | undefined;
    model.script([{ answer: 'Here is the recipe: scones!' }, valid('Second try')], async (i) => {
      if (i !== 1) return;
      const rows = await db()
        .select()
        .from(cardReads)
        .where(eq(cardReads.cookSub, subOf(cook.idToken)));
      statusAtRetry = rows[0]?.status;
    });
    const seen = model.requests.length;
    const sent = await sendCard(app, cook);
    const read = await settled(app, cook, sent.body.id as string);

    expect(statusAtRetry).toBe('retrying');
    expect(read.status).toBe('done');
    expect(read.answer?.recipes[0]?.title?.text).toBe('Second try');
    const retry = model.requests[seen + 1];
    expect(JSON.stringify(retry?.body.messages?.at(-1))).toContain('could not be used');
    expect(imagesOf(retry!)).toHaveLength(1);
    expect((await rowOf(read.id))?.tokens).toBe(2000);
  });

  it('when both answers cannot be used (the second holds a NUL the database cannot keep), then the read fails as unusable and still counts', async () => {
    const line = { text: '', unsure: false, photo: 0, box: null };
    const { read, row } = await readCard([
      { answer: '{"recipes": "scones"}' },
      {
        answer: JSON.stringify({
          recipes: [{ ...sampleAnswer().recipes[0], tips: [{ ...line, text: 'a\u0000b' }] }],
        }),
      },
    ]);
    expect(read).toMatchObject({ status: 'failed', answer: null });
    expect(read.error).toBe(CARD_READER_MESSAGES.unusableAnswer);
    expect(row?.charged).toBe(true);
    expect(await photosLeft(read.id)).toBe(0);
  });
});

describe('a read the model does not answer', () => {
  const outcomes: [string, ModelStep[], string][] = [
    ['answers 500', [{ status: 500 }], CARD_READER_MESSAGES.unreachable],
    ['answers 401', [{ status: 401 }], CARD_READER_MESSAGES.refused],
    ['answers 403', [{ status: 403 }], CARD_READER_MESSAGES.refused],
    ['takes longer than the timeout', [{ hang: true }], CARD_READER_MESSAGES.unreachable],
  ];
  it.each(outcomes)(
    'when the model %s, then the read fails with its reason and does not count',
    async (_label, steps, error) => {
      const before = (await readerSettings(app, admin)).used_this_month;
      const { read, row } = await readCard(steps);
      expect(read).toMatchObject({ status: 'failed', error, answer: null });
      expect(row?.charged).toBe(false);
      expect(await photosLeft(read.id)).toBe(0);
      expect((await readerSettings(app, admin)).used_this_month).toBe(before);
    },
  );

  it('when the model redirects, then the read is refused and nothing reaches the other address', async () => {
    elsewhere.script([valid()]);
    const { read, row } = await readCard([{ redirect: `${elsewhere.url}/chat/completions` }]);
    expect(read).toMatchObject({ status: 'failed', error: CARD_READER_MESSAGES.refused });
    expect(row?.charged).toBe(false);
    expect(elsewhere.requests).toEqual([]);
  });

  it('when the sealed key was tampered with, then the read is refused and nothing is sent', async () => {
    await setUpReader(app, admin, { endpoint: model.url, apiKey: KEY });
    const [settings] = await db().select().from(cardReaderSettings);
    const sealed = Buffer.from(settings?.apiKeySealed ?? '', 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 0xff;
    await db()
      .update(cardReaderSettings)
      .set({ apiKeySealed: sealed.toString('base64') });
    model.script([valid()]);
    const seen = model.requests.length;
    const cook = await createCook(t, 'Tamper Cook');

    const sent = await sendCard(app, cook);
    const read = await settled(app, cook, sent.body.id as string);

    expect(read).toMatchObject({ status: 'failed', error: CARD_READER_MESSAGES.refused });
    expect(model.requests.length).toBe(seen);
    expect((await rowOf(read.id))?.charged).toBe(false);
  });
});

describe('whose reads are whose, and reads a stopped process left', () => {
  it('when anyone but the cook asks for a read, administrators included, or asks for an unknown one, then 404', async () => {
    const { read, sender } = await readCard([valid()]);
    const stranger = await createCook(t, 'Stranger');
    const asks = [
      await getRead(app, stranger, read.id),
      await getRead(app, admin, read.id),
      await getRead(app, sender, '00000000-0000-4000-8000-000000000000'),
      await getRead(app, sender, 'not-an-id'),
    ];
    for (const res of asks) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CARD_READER_MESSAGES.readNotFound);
    }
    expectDocumented('GET', '/card-reader/reads/:id', asks[0]!);
  });

  it('when an instance starts, then reads left running or never given photos long ago fail as interrupted and count for nothing, and answers older than a week are forgotten', async () => {
    const sub = `stopped-${Date.now()}`;
    const long = sql`now() - interval '11 minutes'`;
    const weeks = sql`now() - interval '8 days'`;
    const answer = sampleAnswer('Kept a while');
    const made = await db()
      .insert(cardReads)
      .values([
        { cookSub: sub, status: 'reading', progress: 20, updatedOn: long, createdOn: long },
        { cookSub: sub, status: 'retrying', progress: 50, updatedOn: long, createdOn: long },
        { cookSub: sub, status: 'queued', createdOn: long },
        { cookSub: sub, status: 'checking', progress: 80 },
        { cookSub: sub, status: 'done', progress: 100, answer, updatedOn: weeks, createdOn: weeks },
        { cookSub: sub, status: 'done', progress: 100, answer, updatedOn: long, createdOn: long },
      ])
      .returning();
    const replica = new AbortController();
    t.build({ stopping: replica.signal });
    try {
      // The answers are forgotten after the stale reads are failed.
      await expect
        .poll(async () => (await rowOf(made[4]!.id))?.answer, { timeout: 10_000 })
        .toBeNull();
      const rows = await Promise.all(made.map((row) => rowOf(row.id)));
      for (const row of rows.slice(0, 3)) {
        expect(row).toMatchObject({
          status: 'failed',
          error: CARD_READER_MESSAGES.interrupted,
          charged: false,
        });
      }
      expect(rows[3]).toMatchObject({ status: 'checking', charged: true });
      expect(rows[4]).toMatchObject({ status: 'done', answer: null, charged: true });
      expect(rows[5]).toMatchObject({ status: 'done', answer, charged: true });
    } finally {
      replica.abort();
      await db().delete(cardReads).where(eq(cardReads.cookSub, sub));
    }
  });

  it('when the process stops during a read, then the read fails as interrupted and does not count', async () => {
    await setUpReader(app, admin, { endpoint: model.url, apiKey: KEY });
    const replica = new AbortController();
    const stoppingApp = t.build({ stopping: replica.signal });
    model.script([{ hang: true }]);
    const cook = await createCook(t, 'Stopping Cook');
    const sent = await sendCard(stoppingApp, cook);
    await model.received(1);

    replica.abort();
    const read: CardRead = await settled(app, cook, sent.body.id as string);

    expect(read).toMatchObject({ status: 'failed', error: CARD_READER_MESSAGES.interrupted });
    expect((await rowOf(read.id))?.charged).toBe(false);
  });
});
