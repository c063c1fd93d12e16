import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

let jpeg: Buffer;

const t = useTestApp();
const [cook, admin] = useUsers(t, 'Cook Clara', { groups: ['admin'], name: 'Admin Ada' });

beforeAll(async () => {
  jpeg = await smallJpeg();
});

function fields(overrides: Record<string, string>): Record<string, string> {
  return recipeForm({ title: 'Plain Pound Cake', category: 'Desserts', ...overrides });
}

async function submit(overrides: Record<string, string>, card?: Buffer, expected = 201) {
  let req = withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(cook)),
    fields(overrides),
  ).attach('thumbnail_image', jpeg, 'cake.jpg');
  if (card) req = req.attach('card_image', card, 'card.jpg');
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body as Record<string, unknown> & { _id: string };
}

const setStatus = (id: string, status: 101 | 199) =>
  request(t.app)
    .put(`/api/admin/recipes/${id}/status/${status}`)
    .set('Authorization', `Bearer ${admin.idToken}`)
    .expect(200);

describe('family provenance, on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'), () => {
  it('when a recipe is submitted with a story, a kitchen and a card, then they come back and the card went through the image pipeline', async () => {
    const recipe = await submit(
      {
        title: 'Rosewater Shortbread',
        story: 'Great-grandma Ilse brought it from Hamburg.\n\nWe bake it every December.',
        from_kitchen_of: 'Great-grandma Ilse',
      },
      await smallJpeg(400, 300),
    );
    expect(recipe['story']).toBe(
      'Great-grandma Ilse brought it from Hamburg.\n\nWe bake it every December.',
    );
    expect(recipe['from_kitchen_of']).toBe('Great-grandma Ilse');
    expect(recipe['card_image']).toMatch(/^\/uploads\/.+\.webp$/);
    expect(recipe['card_image']).not.toBe(recipe['thumbnail_image']);
    const file = path.join(
      t.config.dataDir,
      'uploads',
      String(recipe['card_image']).slice('/uploads/'.length),
    );
    expect(existsSync(file)).toBe(true);
    expect(recipe['variation_of']).toBeNull();
    expect(recipe['variations']).toEqual([]);
  });

  it('when the card is not an image, then the submission is refused and nothing is stored', async () => {
    const before = await request(t.app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`);
    await submit({ title: 'Bad Card Cake' }, Buffer.from('<svg onload="alert(1)"></svg>'), 415);
    const after = await request(t.app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`);
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('when the story or the kitchen is searched for, then the approved recipe is found', async () => {
    const recipe = await submit({
      title: 'Quince Paste',
      story: 'Made in the orchard at Wolfsburg every autumn.',
      from_kitchen_of: 'Oma Hildegard',
    });
    await setStatus(recipe._id, 101);
    for (const q of ['orchard', 'Hildegard', 'Oma Hildegard']) {
      const res = await request(t.app)
        .get(`/api/recipes?q=${encodeURIComponent(q)}`)
        .expect(200);
      expect((res.body as { _id: string }[]).map((r) => r._id)).toContain(recipe._id);
    }
    const sorted = await request(t.app)
      .get('/api/all-recipes?q=orchard&sort_by=title&order=1')
      .expect(200);
    expect((sorted.body as { _id: string }[]).map((r) => r._id)).toContain(recipe._id);
  });

  it('when a variation names an original, then each page links to the other, only while both are shown', async () => {
    const pending = await submit({ title: 'Not Yet Cake' });
    const refused = await submit(
      { title: 'Aunt May’s Pound Cake', variation_of: pending._id },
      undefined,
      400,
    );
    expect(refused['message']).toBe('Variation of must name an approved recipe.');
    expect(refused['errors']).toEqual([
      { field: 'variation_of', message: 'Variation of must name an approved recipe.' },
    ]);

    const original = await submit({ title: 'Grandma’s Pound Cake' });
    await setStatus(original._id, 101);
    const variation = await submit({ title: 'Aunt May’s Pound Cake', variation_of: original._id });
    expect(variation['original']).toEqual({ _id: original._id, title: 'Grandma’s Pound Cake' });

    // Not listed on the original until the variation itself is approved.
    let page = await request(t.app).get(`/api/recipes/${original._id}`).expect(200);
    expect(page.body.variations).toEqual([]);
    await setStatus(variation._id, 101);
    page = await request(t.app).get(`/api/recipes/${original._id}`).expect(200);
    expect(page.body.variations).toEqual([{ _id: variation._id, title: 'Aunt May’s Pound Cake' }]);

    // The original edited (pending again): the variation keeps its link but shows none.
    await withFields(
      request(t.app).put(`/api/update-recipe/${original._id}`).set(bearer(cook)),
      fields({ title: 'Grandma’s Pound Cake' }),
    ).expect(201);
    const hidden = await request(t.app).get(`/api/recipes/${variation._id}`).expect(200);
    expect(hidden.body.variation_of).toBe(original._id);
    expect(hidden.body.original).toBeNull();
    await setStatus(original._id, 101);
    const back = await request(t.app).get(`/api/recipes/${variation._id}`).expect(200);
    expect(back.body.original).toEqual({ _id: original._id, title: 'Grandma’s Pound Cake' });
  });
});
