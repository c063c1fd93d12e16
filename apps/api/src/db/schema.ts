import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Ingredient, Review } from '@family-recipes/shared';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 50 }).notNull(),
    description: text('description').notNull(),
    thumbnailImage: text('thumbnail_image').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
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
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
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
    // Weighted document for full-text search; the function lives in migration 0010 (decision 001).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`recipe_full_document(title, tags, category, ingredients, description, instructions, source, story, from_kitchen_of)`,
      ),
  },
  (t) => [
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
  ],
);

/** Every status change of a recipe: who, when, from, to, and the note (decision 019). */
export const recipeStatusChanges = pgTable(
  'recipe_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** Null for the submission itself. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    byName: text('by_name').notNull(),
    byEmail: text('by_email').notNull(),
    note: text('note'),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipe_status_changes_recipe_idx').on(t.recipeId, t.changedOn)],
);

/**
 * Mail the site sends to its members (moderation results, the admins' daily digest), stored before
 * it is sent and delivered by the same outbox as contact messages (decision 019).
 */
export const noticeMails = pgTable(
  'notice_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'approved' | 'denied' | 'digest'>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipeId: uuid('recipe_id'),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_mails_outbox_idx').on(t.status, t.nextAttemptAt)],
);

/** Administrators who asked for the daily digest of new submissions (off by default). */
export const digestSubscriptions = pgTable('digest_subscriptions', {
  email: text('email').primaryKey(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per day whose digest has been claimed: the instance whose insert wins sends it, so
 * several instances never send the same day's digest twice.
 */
export const digestRuns = pgTable('digest_runs', {
  day: text('day').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  recipes: integer('recipes').notNull().default(0),
});

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
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
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
 * Every word (folded, four letters or more) that any recipe has used, kept by the same trigger:
 * the dictionary that search corrects misspelt words from, by trigram similarity.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/**
 * One row whose `v` grows with every statement that changes recipes (trigger, migration 0005):
 * cached public reads are valid while it stays the same, on every instance of the API.
 */
export const recipeVersion = pgTable('recipe_version', {
  id: smallint('id').primaryKey().default(1),
  v: bigint('v', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The account's Cognito `sub`: whose record this is. Null until the account is known. */
    sub: text('sub'),
    birthDay: smallint('birth_day'),
    birthMonth: smallint('birth_month'),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_sub_unique')
      .on(t.sub)
      .where(sql`${t.sub} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_outbox_idx').on(t.status, t.nextAttemptAt)],
);

export type RecipeRow = Omit<typeof recipes.$inferSelect, 'search'>;

/** The columns a list reads: a card's worth, never the search document or the method. */
export const recipeListColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  thumbnailImage: recipes.thumbnailImage,
  category: recipes.category,
  tags: recipes.tags,
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
export type UserRow = typeof users.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type RecipeStatusChangeRow = typeof recipeStatusChanges.$inferSelect;
export type NoticeMailRow = typeof noticeMails.$inferSelect;

/** Fixed-window request counters shared by every API instance (docs/architecture.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
});

/*
 * The family kitchen (migration 0012, decision 027): favourites, "we made this" entries, shopping
 * lists and meal plans. Each belongs to an account's Cognito `sub`, like recipes (decision 024).
 */

/** A cook's favourite recipes. */
export const favourites = pgTable(
  'favourites',
  {
    userSub: text('user_sub').notNull(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userSub, t.recipeId] }),
    index('favourites_user_created_idx').on(t.userSub, t.createdOn.desc()),
  ],
);

/**
 * "We made this": one entry per cook, recipe and day (UTC), with a rating and an optional note
 * that the recipe's owner or an administrator can hide. The recipe's `rating_count` and
 * `rating_total` add up its entries (hidden notes keep their rating).
 */
export const cookedEntries = pgTable(
  'cooked_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userSub: text('user_sub').notNull(),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    note: text('note').notNull().default(''),
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cooked_entries_once_a_day').on(t.recipeId, t.userSub, t.cookedOn),
    index('cooked_entries_recipe_idx').on(t.recipeId, t.createdOn.desc()),
    index('cooked_entries_user_idx').on(t.userSub, t.createdOn.desc()),
  ],
);

/** A shopping list: its owner, and the unit system its merged amounts are written in. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerSub: text('owner_sub').notNull(),
    ownerName: text('owner_name').notNull(),
    name: text('name').notNull(),
    unitSystem: text('unit_system').$type<'metric' | 'us'>().notNull().default('metric'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_lists_owner_idx').on(t.ownerSub, t.updatedOn.desc())],
);

/** The cooks a list is shared with: they read and edit it like its owner, but cannot delete it. */
export const shoppingListMembers = pgTable(
  'shopping_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    userSub: text('user_sub').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userSub] }),
    index('shopping_list_members_user_idx').on(t.userSub),
  ],
);

/** Where a line of a shopping list came from: a recipe at a number of servings. */
export interface ShoppingItemSourceRow {
  recipeId: string;
  title: string;
  servings: number;
}

/**
 * One line of a shopping list. Lines of the same ingredient (`ingredient_key`) whose amounts
 * convert into each other are merged into one (packages/shared/src/shopping); `version` grows
 * with every change of the line.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    ingredient: text('ingredient').notNull(),
    ingredientKey: text('ingredient_key').notNull(),
    quantity: doublePrecision('quantity'),
    units: text('units').notNull().default(''),
    aisle: text('aisle').notNull(),
    checked: boolean('checked').notNull().default(false),
    sources: jsonb('sources').$type<ShoppingItemSourceRow[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_list_items_list_idx').on(t.listId, t.createdOn)],
);

/** A cook's meal plan: the recipes of each day and meal, in order. */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    userSub: text('user_sub').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal').$type<'breakfast' | 'lunch' | 'dinner' | 'other'>().notNull(),
    position: smallint('position').notNull(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userSub, t.day, t.meal, t.position] })],
);

/**
 * The private calendar feed of a cook's meal plan: only a SHA-256 hash of the token is kept, so
 * the database alone cannot rebuild a feed address. Resetting replaces the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userSub: text('user_sub').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export type CookedEntryRow = typeof cookedEntries.$inferSelect;
export type ShoppingListRow = typeof shoppingLists.$inferSelect;
export type ShoppingListMemberRow = typeof shoppingListMembers.$inferSelect;
export type ShoppingListItemRow = typeof shoppingListItems.$inferSelect;
export type MealPlanEntryRow = typeof mealPlanEntries.$inferSelect;
