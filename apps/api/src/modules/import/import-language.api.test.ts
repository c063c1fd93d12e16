import request from 'supertest';
import { EXPORT_EXTENSION_KEY, RECIPE_STATUS } from '@family-recipes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { startRecipeSite, type RecipeSite } from './fixtures/recipe-site.js';

let t: TestApp;
let site: RecipeSite;
let cook: TestUser;
let photo: Buffer;

beforeAll(async () => {
  photo = await smallJpeg(64, 48);
  [t, site] = await Promise.all([
    createTestApp({ IMPORT_ALLOW_LOOPBACK: 'true' }),
    startRecipeSite({ photo }),
  ]);
  cook = await createCook(t, 'Importing Ilse');
});
afterAll(async () => {
  await Promise.all([t.dispose(), site.close()]);
});

async function draftLanguage(path: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/import/url')
    .set('Authorization', `Bearer ${cook.idToken}`)
    .send({ url: `${site.origin}${path}` })
    .expect(200);
  return (res.body as { language: string }).language;
}

function recipeEntry(name: string, overrides: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    description: 'Aus einem anderen Rezeptprogramm.',
    image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    recipeCategory: 'Dessert',
    recipeIngredient: ['200 g Mehl', '150 g Zucker', '3 Eier'],
    recipeInstructions: ['Die Butter mit dem Zucker rühren und den Kuchen im Ofen backen.'],
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    recipeYield: '8 Stücke',
    ...overrides,
  };
}

async function importedLanguages(entries: unknown[]): Promise<string[]> {
  const res = await request(t.app)
    .post('/api/import/file')
    .set('Authorization', `Bearer ${cook.idToken}`)
    .attach('file', Buffer.from(JSON.stringify(entries)), {
      filename: 'recipes.json',
      contentType: 'application/json',
    })
    .expect(200);
  const imported = (res.body as { imported: { _id: string }[] }).imported;
  expect(imported).toHaveLength(entries.length);
  return Promise.all(
    imported.map(async ({ _id }) => {
      const detail = await request(t.app)
        .get(`/api/recipes/${_id}`)
        .set('Authorization', `Bearer ${cook.idToken}`)
        .expect(200);
      return (detail.body as { language: string }).language;
    }),
  );
}

describe('the language of an imported recipe', () => {
  it('when a page says it is German (<html lang="de-DE">), then the draft is German', async () => {
    expect(await draftLanguage('/rezepte/apfelkuchen')).toBe('de');
  });

  it('when a page names no language, then the draft’s is guessed from its text', async () => {
    expect(await draftLanguage('/rezepte/apfelkuchen-ohne-lang')).toBe('de');
  });

  it('when an English page is imported, then the draft is English', async () => {
    expect(await draftLanguage('/recipes/lemon-chicken/')).toBe('en');
    expect(await draftLanguage('/shortbread')).toBe('en');
  });

  it('when a file’s recipes name their language, guess it or are this site’s older exports, then each is stored with it', async () => {
    const now = new Date().toISOString();
    const olderExport = {
      ...recipeEntry('Old Bean Stew'),
      [EXPORT_EXTENSION_KEY]: {
        version: 1,
        id: crypto.randomUUID(),
        title: 'Old Bean Stew',
        description: 'Exported before recipes had a language.',
        category: 'Sides',
        tags: [],
        ingredients: [{ quantity: 3, units: 'cups', ingredient: 'beans' }],
        instructions: ['Simmer.'],
        tips: [],
        reviews: [],
        status: RECIPE_STATUS.PENDING,
        featured: false,
        prep_time: 5,
        cook_time: 50,
        total_time: 55,
        serving: '6 bowls',
        difficulty: 'Easy',
        source: 'Family book',
        user_name: 'Someone',
        user_email: 'someone@example.test',
        created_on: now,
        updated_on: now,
        image: null,
      },
    };
    const languages = await importedLanguages([
      recipeEntry('Apfelkuchen'),
      recipeEntry('Tarte', { inLanguage: 'fr-FR' }),
      recipeEntry('Kuchen', {
        inLanguage: { '@type': 'Language', name: 'Deutsch', alternateName: 'de' },
      }),
      olderExport,
    ]);
    expect(languages).toEqual(['de', 'fr', 'de', 'en']);
  });
});
