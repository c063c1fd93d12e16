import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, RECIPE_LIMITS } from '../constants.js';
import { parseIngredientLine } from '../ingredients/parse.js';
import { KITCHEN_LIMITS } from '../schemas/kitchen.js';
import {
  BACKUP_KITCHEN_SECTIONS,
  EXPORT_KITCHEN_KEY,
  backupSchema,
  recipeExportSchema,
} from './export-format.js';
import {
  EXPORT_EXTENSION_KEY,
  exportedRecipeSchema,
  minutesToIsoDuration,
} from './exported-recipe.js';

const extension = {
  version: 1,
  id: '6f1c1d3e-0a4b-4c5d-8e9f-0a1b2c3d4e5f',
  title: 'Pancakes',
  description: 'Fluffy',
  category: 'Breakfast',
  tags: ['sweet'],
  ingredients: [{ quantity: 2, units: 'cups', ingredient: 'flour' }],
  instructions: ['Mix', 'Fry'],
  tips: [],
  reviews: [],
  status: 101,
  featured: true,
  prep_time: 10,
  cook_time: 20,
  total_time: 30,
  serving: '8 pancakes',
  difficulty: 'Easy',
  source: 'Grandma',
  user_name: 'Ann',
  user_email: 'ann@example.com',
  created_on: '2026-01-02T03:04:05.000Z',
  updated_on: '2026-01-02T03:04:05.000Z',
  image: { content_type: 'image/webp', file_name: 'photos/pancakes.webp', data: 'UklGRg==' },
};

const recipe = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Pancakes',
  description: 'Fluffy',
  recipeCategory: 'Breakfast',
  keywords: 'sweet',
  recipeIngredient: ['2 cups flour'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Mix' },
    { '@type': 'HowToStep', text: 'Fry' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT20M',
  totalTime: 'PT30M',
  recipeYield: '8 pancakes',
  author: { '@type': 'Person', name: 'Ann' },
  datePublished: '2026-01-02T03:04:05.000Z',
  dateModified: '2026-01-02T03:04:05.000Z',
  [EXPORT_EXTENSION_KEY]: extension,
};

describe('export format', () => {
  it('when a recipe carries every field, then it parses', () => {
    expect(exportedRecipeSchema.parse(recipe).family_recipes.status).toBe(101);
  });

  it('when ingredients carry the model of their line, then the model is kept; when only the three fields, the recipe still parses', () => {
    const line = parseIngredientLine('1/4 tsp red pepper flakes');
    const withModel = { ...recipe, [EXPORT_EXTENSION_KEY]: { ...extension, ingredients: [line] } };
    expect(exportedRecipeSchema.parse(withModel).family_recipes.ingredients).toEqual([line]);
    expect(exportedRecipeSchema.parse(recipe).family_recipes.ingredients).toEqual(
      extension.ingredients,
    );
  });

  it('when the status or the image data is not valid, then it is refused', () => {
    expect(
      exportedRecipeSchema.safeParse({
        ...recipe,
        [EXPORT_EXTENSION_KEY]: { ...extension, status: 102 },
      }).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({
        ...recipe,
        [EXPORT_EXTENSION_KEY]: {
          ...extension,
          image: { ...extension.image, data: 'not base64!' },
        },
      }).success,
    ).toBe(false);
  });

  it('when a backup has users and recipes, then it parses, and another format is refused', () => {
    const backup = {
      format: 'family-recipes-backup',
      version: 1,
      created_on: '2026-01-02T03:04:05.000Z',
      users: [
        {
          id: '6f1c1d3e-0a4b-4c5d-8e9f-0a1b2c3d4e5f',
          name: 'Ann',
          email: 'ann@example.com',
          birth_day: null,
          birth_month: null,
          groups: ['user'],
          created_on: '2026-01-02T03:04:05.000Z',
          updated_on: '2026-01-02T03:04:05.000Z',
        },
      ],
      recipes: [recipe],
    };
    expect(backupSchema.safeParse(backup).success).toBe(true);
    expect(backupSchema.safeParse({ ...backup, format: 'other' }).success).toBe(false);
  });

  it('when a backup names its accounts and each recipe its owner, then it parses, older ones without them too, and an account without an id or address is refused', () => {
    const backup = {
      format: 'family-recipes-backup',
      version: 1,
      created_on: '2026-01-02T03:04:05.000Z',
      users: [],
      recipes: [{ ...recipe, [EXPORT_EXTENSION_KEY]: { ...extension, owner_sub: 'sub-ann' } }],
      accounts: [{ sub: 'sub-ann', email: 'ann@example.com' }],
    };
    expect(backupSchema.parse(backup).accounts).toEqual(backup.accounts);
    const { accounts: _accounts, ...older } = backup;
    expect(backupSchema.safeParse({ ...older, recipes: [recipe] }).success).toBe(true);
    for (const account of [
      { sub: '', email: 'ann@example.com' },
      { sub: 'sub-ann', email: '' },
      { sub: 'x'.repeat(129), email: 'ann@example.com' },
      { sub: 'sub-ann' },
    ]) {
      expect(backupSchema.safeParse({ ...backup, accounts: [account] }).success).toBe(false);
    }
  });

  it('when minutes are written as a duration, then hours and minutes are split', () => {
    expect(minutesToIsoDuration(0)).toBe('PT0M');
    expect(minutesToIsoDuration(45)).toBe('PT45M');
    expect(minutesToIsoDuration(60)).toBe('PT1H');
    expect(minutesToIsoDuration(95)).toBe('PT1H35M');
    expect(exportedRecipeSchema.shape.prepTime.safeParse('PT').success).toBe(false);
  });
});

describe('export format limits', () => {
  const withSite = (site: Record<string, unknown>) => ({
    ...recipe,
    [EXPORT_EXTENSION_KEY]: { ...extension, ...site },
  });

  it('when a field of a recipe is longer than the forms allow, then it is refused', () => {
    expect(exportedRecipeSchema.safeParse(withSite({ title: 'a'.repeat(51) })).success).toBe(false);
    expect(
      exportedRecipeSchema.safeParse(withSite({ story: 'a'.repeat(RECIPE_LIMITS.storyMax + 1) }))
        .success,
    ).toBe(false);
    expect(exportedRecipeSchema.safeParse({ ...recipe, name: 'a'.repeat(51) }).success).toBe(false);
  });

  it('when a list of a recipe holds more entries than the forms allow, then it is refused', () => {
    const tags = Array.from({ length: RECIPE_LIMITS.tagsCount + 1 }, () => 'tag');
    expect(exportedRecipeSchema.safeParse(withSite({ tags })).success).toBe(false);
    const reviews = Array.from({ length: 200_000 }, () => 0);
    expect(exportedRecipeSchema.safeParse(withSite({ reviews })).success).toBe(false);
  });

  it('when the photo is over the upload limit or its address is not a web address, then it is refused', () => {
    const data = 'A'.repeat(Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4 + 4);
    expect(
      exportedRecipeSchema.safeParse(withSite({ image: { ...extension.image, data } })).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse(
        withSite({ image: { ...extension.image, content_type: 'text/html' } }),
      ).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({ ...recipe, image: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({ ...recipe, image: '/uploads/a-640.webp' }).success,
    ).toBe(true);
  });

  it('when a photo carries its other sizes, then each names one of the stored widths, at most one of each width', () => {
    const withSizes = (sizes: unknown) =>
      exportedRecipeSchema.safeParse(withSite({ image: { ...extension.image, sizes } })).success;
    expect(
      withSizes([
        { width: 320, data: 'UklGRg==' },
        { width: 640, data: 'UklGRg==' },
      ]),
    ).toBe(true);
    expect(withSizes([{ width: 500, data: 'UklGRg==' }])).toBe(false);
    expect(withSizes([{ width: 320, data: 'not base64!' }])).toBe(false);
    const four = Array.from({ length: IMAGE_LIMITS.widths.length + 1 }, () => ({
      width: 320,
      data: 'UklGRg==',
    }));
    expect(withSizes(four)).toBe(false);
  });
});

describe('the family kitchen in the export format', () => {
  const recipeId = extension.id;
  const listId = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
  const at = '2026-01-02T03:04:05.000Z';
  const homeId = '5c2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8e';
  const shopId = '3d2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8f';
  const kitchen = {
    households: [{ id: homeId, name: 'The Annsons', created_on: at }],
    household_members: [
      {
        user_sub: 'sub-1',
        household_id: homeId,
        role: 'owner',
        name: 'Ann',
        email: 'ann@example.com',
        joined_at: at,
      },
    ],
    household_pantries: [{ household_id: homeId, updated_at: at }],
    pantry_staples: [{ household_id: homeId, key: 'salt', name: 'Sea salt', position: 0 }],
    household_item_aisles: [
      { household_id: homeId, ingredient_key: 'candle', aisle: 'pantry', updated_on: at },
    ],
    household_aisle_orders: [
      {
        household_id: homeId,
        aisles: ['bakery', 'produce', 'dairy', 'meat and fish', 'pantry', 'frozen', 'other'],
        updated_on: at,
      },
    ],
    household_aisles: [
      { household_id: homeId, aisle_id: 'dairy', name: 'Milk', hidden: false, created_on: at },
    ],
    household_shops: [
      { id: shopId, household_id: homeId, name: 'Corner', aisles: ['other'], created_on: at },
    ],
    household_meal_rules: [
      {
        household_id: homeId,
        meals: {
          breakfast: { categories: ['Breakfast'], tags: [] },
          lunch: { categories: [], tags: [] },
          dinner: { categories: [], tags: ['quick'] },
          other: { categories: [], tags: [] },
        },
        no_repeat_days: 7,
        favourite_a_week: true,
        updated_on: at,
      },
    ],
    favourites: [{ user_sub: 'sub-1', recipe_id: recipeId, created_on: at }],
    cooked_entries: [
      {
        id: listId,
        recipe_id: recipeId,
        user_sub: 'sub-1',
        user_name: 'Ann',
        rating: 5,
        note: 'Perfect',
        cooked_on: '2026-01-02',
        hidden: true,
        created_on: at,
      },
    ],
    shopping_lists: [
      {
        id: listId,
        household_id: homeId,
        owner_sub: 'sub-1',
        owner_name: 'Ann',
        name: 'Sunday',
        unit_system: 'metric',
        created_on: at,
        updated_on: at,
      },
    ],
    shopping_list_items: [
      {
        id: recipeId,
        list_id: listId,
        ingredient: 'flour',
        key: 'flour',
        quantity: 500,
        units: 'g',
        aisle: 'pantry',
        checked: false,
        sources: [{ recipe_id: recipeId, title: 'Pancakes', servings: 4 }],
        version: 2,
        created_on: at,
        updated_on: at,
      },
    ],
    shopping_list_shops: [{ list_id: listId, shop_id: shopId }],
    meal_plan_entries: [
      { user_sub: 'sub-1', day: '2026-01-05', meal: 'dinner', position: 0, recipe_id: recipeId },
    ],
    cookbooks: [
      {
        id: '6f1c2a5e-9d41-4c1b-8f43-2b7d0e5a9c11',
        owner_sub: 'sub-1',
        owner_name: 'Ann',
        title: 'Our Table',
        subtitle: '',
        dedication: 'For Bo',
        recipe_ids: [recipeId],
        order: 'category',
        cover_recipe_id: recipeId,
        page_size: 'A5',
        photos: true,
        shared: true,
        created_on: at,
        updated_on: at,
      },
    ],
  };
  const backup = {
    format: 'family-recipes-backup',
    version: 1,
    created_on: at,
    users: [],
    recipes: [recipe],
  };

  it('when a backup carries every kitchen table, or none of them as older ones do, then it parses', () => {
    const parsed = backupSchema.parse({ ...backup, ...kitchen });
    expect(parsed.pantry_staples?.[0]?.name).toBe('Sea salt');
    // Written before lists belonged to households: still read.
    const shared = [
      { list_id: listId, user_sub: 'sub-2', name: 'Bo', email: 'bo@example.com', created_on: at },
    ];
    expect(
      backupSchema.parse({ ...backup, ...kitchen, shopping_list_members: shared })
        .shopping_list_members,
    ).toHaveLength(1);
    expect(parsed.cooked_entries?.[0]?.hidden).toBe(true);
    expect(parsed.shopping_list_items?.[0]?.sources).toHaveLength(1);
    expect(backupSchema.parse(backup).favourites).toBeUndefined();
    expect(Object.keys(BACKUP_KITCHEN_SECTIONS)).toEqual(Object.keys(kitchen));
  });

  it('when a kitchen row breaks a limit the forms hold, then the backup is refused at that row', () => {
    const [entry] = kitchen.cooked_entries;
    const [item] = kitchen.shopping_list_items;
    const [plan] = kitchen.meal_plan_entries;
    const refusedAt = (change: Record<string, unknown>) => {
      const result = backupSchema.safeParse({ ...backup, ...kitchen, ...change });
      return result.success ? null : result.error.issues[0]?.path.join('.');
    };
    expect(refusedAt({ cooked_entries: [{ ...entry, rating: 6 }] })).toBe(
      'cooked_entries.0.rating',
    );
    expect(
      refusedAt({ cooked_entries: [{ ...entry, note: 'a'.repeat(KITCHEN_LIMITS.noteMax + 1) }] }),
    ).toBe('cooked_entries.0.note');
    expect(refusedAt({ cooked_entries: [{ ...entry, cooked_on: '2026-02-30' }] })).toBe(
      'cooked_entries.0.cooked_on',
    );
    const sources = Array.from({ length: 1_001 }, () => item?.sources[0]);
    expect(refusedAt({ shopping_list_items: [{ ...item, sources }] })).toBe(
      'shopping_list_items.0.sources',
    );
    expect(refusedAt({ shopping_list_items: [{ ...item, aisle: 'garden' }] })).toBe(
      'shopping_list_items.0.aisle',
    );
    expect(refusedAt({ meal_plan_entries: [{ ...plan, meal: 'brunch' }] })).toBe(
      'meal_plan_entries.0.meal',
    );
    const [book] = kitchen.cookbooks;
    expect(refusedAt({ cookbooks: [{ ...book, title: '' }] })).toBe('cookbooks.0.title');
    expect(refusedAt({ cookbooks: [{ ...book, page_size: 'A3' }] })).toBe('cookbooks.0.page_size');
    expect(refusedAt({ favourites: [{ user_sub: '', recipe_id: recipeId, created_on: at }] })).toBe(
      'favourites.0.user_sub',
    );
    const [member] = kitchen.household_members;
    expect(refusedAt({ household_members: [{ ...member, role: 'guest' }] })).toBe(
      'household_members.0.role',
    );
    const [order] = kitchen.household_aisle_orders;
    expect(refusedAt({ household_aisle_orders: [{ ...order, aisles: ['garden'] }] })).toBe(
      'household_aisle_orders.0.aisles.0',
    );
  });

  it("when a cook's export is written, then its recipes sit in @graph and their kitchen beside them", () => {
    const document = {
      '@context': 'https://schema.org',
      '@graph': [recipe],
      [EXPORT_KITCHEN_KEY]: {
        version: 1,
        household: {
          name: 'The Annsons',
          members: [{ name: 'Ann', email: 'ann@example.com', role: 'owner' }],
        },
        favourites: [{ recipe_id: recipeId, title: 'Pancakes', added_on: at }],
        cooked: [{ ...kitchen.cooked_entries[0], user_sub: undefined, title: 'Pancakes' }],
        shopping_lists: [
          {
            id: listId,
            owner_name: 'Ann',
            name: 'Sunday',
            unit_system: 'us',
            created_on: at,
            updated_on: at,
            items: [{ ...kitchen.shopping_list_items[0], id: undefined }],
          },
        ],
        meal_plan: [
          { day: '2026-01-05', meal: 'lunch', position: 1, recipe_id: recipeId, title: 'Pancakes' },
        ],
      },
    };
    const parsed = recipeExportSchema.parse(document);
    expect(parsed['@graph']).toHaveLength(1);
    expect(parsed[EXPORT_KITCHEN_KEY].cooked[0]).not.toHaveProperty('user_sub');
    expect(recipeExportSchema.safeParse([recipe]).success).toBe(false);
  });
});
