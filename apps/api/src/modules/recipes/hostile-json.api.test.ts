import { API_MESSAGES, REVIEW_LIMITS } from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm } from '../../test/test-recipes.js';
import { bearer } from '../../test/test-users.js';
import { UPLOAD_MESSAGES } from '../images/upload.js';
import { RecipesRepository } from './recipes.repository.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

// Hostile JSON in the form's JSON fields (docs/security.md, input handling): deep or huge values
// answer 400 before anything recursive touches them, and nothing is stored.

let jpeg: Buffer;

const t = useTestApp(undefined, undefined, { databasePrefix: 'hostile_json' });
const [cook] = useUsers(t, 'Cook Cora');

beforeAll(async () => {
  jpeg = await smallJpeg();
});

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return recipeForm({
    title: 'Plum Cake',
    category: 'Desserts',
    reviews: JSON.stringify([{ author: 'Aunt May', rating: 5, text: 'Every August.' }]),
    ...overrides,
  });
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** 200,000 entries: 400 KB of text, twice what the form takes in one field. */
const manyEntries = `[${Array.from({ length: 200_000 }, () => '0').join(',')}]`;
/** One review whose text alone passes 200 KB. */
const overSize = JSON.stringify([
  { author: 'Aunt May', rating: 5, text: 'a'.repeat(REVIEW_LIMITS.maxBytes + 1) },
]);

const repository = () => new RecipesRepository(t.db.database.db);

function submit(overrides: Record<string, string>) {
  return request(t.app)
    .post('/api/submit-recipe')
    .set(bearer(cook))
    .field(fields(overrides))
    .attach('thumbnail_image', jpeg, 'cake.jpg');
}

function update(id: string, overrides: Record<string, string>) {
  return request(t.app)
    .put(`/api/update-recipe/${id}`)
    .set(bearer(cook))
    .field(fields({ title: 'Changed Cake', ...overrides }));
}

describe('POST /api/submit-recipe with hostile JSON fields', () => {
  it('when a valid review is sent, then it is stored as a review', async () => {
    const res = await submit({}).expect(201);
    expect((res.body as { reviews: unknown }).reviews).toEqual([
      { author: 'Aunt May', rating: 5, text: 'Every August.' },
    ]);
  });

  for (const levels of [5_000, 90_000]) {
    it(`when reviews are nested ${levels} deep, then 400 with the message and nothing stored`, async () => {
      const before = await repository().count();
      const res = await submit({ reviews: deep(levels) }).expect(400);
      expect(res.body.message).toBe(API_MESSAGES.recipeJsonTooDeep);
      expect(await repository().count()).toBe(before);
    });
  }

  it('when another JSON field is nested 90,000 deep, then 400 with the message and nothing stored', async () => {
    const before = await repository().count();
    for (const field of ['tags', 'ingredients', 'instructions', 'tips', 'more']) {
      const res = await submit({ [field]: deep(90_000) }).expect(400);
      expect(res.body.message).toBe(API_MESSAGES.recipeJsonTooDeep);
    }
    expect(await repository().count()).toBe(before);
  });

  it('when reviews hold 200,000 entries, then 400 with the message and nothing stored', async () => {
    const before = await repository().count();
    const res = await submit({ reviews: manyEntries }).expect(400);
    // The form's own limit on one field answers first; the schema's count stops what gets past it.
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fieldTooLong('reviews'));
    expect(await repository().count()).toBe(before);
  });

  it('when reviews exceed 200 KB, then 400 with the message and nothing stored', async () => {
    const before = await repository().count();
    const res = await submit({ reviews: overSize }).expect(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fieldTooLong('reviews'));
    expect(await repository().count()).toBe(before);
  });

  it('when reviews hold more than 200 entries, then 400 with the message and nothing stored', async () => {
    const before = await repository().count();
    const reviews = Array.from({ length: REVIEW_LIMITS.count + 1 }, () => ({
      author: 'A',
      rating: 4,
      text: 'Good.',
    }));
    const res = await submit({ reviews: JSON.stringify(reviews) }).expect(400);
    expect(res.body.message).toBe(API_MESSAGES.reviewsTooLarge);
    expect(await repository().count()).toBe(before);
  });
});

describe('PUT /api/update-recipe/:id with hostile JSON fields', () => {
  async function stored() {
    const res = await submit({ title: 'Keep Me' }).expect(201);
    return (res.body as { _id: string })._id;
  }

  async function unchanged(id: string) {
    const row = await repository().findById(id);
    expect(row?.title).toBe('Keep Me');
    expect(row?.reviews).toEqual([{ author: 'Aunt May', rating: 5, text: 'Every August.' }]);
  }

  for (const levels of [5_000, 90_000]) {
    it(`when reviews are nested ${levels} deep, then 400 with the message and nothing stored`, async () => {
      const id = await stored();
      const res = await update(id, { reviews: deep(levels) }).expect(400);
      expect(res.body.message).toBe(API_MESSAGES.recipeJsonTooDeep);
      await unchanged(id);
    });
  }

  it('when reviews hold 200,000 entries, then 400 with the message and nothing stored', async () => {
    const id = await stored();
    const res = await update(id, { reviews: manyEntries }).expect(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fieldTooLong('reviews'));
    await unchanged(id);
  });

  it('when reviews exceed 200 KB, then 400 with the message and nothing stored', async () => {
    const id = await stored();
    const res = await update(id, { reviews: overSize }).expect(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fieldTooLong('reviews'));
    await unchanged(id);
  });

  it('when a review is not a review, then 400 and nothing stored', async () => {
    const id = await stored();
    const res = await update(id, { reviews: JSON.stringify([{ author: 'A', rating: 9 }]) }).expect(
      400,
    );
    expect(res.body.message).toBe('A review rating must be a whole number from 1 to 5');
    await unchanged(id);
  });
});
