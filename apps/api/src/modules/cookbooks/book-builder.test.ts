import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mainIngredients, withPhotoSizes } from './book-builder.js';
import type { BookModel, BookRecipe } from './pdf/book-model.js';

const lines = (...names: string[]) => names.map((ingredient) => ({ ingredient }));

describe('the main ingredients of a recipe, for the index', () => {
  it('when a recipe has ingredients, then the first three names are taken, without notes, brackets or leading numbers, each once', () => {
    expect(
      mainIngredients(
        lines('Butter, softened', 'flour (plain)', 'butter', '2 large Eggs', 'sugar', 'salt'),
      ),
    ).toEqual(['butter', 'flour', 'large eggs']);
  });

  it('when ingredients are blank or only notes, then they are passed over; none gives none', () => {
    expect(mainIngredients(lines('  ', '(optional)', ', to taste', 'Milk'))).toEqual(['milk']);
    expect(mainIngredients([])).toEqual([]);
  });
});

describe('the photos’ sizes, for the layout', () => {
  const recipe = (id: string, photo?: BookRecipe['photo']): BookRecipe => ({
    id,
    title: id,
    category: 'Desserts',
    description: '',
    story: '',
    fromKitchenOf: '',
    cookName: 'Rose',
    serving: '',
    prepMinutes: 0,
    cookMinutes: 0,
    totalMinutes: 0,
    ingredients: [],
    instructions: [],
    tips: [],
    mainIngredients: [],
    ...(photo ? { photo } : {}),
  });

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
});
