import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, renderDemoImage } from './demo-images.js';
import type { DemoImageSpec } from './demo-images.js';
import { demoRecipes } from './demo-recipes.js';
import type { DemoRecipe } from './demo-recipes.js';

const DEMO_EMAILS = [
  'rosa@family-recipes.test',
  'dev@family-recipes.test',
  'june@family-recipes.test',
  'admin@family-recipes.test',
];

function countBy<K extends string | number>(key: (r: DemoRecipe) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const recipe of demoRecipes) counts.set(key(recipe), (counts.get(key(recipe)) ?? 0) + 1);
  return counts;
}

describe('demo recipes', () => {
  it('when the demo content is loaded, then there are 30 recipes with distinct kebab-case keys', () => {
    const keys = demoRecipes.map((r) => r.key);
    expect(keys).toHaveLength(30);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('when creation ages are compared, then no two recipes share one, so "newest first" is well defined', () => {
    const ages = demoRecipes.map((r) => r.daysAgo);
    expect(new Set(ages).size).toBe(ages.length);
    for (const age of ages) expect(Number.isInteger(age) && age >= 0).toBe(true);
  });

  it('when recipes are counted per category, then all seven categories have enough recipes', () => {
    const counts = countBy((r) => r.category);
    const minimum = {
      Entrees: 3,
      Desserts: 3,
      Breakfast: 3,
      Appetizers: 2,
      Sides: 2,
      Drinks: 2,
      Other: 2,
    } as const;
    for (const [category, min] of Object.entries(minimum)) {
      expect(counts.get(category as DemoRecipe['category']) ?? 0).toBeGreaterThanOrEqual(min);
    }
    expect(counts.size).toBe(7);
  });

  it('when recipes are counted per status, then at least 24 are approved, 4 pending and 1 denied', () => {
    const counts = countBy((r) => r.status);
    expect(counts.get(101) ?? 0).toBeGreaterThanOrEqual(24);
    expect(counts.get(100) ?? 0).toBeGreaterThanOrEqual(4);
    expect(counts.get(199) ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('when recipes are counted per difficulty, then every difficulty appears at least twice', () => {
    const counts = countBy((r) => r.more.difficulty);
    for (const difficulty of ['Easy', 'Medium', 'Hard', 'Expert'] as const) {
      expect(counts.get(difficulty) ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it('when featured recipes are listed, then there are four and every one is approved', () => {
    const featured = demoRecipes.filter((r) => r.featured);
    expect(featured).toHaveLength(4);
    for (const recipe of featured) expect(recipe.status).toBe(101);
  });

  it('when titles are checked, then none exceeds 50 characters and search has accents and chocolate to find', () => {
    for (const recipe of demoRecipes) expect(recipe.title.length).toBeLessThanOrEqual(50);
    expect(demoRecipes.some((r) => r.title.includes('Crème Brûlée'))).toBe(true);
    const chocolate = demoRecipes.filter((r) => /chocolate/i.test(r.title));
    expect(chocolate.length).toBeGreaterThanOrEqual(3);
    expect(chocolate.filter((r) => r.status === 101).length).toBeGreaterThanOrEqual(2);
  });

  it('when times are checked, then they are whole minutes and prep plus cook equals total', () => {
    for (const { more } of demoRecipes) {
      for (const minutes of [more.prep_time, more.cook_time, more.total_time]) {
        expect(Number.isInteger(minutes) && minutes >= 0).toBe(true);
      }
      expect(more.prep_time + more.cook_time).toBe(more.total_time);
      expect(more.total_time).toBeGreaterThan(0);
    }
  });

  it('when tags are collected, then every spelling of gluten free and the diet tags are present', () => {
    const tags = new Set(demoRecipes.flatMap((r) => r.tags));
    for (const tag of ['gluten free', 'GF', 'gluten-free', 'vegan', 'Vegetarian']) {
      expect(tags.has(tag), tag).toBe(true);
    }
    for (const tag of ['quick', 'holiday', 'kid friendly']) expect(tags.has(tag), tag).toBe(true);
    for (const recipe of demoRecipes) expect(recipe.tags.length).toBeGreaterThan(0);
  });

  it('when ingredients are checked, then fractional and unmeasured quantities appear in realistic units', () => {
    const ingredients = demoRecipes.flatMap((r) => r.ingredients);
    const quantities = new Set(ingredients.map((i) => i.quantity));
    for (const q of [0.25, 0.5, 0.75, 1.5, 2.5, 1 / 3])
      expect(quantities.has(q), String(q)).toBe(true);
    expect(ingredients.some((i) => i.quantity === null)).toBe(true);
    const units = new Set(ingredients.map((i) => i.units));
    for (const unit of ['cup', 'cups', 'tbsp', 'tsp', 'g', 'oz', 'cloves', 'large']) {
      expect(units.has(unit), unit).toBe(true);
    }
    for (const ingredient of ingredients) {
      expect(ingredient.ingredient.trim()).not.toBe('');
      if (ingredient.quantity !== null) expect(ingredient.quantity).toBeGreaterThan(0);
    }
    for (const recipe of demoRecipes) expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
  });

  it('when tips and servings are checked, then some recipes have 2-4 tips, some none, and servings are text', () => {
    expect(demoRecipes.some((r) => r.tips.length === 0)).toBe(true);
    expect(
      demoRecipes.filter((r) => r.tips.length >= 2 && r.tips.length <= 4).length,
    ).toBeGreaterThanOrEqual(5);
    for (const recipe of demoRecipes) expect(recipe.tips.length).toBeLessThanOrEqual(4);
    const servings = demoRecipes.map((r) => r.more.serving);
    for (const serving of ['24 cookies', '4 servings', '1 loaf', '6-8 servings']) {
      expect(servings).toContain(serving);
    }
  });

  it('when submitters are checked, then every recipe belongs to a demo account and names a source', () => {
    for (const recipe of demoRecipes) {
      expect(DEMO_EMAILS).toContain(recipe.user_email);
      expect(recipe.user_name.trim()).not.toBe('');
      expect(recipe.more.source.trim()).not.toBe('');
      expect(recipe.description.length).toBeGreaterThan(40);
    }
    const names = new Map(demoRecipes.map((r) => [r.user_email, r.user_name]));
    for (const recipe of demoRecipes) expect(recipe.user_name).toBe(names.get(recipe.user_email));
  });

  it('when picture specs are compared, then every recipe gets its own kind of dish', () => {
    const kinds = demoRecipes.map((r) => r.image.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});

describe('renderDemoImage', () => {
  const specs: [string, DemoImageSpec][] = [
    [
      'stew on slate',
      {
        kind: 'stew',
        table: 'slate',
        palette: {
          background: '#333539',
          surface: '#f4efe6',
          food: '#6b3a1f',
          accent: '#4e2614',
          garnish: '#3f7a2a',
        },
      },
    ],
    [
      'layer cake on marble',
      {
        kind: 'layer-cake',
        table: 'marble',
        palette: {
          background: '#eceae6',
          surface: '#f5f2ec',
          food: '#4a2617',
          accent: '#2a140b',
          garnish: '#c92c48',
        },
        napkin: 'gingham',
        napkinColor: '#2f5d8a',
      },
    ],
    [
      'lemonade on linen',
      {
        kind: 'lemonade',
        table: 'linen',
        palette: {
          background: '#d9e4e8',
          surface: '#ffffff',
          food: '#f2dc6e',
          accent: '#e0483a',
          garnish: '#3f9a45',
        },
        napkin: 'none',
      },
    ],
  ];

  it.each(specs)(
    'when the picture of a %s is rendered, then it is a 1600x1200 JPEG that sharp decodes',
    async (_, spec) => {
      const jpeg = await renderDemoImage(spec, 'A test dish');
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(DEMO_IMAGE_WIDTH);
      expect(meta.height).toBe(DEMO_IMAGE_HEIGHT);
      expect(meta.width).toBe(1600);
      expect(meta.height).toBe(1200);
      const stats = await sharp(jpeg).stats();
      // a real picture, not a flat fill: the channels vary
      expect(stats.channels.every((c) => c.stdev > 10)).toBe(true);
    },
    30_000,
  );

  it('when the same recipe is rendered twice, then the pictures are identical', async () => {
    const [, spec] = specs[0] ?? [];
    if (!spec) throw new Error('no spec');
    const [a, b] = await Promise.all([
      renderDemoImage(spec, 'Same title'),
      renderDemoImage(spec, 'Same title'),
    ]);
    expect(a.equals(b)).toBe(true);
  }, 30_000);
});
