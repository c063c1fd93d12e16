import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, DIFFICULTIES, parseIngredientLine, tagIcon } from '@family-recipes/shared';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { LocalStorage } from '../storage/storage.js';
import { DEMO_DIR, loadDemoContent, type DemoFile, type DemoRecipe } from './demo-content.js';
import { seedDemoRecipes } from './seed.js';

let demos: DemoRecipe[];
let file: DemoFile;
const dirs: string[] = [];

beforeAll(async () => {
  demos = await loadDemoContent();
  file = JSON.parse(await readFile(path.join(DEMO_DIR, 'recipes.json'), 'utf8')) as DemoFile;
});
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function bySlug(slug: string): DemoRecipe {
  const demo = demos.find((d) => d.slug === slug);
  if (!demo) throw new Error(`no demo recipe ${slug}`);
  return demo;
}

function approved(): DemoRecipe[] {
  return demos.filter((d) => d.status === 101);
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-demo-'));
  dirs.push(dir);
  return dir;
}

/** A copy of the demo folder with recipes.json changed by `edit`. */
async function editedCopy(edit: (file: DemoFile) => unknown): Promise<string> {
  const dir = await tempDir();
  await cp(DEMO_DIR, dir, { recursive: true });
  const copy = structuredClone(file);
  await writeFile(path.join(dir, 'recipes.json'), JSON.stringify(edit(copy)));
  return dir;
}

describe('demo content', () => {
  it('when the demo folder is loaded, then there are 40 recipes, each with its own photo file', async () => {
    expect(demos).toHaveLength(40);
    expect(new Set(demos.map((d) => d.slug)).size).toBe(40);
    expect(new Set(demos.map((d) => d.photoPath)).size).toBe(40);
    const photos = await readdir(path.join(DEMO_DIR, 'photos'));
    expect(photos.sort()).toEqual(demos.map((d) => path.basename(d.photoPath)).sort());
    await expect(readFile(path.join(DEMO_DIR, 'LICENSE.md'), 'utf8')).resolves.toMatch(
      /released into the public domain/,
    );
  });

  it('when statuses are counted, then most are approved, five featured, a few pending and one denied', () => {
    expect(approved().length).toBeGreaterThanOrEqual(30);
    const featured = demos.filter((d) => d.featured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(5);
    for (const demo of featured) expect(demo.status).toBe(101);
    expect(demos.filter((d) => d.status === 100).length).toBeGreaterThanOrEqual(3);
    expect(demos.filter((d) => d.status === 199)).toHaveLength(1);
  });

  it('when approved recipes are grouped, then every category and every difficulty has one', () => {
    const categories = new Set(approved().map((d) => d.input.category));
    const difficulties = new Set(approved().map((d) => d.input.more.difficulty));
    expect([...categories].sort()).toEqual([...CATEGORIES].sort());
    expect([...difficulties].sort()).toEqual([...DIFFICULTIES].sort());
  });

  it('when creation ages are compared, then they are distinct and spread over several months', () => {
    const ages = demos.map((d) => d.daysAgo);
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(90);
    expect(Math.min(...ages)).toBeLessThanOrEqual(3);
  });

  it('when ingredients are loaded, then each is the submit form parser reading the author’s line, which it keeps as its text', () => {
    for (const recipe of file.recipes) {
      const { ingredients } = bySlug(recipe.slug).input;
      expect(ingredients, recipe.slug).toEqual(recipe.ingredient_lines.map(parseIngredientLine));
      expect(
        ingredients.map((line) => line.text),
        recipe.slug,
      ).toEqual(recipe.ingredient_lines);
    }
    const scalable = demos.flatMap((d) => d.input.ingredients).filter((i) => i.quantity !== null);
    expect(scalable.length).toBeGreaterThan(200);
  });

  it('when tags are checked, then the diet icons appear only where they are true', () => {
    const icons = (slug: string) =>
      new Set(
        bySlug(slug)
          .input.tags.map(tagIcon)
          .filter((icon) => icon !== undefined),
      );
    expect(icons('hummus')).toEqual(new Set(['vegan', 'gluten-free']));
    expect(icons('shakshouka')).toEqual(new Set(['vegetarian', 'gluten-free']));
    expect(icons('naan-bread')).toEqual(new Set(['vegetarian']));
    for (const meat of ['schnitzel', 'couscous', 'bolognese-sauce', 'eggs-benedict']) {
      expect(icons(meat), meat).toEqual(new Set());
    }
    for (const icon of ['vegan', 'vegetarian', 'gluten-free']) {
      const tagged = approved().filter((d) => d.input.tags.some((t) => tagIcon(t) === icon));
      expect(tagged.length, icon).toBeGreaterThanOrEqual(3);
    }
  });

  it('when sources and submitters are checked, then each credits the collection and its contributor', () => {
    expect(file.collection).toMatchObject({ name: 'public-domain-recipes', license: 'Unlicense' });
    for (const demo of demos) {
      expect(demo.input.more.source).toMatch(/^\S.* \(public-domain-recipes\)$/);
      expect(demo.userEmail).toMatch(/@family-recipes\.test$/);
      expect(demo.input.description.length).toBeGreaterThan(60);
      expect(demo.input.title.length).toBeLessThanOrEqual(50);
      expect(demo.input.more.total_time).toBeGreaterThan(0);
    }
    expect(bySlug('jam').input.more.source).toBe('pestanzul (public-domain-recipes)');
  });

  it('when recipes.json breaks the file schema, then loading stops and names the problem', async () => {
    const dir = await editedCopy((copy) => {
      copy.recipes[0]!.cook = 'nobody';
      return copy;
    });
    await expect(loadDemoContent(dir)).rejects.toThrow(/cook nobody is not in cooks/);
    const missing = await editedCopy(({ cooks: _cooks, ...rest }) => rest);
    await expect(loadDemoContent(missing)).rejects.toThrow(/Invalid demo content/);
  });

  it('when a recipe would be refused by the submit form, then loading stops and names it', async () => {
    const dir = await editedCopy((copy) => {
      copy.recipes[1]!.title = 'A title far longer than the fifty characters allowed';
      return copy;
    });
    await expect(loadDemoContent(dir)).rejects.toThrow(
      /Demo recipe swedish-pancakes is invalid: Title must be at most 50 characters/,
    );
  });
});

describe('seedDemoRecipes', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('when two demo recipes are seeded, then their photos are stored as WebP renditions without metadata', async () => {
    // Shakshouka's photo carries EXIF in the demo folder; the stored renditions must not.
    const original = await readFile(path.join(DEMO_DIR, 'photos', 'shakshouka.webp'));
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const dir = await editedCopy((copy) => ({
      ...copy,
      recipes: copy.recipes.filter((r) => ['shakshouka', 'jam'].includes(r.slug)),
    }));
    const storage = new LocalStorage(path.join(await tempDir(), 'uploads'));
    const recipes = new RecipesRepository(t.database.db);
    const now = new Date('2025-06-30T12:00:00Z');

    expect(await seedDemoRecipes({ recipes, storage, now, demoDir: dir })).toBe(2);

    const page = await recipes.listApproved({
      sortBy: 'more.created_on',
      order: -1,
      limit: 10,
      page: 1,
    });
    expect(page.items.map((r) => r.title)).toEqual(['Shakshouka', 'Jam']);
    const [shakshouka] = page.items;
    expect(shakshouka).toMatchObject({ featured: true, userName: 'Rosa Martinelli' });
    expect(shakshouka!.createdOn.toISOString()).toBe('2025-06-21T12:00:00.000Z');
    for (const width of [320, 640, 1280]) {
      const stored = path.join(
        storage.dir,
        shakshouka!.thumbnailImage.replace('/uploads/', '').replace('-1280.webp', `-${width}.webp`),
      );
      const bytes = await readFile(stored);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      // The photo is 1024 px wide: renditions are never enlarged.
      expect(meta.width).toBe(Math.min(width, 1024));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });
});
