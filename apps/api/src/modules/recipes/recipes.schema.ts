import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, moment, momentNow, rowId } from '../../db/columns.js';
import {
  RECIPE_LANGUAGES,
  type Ingredient,
  type RecipeLanguage,
  type Review,
} from '@family-recipes/shared';
import { ownTables } from '../../db/owned-tables.js';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const recipes = pgTable(
  'recipes',
  {
    id: rowId(),
    title: varchar('title', { length: 50 }).notNull(),
    description: text('description').notNull(),
    thumbnailImage: text('thumbnail_image').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The language the recipe is written in (migration 0037), one of RECIPE_LANGUAGES. */
    language: text('language').$type<RecipeLanguage>().notNull().default('en'),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    tips: jsonb('tips').$type<string[]>().notNull().default([]),
    reviews: jsonb('reviews').$type<Review[]>().notNull().default([]),
    status: smallint('status').notNull().default(100),
    featured: boolean('featured').notNull().default(false),
    prepTime: integer('prep_time').notNull(),
    cookTime: integer('cook_time').notNull(),
    totalTime: integer('total_time').notNull(),
    serving: text('serving').notNull(),
    difficulty: text('difficulty').notNull(),
    source: text('source').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /**
     * The owning account's Cognito `sub`, which no attribute change can move; the email above is
     * only shown. Null for demo recipes and for accounts that no longer exist: admins manage those.
     */
    ownerSub: text('owner_sub'),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
    // Family provenance (migration 0010, decision 019): all optional.
    story: text('story').notNull().default(''),
    fromKitchenOf: text('from_kitchen_of').notNull().default(''),
    cardImage: text('card_image'),
    /** The original recipe's id; no foreign key, so that deleting or restoring never breaks it. */
    variationOf: uuid('variation_of'),
    /** The latest moderation note, for the owner and admins only (docs/product.md, access rules). */
    reviewNote: text('review_note'),
    /** "We made this" entries (decision 027): how many, and the sum of their ratings. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    // Weighted document for full-text search in the recipe's language; the function lives in
    // migration 0039 (decisions 001 and 049).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`recipe_full_document(title, tags, category, ingredients, description, instructions, source, story, from_kitchen_of, language)`,
      ),
  },
  (t) => [
    check(
      'recipes_language_check',
      sql.raw(`"language" IN (${RECIPE_LANGUAGES.map((code) => `'${code}'`).join(', ')})`),
    ),
    index('recipes_search_idx').using('gin', t.search),
    index('recipes_status_created_idx').on(t.status, t.createdOn.desc()),
    // Title order for people (migration 0006): case and accents folded, bytewise on the folded text
    // so that PGlite and the PostgreSQL server agree, ties by age then id.
    index('recipes_status_title_folded_idx').on(
      t.status,
      sql`(immutable_unaccent(lower(${t.title})) collate "C")`,
      t.createdOn,
      t.id,
    ),
    index('recipes_category_title_folded_idx').on(
      t.category,
      t.status,
      sql`(immutable_unaccent(lower(${t.title})) collate "C")`,
      t.createdOn,
      t.id,
    ),
    index('recipes_featured_idx').on(t.featured, t.status),
    index('recipes_category_status_idx').on(t.category, t.status, t.createdOn.desc()),
    index('recipes_owner_sub_idx').on(t.ownerSub, t.createdOn.desc()),
    index('recipes_variation_of_idx')
      .on(t.variationOf, t.status)
      .where(sql`${t.variationOf} is not null`),
    // Whose photo a served file is (migration 0029, modules/cooked/photo-owners.repository.ts).
    index('recipes_thumbnail_image_hash_idx').using('hash', t.thumbnailImage),
    index('recipes_card_image_hash_idx').using('hash', t.cardImage),
  ],
);

/** Every status change of a recipe: who, when, from, to, and the note (decision 019). */
export const recipeStatusChanges = pgTable(
  'recipe_status_changes',
  {
    id: rowId(),
    recipeId: belongsTo('recipe_id', () => recipes.id),
    /** Null for the submission itself. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    byName: text('by_name').notNull(),
    byEmail: text('by_email').notNull(),
    note: text('note'),
    changedOn: momentNow('changed_on'),
  },
  (t) => [index('recipe_status_changes_recipe_idx').on(t.recipeId, t.changedOn)],
);

/**
 * How many recipes each (status, category, featured) combination holds, kept by a trigger on
 * recipes (migration 0004): list totals (X-Total-Count) read a few rows here instead of counting
 * the recipes table at every request.
 */
export const recipeCounts = pgTable(
  'recipe_counts',
  {
    status: smallint('status').notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.category, t.featured] })],
);

/**
 * The narrow copy of each recipe that relevance search reads (migration 0008, decision 013): the
 * few columns that filter and order, and small documents of the title and of the title, tags,
 * category and ingredient names. Kept by a trigger on recipes. About 250 bytes a row against the
 * recipe's 1.6 KB, so ranking thousands of matches reads a few megabytes, not a few hundred.
 */
export const recipeSearch = pgTable(
  'recipe_search',
  {
    recipeId: uuid('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    category: text('category').notNull(),
    createdOn: moment('created_on').notNull(),
    titleDoc: tsvector('title_doc').notNull(),
    keyDoc: tsvector('key_doc').notNull(),
  },
  (t) => [
    // Only approved recipes are searched: partial indexes, smaller, and a count of matches can
    // be answered from the index and the visibility map without reading the rows.
    index('recipe_search_key_idx')
      .using('gin', t.keyDoc)
      .where(sql`${t.status} = 101`),
    index('recipe_search_title_idx')
      .using('gin', t.titleDoc)
      .where(sql`${t.status} = 101`),
    index('recipe_search_status_created_idx').on(t.status, t.createdOn.desc(), t.recipeId.desc()),
  ],
);

/**
 * Every word (folded, three letters or more) that any recipe has used, kept by the same trigger:
 * the dictionary that search corrects misspelt words from (trigram index), and asks whether a
 * word, in any of its English forms, is one recipes use (the index of its stems, decision 031).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
  index('search_words_stem_idx')
    .using('gin', sql`to_tsvector('english'::regconfig, ${t.word})`)
    .with({ fastupdate: false }),
]);

/**
 * One row whose `v` grows with every statement that changes recipes (trigger, migration 0005):
 * cached public reads are valid while it stays the same, on every instance of the API.
 */
export const recipeVersion = pgTable('recipe_version', {
  id: smallint('id').primaryKey().default(1),
  v: bigint('v', { mode: 'number' }).notNull().default(0),
});

export type RecipeRow = Omit<typeof recipes.$inferSelect, 'search'>;

/** What names a recipe wherever it is shown: its title, description, photo, category and tags. */
export const recipeHeadColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  thumbnailImage: recipes.thumbnailImage,
  category: recipes.category,
  tags: recipes.tags,
  language: recipes.language,
};

/** The columns a list reads: a card's worth, never the search document or the method. */
export const recipeListColumns = {
  ...recipeHeadColumns,
  status: recipes.status,
  featured: recipes.featured,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  totalTime: recipes.totalTime,
  serving: recipes.serving,
  difficulty: recipes.difficulty,
  source: recipes.source,
  userName: recipes.userName,
  userEmail: recipes.userEmail,
  ownerSub: recipes.ownerSub,
  createdOn: recipes.createdOn,
  updatedOn: recipes.updatedOn,
  reviewNote: recipes.reviewNote,
  ratingCount: recipes.ratingCount,
  ratingTotal: recipes.ratingTotal,
};
export type RecipeListRow = Pick<RecipeRow, keyof typeof recipeListColumns>;

/** Every column but the generated search document, which only the database reads. */
export const recipeColumns = {
  ...recipeListColumns,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  tips: recipes.tips,
  reviews: recipes.reviews,
  story: recipes.story,
  fromKitchenOf: recipes.fromKitchenOf,
  cardImage: recipes.cardImage,
  variationOf: recipes.variationOf,
};
export type NewRecipeRow = typeof recipes.$inferInsert;
export type RecipeStatusChangeRow = typeof recipeStatusChanges.$inferSelect;

ownTables('recipes', [{ table: recipes, accountColumns: [recipes.ownerSub] }]);
