import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRecipeRow, RecipeRow } from './recipes.schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { smallJpeg } from '../../test/test-images.js';
import type { Principal } from '../identity/index.js';
import { LocalStorage } from '../storage/storage.js';
import { RecipesRepository, type RecipePatch } from './recipes.repository.js';
import { recipeFromForm } from './recipe-form.js';
import { RecipesService } from './recipes.service.js';

/** A real repository whose writes fail, as when the database goes away mid-request. */
class FailingWrites extends RecipesRepository {
  override async insert(_row: NewRecipeRow): Promise<RecipeRow> {
    throw new Error('database write failed');
  }
  override async update(_id: string, _patch: RecipePatch): Promise<RecipeRow | undefined> {
    throw new Error('database write failed');
  }
}

const cook: Principal = {
  sub: 'sub-1',
  username: 'sub-1',
  email: 'cook@example.test',
  name: 'Cook',
  groups: ['user'],
};

/** A photo comes with each of these forms. */
const photo = { hasThumbnail: true, requireThumbnail: true };

const fields = {
  title: 'Orphan Check',
  description: 'Nothing may be left behind.',
  category: 'Other',
  instructions: '["Do it."]',
  tags: '[]',
  ingredients: '[{"quantity":1,"units":"cup","ingredient":"water"}]',
  reviews: '[]',
  more: '{"prep_time":1,"cook_time":1,"total_time":2,"serving":"1","difficulty":"Easy","source":"Me"}',
  tips: '[]',
};

let t: TestDatabase;
let dir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-orphans-'));
});
afterAll(async () => {
  await t.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function filesIn(folder: string): Promise<string[]> {
  return readdir(folder, { recursive: true }).catch(() => []);
}

describe('RecipesService when the database write fails', () => {
  it('when a submission cannot be stored, then its image files are removed again', async () => {
    const storage = new LocalStorage(path.join(dir, 'submit'));
    const service = new RecipesService(new FailingWrites(t.database.db), storage);
    await expect(
      service.submit(recipeFromForm(fields, photo), { thumbnail: await smallJpeg() }, cook),
    ).rejects.toThrow('database write failed');
    expect((await filesIn(storage.dir)).filter((f) => f.endsWith('.webp'))).toEqual([]);
  });

  it('when an edit with a new photo cannot be stored, then the new files are removed and the old kept', async () => {
    const storage = new LocalStorage(path.join(dir, 'edit'));
    const working = new RecipesService(new RecipesRepository(t.database.db), storage);
    const recipe = await working.submit(
      recipeFromForm(fields, photo),
      { thumbnail: await smallJpeg() },
      cook,
    );
    const before = await filesIn(storage.dir);

    const failing = new RecipesService(new FailingWrites(t.database.db), storage);
    await expect(
      failing.update(
        await failing.editable(recipe._id, cook),
        recipeFromForm(fields, photo),
        { thumbnail: await smallJpeg(90, 60) },
        cook,
      ),
    ).rejects.toThrow('database write failed');
    expect(await filesIn(storage.dir)).toEqual(before);
  });
});
