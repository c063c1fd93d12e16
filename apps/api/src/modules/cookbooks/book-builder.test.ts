import sharp from 'sharp';
import { wholeLine, type IngredientLine } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { bookIngredient, mainIngredients } from './book-builder.js';
import type { Storage } from '../storage/storage.js';
import { storedPhoto, withPhotoSizes } from './book-photos.js';
import type { BookModel, BookRecipe } from './pdf/book-model.js';
import { plainRecipe } from './pdf/testing/recipes.js';

/** A line as the model reads it: one of `food`, unless `more` says otherwise. */
const line = (food: string, more: Partial<IngredientLine> = {}): IngredientLine => ({
  ...wholeLine(`1 ${food}`, food),
  quantity: 1,
  food,
  ...more,
});

const NO_BREAK = '\u00a0';

describe('the main ingredients of a recipe, for the index', () => {
  it('when lines name foods, then the first three foods are taken, each once, as the model keys them', () => {
    const lines = [
      line('carrot', { ingredient: 'carrot, chopped', note: 'chopped' }),
      line('garlic', { quantity: 4, units: 'cloves', unit: 'clove', ingredient: 'garlic, minced' }),
      line('carrot', { quantity: 2, ingredient: 'carrots' }),
      line('potatoes', { quantity: 400, units: 'g', unit: 'g', alternate: '15 oz' }),
      line('onion'),
    ];
    expect(mainIngredients(lines)).toEqual(['carrot', 'garlic', 'potatoes']);
    expect(mainIngredients([])).toEqual([]);
  });

  it('when lines are pantry staples, optional, headings or unread, then they are passed over', () => {
    const passedOver = [
      line('salt', { quantity: null, ingredient: 'salt to taste', note: 'to taste' }),
      line('sea salt'),
      line('black pepper'),
      line('water', { quantity: 2, units: 'cups', unit: 'cup' }),
      line('olive oil', { units: 'tbsp', unit: 'tbsp' }),
      line('baking powder', { units: 'tbsp', unit: 'tbsp' }),
      line('figs', { quantity: 4, optional: true }),
      line('', { quantity: null, ingredient: 'Dough:', text: 'Dough:' }),
      line('dough', { quantity: null, ingredient: 'For the dough:', text: 'For the dough:' }),
      line('for the bechamel', { quantity: null, text: 'For the bechamel' }),
      line('', { quantity: null, ingredient: '2x (8") dishes', text: '2x (8") dishes' }),
      line('beans (dried)'),
    ];
    expect(mainIngredients(passedOver)).toEqual([]);
    const flour = line('flour', { units: 'cup', unit: 'cup' });
    expect(mainIngredients([...passedOver, flour, line('red bell pepper')])).toEqual([
      'flour',
      'red bell pepper',
    ]);
  });

  it('when seasonings are measured in teaspoons or pinches, then they are passed over, unless the recipe has nothing else', () => {
    const flakes = line('red pepper flakes', { quantity: 0.25, units: 'tsp', unit: 'tsp' });
    const nutmeg = line('nutmeg', { units: 'pinch' });
    const tea = line('assam tea', { quantity: 2, units: 'teaspoons', unit: 'tsp' });
    const water = line('water', { quantity: 150, units: 'ml', unit: 'ml' });
    expect(mainIngredients([flakes, nutmeg, line('carrot')])).toEqual(['carrot']);
    expect(mainIngredients([tea, water, line('milk', { optional: true })])).toEqual(['assam tea']);
  });
});

describe('an ingredient line as the book sets it', () => {
  it('when a line has an amount, then it is a friendly fraction or range held to its unit by no-break spaces, apart from the food', () => {
    const flakes = line('red pepper flakes', { quantity: 0.25, units: 'tsp', unit: 'tsp' });
    expect(bookIngredient(flakes)).toEqual({
      amount: `1/4${NO_BREAK}tsp`,
      alternate: '',
      ingredient: 'red pepper flakes',
      heading: false,
    });
    const range = { low: 1.5, high: 2 };
    expect(bookIngredient(line('flour', { quantity: 1.5, range, units: 'cups' })).amount).toBe(
      `1${NO_BREAK}1/2–2${NO_BREAK}cups`,
    );
    const potatoes = line('potatoes', {
      quantity: 800,
      units: 'g',
      approximate: true,
      alternate: '1 3/4 lb',
      ingredient: 'potatoes (firm/waxy)',
    });
    expect(bookIngredient(potatoes)).toEqual({
      amount: `about${NO_BREAK}800${NO_BREAK}g`,
      alternate: `1${NO_BREAK}3/4${NO_BREAK}lb`,
      ingredient: 'potatoes (firm/waxy)',
      heading: false,
    });
    expect(bookIngredient(line('eggs', { quantity: 2, ingredient: 'large eggs' })).amount).toBe(
      '2',
    );
  });

  it('when a line has no amount, then none is printed; a part of the recipe ("Dough:") is a heading without its colon', () => {
    const salt = line('salt', { quantity: null, ingredient: 'salt to taste', note: 'to taste' });
    expect(bookIngredient(salt)).toEqual({
      amount: '',
      alternate: '',
      ingredient: 'salt to taste',
      heading: false,
    });
    const dough = line('', { quantity: null, ingredient: 'Dough:', text: 'Dough:' });
    expect(bookIngredient(dough)).toMatchObject({ ingredient: 'Dough', heading: true });
    const unreadPart = line('', { quantity: null, ingredient: 'The bites', text: 'The bites' });
    expect(bookIngredient(unreadPart)).toMatchObject({ heading: true });
    const written = { quantity: null, ingredient: 'For the bites', text: 'For the bites' };
    expect(bookIngredient(line('for the bites', written))).toMatchObject({
      ingredient: 'For the bites',
      heading: true,
    });
    const unread = 'Black tea (a dark one, from your own shop, if you can)';
    expect(
      bookIngredient(line('', { quantity: null, ingredient: unread, text: unread })),
    ).toMatchObject({
      ingredient: unread,
      heading: false,
    });
  });
});

describe('the photos’ sizes, for the layout', () => {
  const recipe = (id: string, photo?: BookRecipe['photo']): BookRecipe =>
    plainRecipe({ id, title: id, ...(photo ? { photo } : {}) });

  it('when a recipe’s photo can be read, then the book gives its pixel size; a missing, broken or absent photo gets none', async () => {
    const webp = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#c0603a' },
    })
      .webp()
      .toBuffer();
    const book = {
      recipes: [
        recipe('read', () => Promise.resolve(webp)),
        recipe('gone', () => Promise.reject(new Error('missing'))),
        recipe('broken', () => Promise.resolve(Buffer.from('not an image'))),
        recipe('none'),
      ],
    } as BookModel;
    const sized = await withPhotoSizes(book);
    expect(sized.recipes.map((r) => [r.id, r.photoSize])).toEqual([
      ['read', { width: 320, height: 180 }],
      ['gone', undefined],
      ['broken', undefined],
      ['none', undefined],
    ]);
  });

  it('when a book is laid out, then a landscape recipe photo prints from its served size, a portrait one from its original, which fills the column frame, and a layout again reads no size twice', async () => {
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c0603a' } })
        .jpeg()
        .toBuffer();
    const wide = 'recipes/0b7c9a52-3f1e-4c8a-9d2e-5a6b7c8d9e0f';
    const tall = 'recipes/1c8dab63-4a2f-4d9b-8e3f-6b7c8d9e0f1a';
    const files = new Map([
      [`${wide}-1280.webp`, await jpeg(1280, 853)],
      [`${wide}-original.jpg`, await jpeg(3000, 2000)],
      [`${tall}-1280.webp`, await jpeg(960, 1280)],
      [`${tall}-original.jpg`, await jpeg(2400, 3200)],
    ]);
    const reads: string[] = [];
    const storage = {
      url: (key: string) => `/uploads/${key}`,
      get: (key: string) => {
        reads.push(key);
        return Promise.resolve(files.get(key));
      },
    } as unknown as Storage;
    const book = () =>
      ({
        pageSize: 'A4',
        recipes: [
          recipe('wide', storedPhoto(storage, `/uploads/${wide}-1280.webp`, false)),
          recipe('tall', storedPhoto(storage, `/uploads/${tall}-1280.webp`, false)),
          recipe('cover', storedPhoto(storage, `/uploads/${wide}-1280.webp`)),
        ],
      }) as BookModel;
    const first = await withPhotoSizes(book());
    expect(first.recipes.map((r) => r.photoSize)).toEqual([
      { width: 1280, height: 853 },
      { width: 2400, height: 3200 },
      { width: 3000, height: 2000 },
    ]);
    expect(reads).toEqual([
      `${wide}-1280.webp`,
      `${tall}-1280.webp`,
      `${tall}-original.jpg`,
      `${wide}-original.jpg`,
    ]);
    const printed = await first.recipes[1]?.photo?.();
    expect((await sharp(printed).metadata()).width).toBe(2400);
    reads.length = 0;
    const again = await withPhotoSizes(book());
    expect(again.recipes.map((r) => r.photoSize)).toEqual(first.recipes.map((r) => r.photoSize));
    expect(reads).toEqual([]);
  });
});
