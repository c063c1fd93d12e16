import type { Category } from '@family-recipes/shared';
import type { BookFamilyPage, BookModel, BookRecipe } from './book-model.js';
import { categoryLabel } from './front.js';
import { bookWords } from './words.js';

/*
 * The book's parts between its contents and its index, in print order: chapter openers, recipes
 * and the family's pages where the cook put them.
 */

interface Chapter {
  title: string;
  recipes: BookRecipe[];
}

/**
 * The chapters in print order: the family's own (order `chapters`, empty ones left out), or a
 * run of one category each (order `category`); none for other orders.
 */
function chaptersOf(book: BookModel): Chapter[] {
  if (book.order === 'chapters') {
    let at = 0;
    return (book.chapters ?? []).flatMap(({ title, count }) => {
      const recipes = book.recipes.slice(at, at + count);
      at += count;
      return recipes.length ? [{ title, recipes }] : [];
    });
  }
  if (book.order !== 'category') return [];
  const chapters: (Chapter & { category: Category })[] = [];
  for (const recipe of book.recipes) {
    const last = chapters.at(-1);
    if (last && last.category === recipe.category) last.recipes.push(recipe);
    else {
      const title = categoryLabel(recipe.category, bookWords(book.language));
      chapters.push({ category: recipe.category, title, recipes: [recipe] });
    }
  }
  return chapters;
}

/** What the book prints between its contents and its index, in order. */
type Part =
  | { kind: 'chapter'; chapter: Chapter }
  | { kind: 'recipe'; recipe: BookRecipe }
  /** `top`: between chapters (or before or after them all) rather than inside one. */
  | { kind: 'family'; page: BookFamilyPage; top: boolean };

/**
 * The book's parts in print order: before the recipe at each place, the family pages put there,
 * then the chapter that opens there; the family pages put after the last recipe at the end.
 */
export function partsOf(book: BookModel): Part[] {
  const chapters = chaptersOf(book);
  const opening = new Map<number, Chapter>();
  let at = 0;
  for (const chapter of chapters) {
    opening.set(at, chapter);
    at += chapter.recipes.length;
  }
  const pages = [...(book.familyPages ?? [])];
  const n = book.recipes.length;
  const parts: Part[] = [];
  const familyAt = (i: number) => {
    const top = chapters.length > 0 && (opening.has(i) || i >= n);
    for (const page of pages.filter((p) => Math.min(p.after, n) === i)) {
      parts.push({ kind: 'family', page, top });
    }
  };
  book.recipes.forEach((recipe, i) => {
    familyAt(i);
    const chapter = opening.get(i);
    if (chapter) parts.push({ kind: 'chapter', chapter });
    parts.push({ kind: 'recipe', recipe });
  });
  familyAt(n);
  return parts;
}
