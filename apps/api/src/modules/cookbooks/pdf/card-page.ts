import type { BookRecipe } from './book-model.js';
import { caption, framedPhoto } from './family.js';
import type { PassContext } from './recipe.js';

/*
 * A recipe's scanned card, on the page after the recipe when the cook ticked it: framed, as large
 * as the page allows but never past the resolution it prints sharp at (photo.ts: at least 200
 * pixels an inch, so a small scan prints smaller, not upscaled), captioned "The recipe card".
 */

export async function printCard(ctx: PassContext, recipe: BookRecipe): Promise<void> {
  if (!recipe.card) return;
  const { pager } = ctx;
  pager.newPage({ numbered: true, head: true });
  const captionRoom = pager.lineHeight(pager.theme.body) + pager.theme.body;
  await framedPhoto(ctx, recipe.card, recipe.cardSize, pager.room - captionRoom);
  caption(ctx, pager.words('recipeCard'));
}
