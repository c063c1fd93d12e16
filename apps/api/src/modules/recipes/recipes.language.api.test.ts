import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@family-recipes/shared';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

let jpeg: Buffer;

const t = useTestApp();
const [cook, admin] = useUsers(t, 'Cook Layla', { groups: ['admin'], name: 'Admin Ada' });

beforeAll(async () => {
  jpeg = await smallJpeg();
});

const ARABIC = {
  title: 'كبسة الدجاج',
  description: 'أرز بالدجاج والبهارات',
  category: 'Entrees',
  instructions: JSON.stringify(['يقلى البصل في الزيت ثم يضاف الدجاج']),
};

async function submit(overrides: Record<string, string>, expected = 201) {
  const res = await withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(cook)),
    recipeForm(overrides),
  ).attach('thumbnail_image', jpeg, 'dish.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body as Record<string, unknown> & { _id: string };
}

async function myTitles(): Promise<{ _id: string; title: string; language: string }[]> {
  const res = await request(t.app).get('/api/my-recipes?limit=100').set(bearer(cook)).expect(200);
  return res.body as { _id: string; title: string; language: string }[];
}

const inList = (list: unknown, id: string) =>
  (list as { _id: string; language: string }[]).find((recipe) => recipe._id === id);

describe('a recipe’s language, on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'), () => {
  it('when a recipe is submitted in Arabic, then its detail and every list carry the language', async () => {
    const recipe = await submit({ ...ARABIC, language: 'ar' });
    expect(recipe['language']).toBe('ar');

    const detail = await request(t.app).get(`/api/recipes/${recipe._id}`).set(bearer(cook));
    expect(detail.status).toBe(200);
    expect(detail.body.language).toBe('ar');
    expect(inList(await myTitles(), recipe._id)?.language).toBe('ar');

    const pending = await request(t.app)
      .get('/api/admin/pending-recipes?limit=100')
      .set(bearer(admin))
      .expect(200);
    expect(inList(pending.body, recipe._id)?.language).toBe('ar');

    await request(t.app)
      .put(`/api/admin/recipes/${recipe._id}/status/101`)
      .set(bearer(admin))
      .expect(200);
    const all = await request(t.app).get('/api/all-recipes?limit=100').expect(200);
    expect(inList(all.body, recipe._id)?.language).toBe('ar');
    const entrees = await request(t.app).get('/api/categories/entrees?limit=100').expect(200);
    expect(inList(entrees.body, recipe._id)?.language).toBe('ar');
    const found = await request(t.app).get(`/api/recipes?q=${encodeURIComponent('كبسة')}`);
    expect(found.status).toBe(200);
    expect(inList(found.body, recipe._id)?.language).toBe('ar');
  });

  it('when no language is sent, then the recipe is English', async () => {
    const recipe = await submit({ title: 'Plain Language Toast' });
    expect(recipe['language']).toBe('en');
    const empty = await submit({ title: 'Empty Language Toast', language: '' });
    expect(empty['language']).toBe('en');
  });

  it('when the language is not a recipe language, then it is a 400 naming it and nothing is stored', async () => {
    const before = await myTitles();
    const res = await submit({ title: 'Klingon Gagh', language: 'tlh' }, 400);
    expect(res['errors']).toEqual([{ field: 'language', message: VALIDATION.languageInvalid }]);
    expect(await myTitles()).toHaveLength(before.length);
  });

  it('when a recipe is edited without a language, then it keeps its own; with one, it changes', async () => {
    const recipe = await submit({ ...ARABIC, title: 'مقلوبة', language: 'ar' });
    const edit = (overrides: Record<string, string>) =>
      withFields(
        request(t.app).put(`/api/update-recipe/${recipe._id}`).set(bearer(cook)),
        recipeForm({ ...ARABIC, title: 'مقلوبة', ...overrides }),
      );
    const kept = await edit({});
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.language).toBe('ar');
    const changed = await edit({ language: 'fa' });
    expect(changed.body.language).toBe('fa');
    const invalid = await edit({ language: 'xx' });
    expect(invalid.status).toBe(400);
    const detail = await request(t.app).get(`/api/recipes/${recipe._id}`).set(bearer(cook));
    expect(detail.body.language).toBe('fa');
  });
});
