import { z } from '../zod.js';
import { CATEGORIES } from '../constants.js';
import { SITE_LANGUAGES } from '../languages/languages.js';
import { COOKBOOK_LIMITS, COOKBOOK_MESSAGES } from './cookbook-messages.js';

/*
 * The family cookbook (/api/cookbooks): a cook's saved choice of recipes, laid out as a printed
 * book, and the PDF the site makes of it in the background.
 */

export { COOKBOOK_LIMITS, COOKBOOK_MESSAGES, PDF_STAGES } from './cookbook-messages.js';

export const COOKBOOK_PAGE_SIZES = ['A4', 'Letter', 'A5'] as const;
export type CookbookPageSize = (typeof COOKBOOK_PAGE_SIZES)[number];

/**
 * How the recipes are ordered: a chapter per category, by title, as the cook put them, or in
 * chapters the family names and orders.
 */
export const COOKBOOK_ORDERS = ['category', 'title', 'hand', 'chapters'] as const;
export type CookbookOrder = (typeof COOKBOOK_ORDERS)[number];

/** Where a choice of recipes comes from when a book is started (POST /api/cookbooks/choice). */
export const COOKBOOK_SOURCES = [
  'category',
  'favourites',
  'plan',
  'cook',
  'approved',
  'mine',
] as const;
export type CookbookSource = (typeof COOKBOOK_SOURCES)[number];

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** A chapter the family names: its recipes in the order they print. */
export const cookbookChapterSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, COOKBOOK_MESSAGES.chapterTitleRequired)
    .max(COOKBOOK_LIMITS.chapterTitleMax, COOKBOOK_MESSAGES.chapterTitleTooLong),
  recipeIds: z.array(z.uuid()).max(COOKBOOK_LIMITS.recipesMax, COOKBOOK_MESSAGES.tooManyRecipes),
});

/**
 * A family page: a photo with its caption and a story, placed after `after` recipes of the book's
 * print order (0: before the first recipe; the number of recipes: at the end). Its photo is
 * uploaded on its own (PUT /api/cookbooks/:id/pages/:pageId/photo).
 */
export const cookbookFamilyPageSchema = z.object({
  id: z.uuid(),
  title: z
    .string()
    .trim()
    .min(1, COOKBOOK_MESSAGES.familyTitleRequired)
    .max(COOKBOOK_LIMITS.familyTitleMax, COOKBOOK_MESSAGES.familyTitleTooLong),
  caption: text(COOKBOOK_LIMITS.familyCaptionMax, COOKBOOK_MESSAGES.familyCaptionTooLong).default(
    '',
  ),
  story: text(COOKBOOK_LIMITS.familyStoryMax, COOKBOOK_MESSAGES.familyStoryTooLong).default(''),
  after: z.number().int().min(0, COOKBOOK_MESSAGES.familyPlaceOutside),
});

const cookbookFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, COOKBOOK_MESSAGES.titleRequired)
    .max(COOKBOOK_LIMITS.titleMax, COOKBOOK_MESSAGES.titleTooLong),
  subtitle: text(COOKBOOK_LIMITS.subtitleMax, COOKBOOK_MESSAGES.subtitleTooLong).default(''),
  dedication: text(COOKBOOK_LIMITS.dedicationMax, COOKBOOK_MESSAGES.dedicationTooLong).default(''),
  recipeIds: z
    .array(z.uuid())
    .min(1, COOKBOOK_MESSAGES.noRecipes)
    .max(COOKBOOK_LIMITS.recipesMax, COOKBOOK_MESSAGES.tooManyRecipes)
    .refine((ids) => new Set(ids).size === ids.length, COOKBOOK_MESSAGES.repeatedRecipe),
  order: z.enum(COOKBOOK_ORDERS).default('category'),
  /**
   * The family's chapters in print order, with order `chapters`: every recipe of the book in
   * exactly one. Other orders keep none.
   */
  chapters: z
    .array(cookbookChapterSchema)
    .max(COOKBOOK_LIMITS.chaptersMax, COOKBOOK_MESSAGES.tooManyChapters)
    .default([]),
  /** The recipes whose scanned card prints after them (each has a card image). */
  cardRecipeIds: z.array(z.uuid()).max(COOKBOOK_LIMITS.recipesMax).default([]),
  /** The family pages, each placed among the recipes. */
  familyPages: z
    .array(cookbookFamilyPageSchema)
    .max(COOKBOOK_LIMITS.familyPagesMax, COOKBOOK_MESSAGES.tooManyFamilyPages)
    .default([]),
  /** The recipe whose photo is on the cover; null for the uploaded cover photo or none. */
  coverRecipeId: z.uuid().nullable().default(null),
  pageSize: z.enum(COOKBOOK_PAGE_SIZES).default('A4'),
  /** Whether the recipes' photos are printed. */
  photos: z.boolean().default(true),
  /** Whether the owner's household may read the book and download its PDF. */
  shared: z.boolean().default(false),
  /** The language the book's own words print in; a new book without one takes its maker's. */
  language: z.enum(SITE_LANGUAGES, { error: COOKBOOK_MESSAGES.languageUnknown }).optional(),
});

type Fields = z.output<typeof cookbookFieldsSchema>;
type Issue = { path: (string | number)[]; message: string };

/** What is wrong with the chapters of a book ordered by them. */
function chapterIssues(book: Fields): Issue[] {
  if (book.order !== 'chapters') return [];
  if (book.chapters.length === 0)
    return [{ path: ['chapters'], message: COOKBOOK_MESSAGES.noChapters }];
  const inBook = new Set(book.recipeIds);
  const placed = new Set<string>();
  for (const [c, chapter] of book.chapters.entries()) {
    for (const id of chapter.recipeIds) {
      const path = ['chapters', c, 'recipeIds'];
      if (!inBook.has(id)) return [{ path, message: COOKBOOK_MESSAGES.chapterRecipeNotInBook }];
      if (placed.has(id)) return [{ path, message: COOKBOOK_MESSAGES.recipeInTwoChapters }];
      placed.add(id);
    }
  }
  return placed.size === inBook.size
    ? []
    : [{ path: ['chapters'], message: COOKBOOK_MESSAGES.recipeNotInChapter }];
}

/** What is wrong with the cards ticked and the family pages' places and ids. */
function extraIssues(book: Fields): Issue[] {
  const issues: Issue[] = [];
  const inBook = new Set(book.recipeIds);
  if (book.cardRecipeIds.some((id) => !inBook.has(id))) {
    issues.push({ path: ['cardRecipeIds'], message: COOKBOOK_MESSAGES.cardNotInBook });
  }
  const pageIds = new Set(book.familyPages.map((page) => page.id));
  if (pageIds.size !== book.familyPages.length) {
    issues.push({ path: ['familyPages'], message: COOKBOOK_MESSAGES.repeatedFamilyPage });
  }
  book.familyPages.forEach((page, p) => {
    if (page.after > book.recipeIds.length) {
      issues.push({
        path: ['familyPages', p, 'after'],
        message: COOKBOOK_MESSAGES.familyPlaceOutside,
      });
    }
  });
  return issues;
}

/** What the cook sets: the body of POST /api/cookbooks and PUT /api/cookbooks/:id. */
export const cookbookInputSchema = cookbookFieldsSchema.superRefine((book, ctx) => {
  for (const issue of [...chapterIssues(book), ...extraIssues(book)]) {
    ctx.addIssue({ code: 'custom', input: book, ...issue });
  }
});
export type CookbookInput = z.input<typeof cookbookInputSchema>;
export type CookbookFields = z.output<typeof cookbookInputSchema>;

/**
 * What a PDF is made for: reading on a screen (the covers are its first and last pages), or a
 * print shop (the interior's pages with bleed, and the covers on a sheet of their own).
 */
export const COOKBOOK_EDITIONS = ['screen', 'print'] as const;
export type CookbookEdition = (typeof COOKBOOK_EDITIONS)[number];

/**
 * The body of POST /api/cookbooks/:id/pdf: the edition to make (none or `{}` is the screen's) and,
 * for the print edition only, whether its pages and cover carry crop marks.
 */
export const cookbookPdfRequestSchema = z
  .strictObject(
    {
      edition: z.enum(COOKBOOK_EDITIONS, { error: COOKBOOK_MESSAGES.badEdition }).default('screen'),
      crop_marks: z.boolean({ error: COOKBOOK_MESSAGES.cropMarksPrintOnly }).default(false),
    },
    { error: COOKBOOK_MESSAGES.badEdition },
  )
  .refine((body) => !body.crop_marks || body.edition === 'print', {
    path: ['crop_marks'],
    message: COOKBOOK_MESSAGES.cropMarksPrintOnly,
  });
export type CookbookPdfRequest = z.input<typeof cookbookPdfRequestSchema>;

export const COOKBOOK_PDF_STATUSES = ['none', 'making', 'ready', 'failed'] as const;
export type CookbookPdfStatus = (typeof COOKBOOK_PDF_STATUSES)[number];

/** The book's PDF: whether one is made, being made (with progress) or failed (with why). */
export const cookbookPdfSchema = z.object({
  status: z.enum(COOKBOOK_PDF_STATUSES),
  /** The edition of the PDF made, or being made. */
  edition: z.enum(COOKBOOK_EDITIONS),
  /** True when a print edition is ready and its cover PDF can be fetched. */
  cover: z.boolean(),
  /** True when the print edition made or being made has crop marks. */
  crop_marks: z.boolean(),
  /** 0 to 1 while making; 1 when ready. */
  progress: z.number().min(0).max(1),
  /** What is being done, for the progress line ("Laying out page 12"). */
  stage: z.string().nullable(),
  /** When the PDF was made; null unless ready. */
  made_on: z.iso.datetime({ offset: true }).nullable(),
  /** Bytes of the PDF; null unless ready. */
  size: z.number().int().nonnegative().nullable(),
  /** Pages of the PDF; null unless ready. */
  pages: z.number().int().nonnegative().nullable(),
  /** Why the last attempt failed; null otherwise. */
  error: z.string().nullable(),
  /** True when a recipe or the book changed after the PDF was made. */
  outdated: z.boolean(),
  /**
   * While the book waits for its turn (the site makes a few PDFs at a time), its place in the
   * line: 1 for the next to start. Null once it is being made, and when it is not waiting.
   */
  queue_position: z.number().int().positive().nullable(),
});
export type CookbookPdf = z.infer<typeof cookbookPdfSchema>;

/** A book with no PDF made, nor being made. */
export const NO_PDF: CookbookPdf = {
  status: 'none',
  edition: 'screen',
  cover: false,
  crop_marks: false,
  progress: 0,
  stage: null,
  made_on: null,
  size: null,
  pages: null,
  error: null,
  outdated: false,
  queue_position: null,
};

/** A recipe as the book builder lists it. */
export const cookbookRecipeSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  thumbnail_image: z.string(),
  user_name: z.string(),
  /** Whether the recipe has a scanned card the book can print. */
  has_card: z.boolean(),
});
export type CookbookRecipe = z.infer<typeof cookbookRecipeSchema>;

/** A saved book, as GET /api/cookbooks/:id answers it. */
export const cookbookSchema = cookbookFieldsSchema.extend({
  /** The family pages, each with its photo's address (null until one is uploaded). */
  familyPages: z.array(cookbookFamilyPageSchema.extend({ image: z.string().nullable() })),
  id: z.uuid(),
  /** The recipes in the book's order (chapters by category when `order` is category). */
  recipes: z.array(cookbookRecipeSchema),
  /** Whether the caller owns it (else it is a household member's shared book). */
  mine: z.boolean(),
  owner_name: z.string(),
  /** The uploaded cover photo's address; null when none is uploaded. */
  cover_image: z.string().nullable(),
  created_on: z.iso.datetime({ offset: true }),
  updated_on: z.iso.datetime({ offset: true }),
  pdf: cookbookPdfSchema,
  language: z.enum(SITE_LANGUAGES),
});
export type Cookbook = z.infer<typeof cookbookSchema>;

/** GET /api/cookbooks: the caller's books and the household's shared ones, newest first. */
export const cookbookListSchema = z.object({
  items: z.array(
    cookbookSchema
      .pick({
        id: true,
        title: true,
        subtitle: true,
        mine: true,
        owner_name: true,
        shared: true,
        updated_on: true,
        pdf: true,
      })
      .extend({ recipe_count: z.number().int().nonnegative() }),
  ),
});
export type CookbookList = z.infer<typeof cookbookListSchema>;

/** POST /api/cookbooks/choice: recipes a book can be started from. */
export const cookbookChoiceInputSchema = z.object({
  source: z.enum(COOKBOOK_SOURCES),
  /** The category for `category`, the cook's name as recipes show it for `cook`. */
  value: z.string().trim().max(120).optional(),
});
export type CookbookChoiceInput = z.infer<typeof cookbookChoiceInputSchema>;

export const cookbookChoiceSchema = z.object({
  items: z.array(cookbookRecipeSchema).max(COOKBOOK_LIMITS.recipesMax),
  /** True when the source held more than a book can: only the first recipesMax are listed. */
  truncated: z.boolean(),
});
export type CookbookChoice = z.infer<typeof cookbookChoiceSchema>;
