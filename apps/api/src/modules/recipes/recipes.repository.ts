import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAccountGains } from '../../db/owned-tables.js';
import { refreshSearchStatistics } from '../../db/statistics.js';
import { RECIPE_STATUS, type RecipeStatus, type SiteLanguage } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import type { Page } from '../../http/list-page.js';
import {
  recipeColumns,
  recipes,
  recipeStatusChanges,
  recipeVersion,
  type NewRecipeRow,
  type RecipeListRow,
  type RecipeRow,
  type RecipeStatusChangeRow,
} from './recipes.schema.js';
import { recipientLanguage } from '../mail/index.js';
import { storeNoticeMails, type NewNoticeMail } from '../notices/index.js';
import { chosenLanguages } from '../users/index.js';
import { RecipeLists, type ListOptions } from './recipe-lists.repository.js';
import { searchApprovedRecipes, type SearchPage } from './recipes.search.js';

export type { ListOptions } from './recipe-lists.repository.js';

export type RecipePatch = Pick<
  NewRecipeRow,
  | 'title'
  | 'description'
  | 'tags'
  | 'ingredients'
  | 'instructions'
  | 'tips'
  | 'reviews'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'serving'
  | 'difficulty'
  | 'source'
  | 'story'
  | 'fromKitchenOf'
  | 'variationOf'
  | 'language'
> & { thumbnailImage?: string; cardImage?: string };

/** Who changed a recipe's status, for its history. */
export interface Actor {
  name: string;
  email: string;
}

/** An approved recipe a page links to: a variation's original, or an original's variations. */
export interface RecipeLinkRow {
  id: string;
  title: string;
}

export type SearchOptions = Parameters<typeof searchApprovedRecipes>[1];

/** The only code that reads and writes recipes. */
export class RecipesRepository {
  constructor(private readonly db: Db) {}

  /** Stores a recipe and, when `by` is given, the submission as the first entry of its history. */
  async insert(row: NewRecipeRow, by?: Actor): Promise<RecipeRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(recipes).values(row).returning(recipeColumns);
      if (!created) throw new Error('Insert returned no row');
      if (by) {
        await tx.insert(recipeStatusChanges).values({
          recipeId: created.id,
          fromStatus: null,
          toStatus: created.status,
          byName: by.name,
          byEmail: by.email,
          changedOn: created.createdOn,
        });
      }
      return created;
    });
  }

  /** Every status change of a recipe, oldest first. */
  history(id: string): Promise<RecipeStatusChangeRow[]> {
    return this.db
      .select()
      .from(recipeStatusChanges)
      .where(eq(recipeStatusChanges.recipeId, id))
      .orderBy(asc(recipeStatusChanges.changedOn), asc(recipeStatusChanges.id));
  }

  /** The recipe if it is approved: only those can be chosen as an original, or linked to. */
  async findApprovedLink(id: string): Promise<RecipeLinkRow | undefined> {
    const [row] = await this.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .limit(1);
    return row;
  }

  /** The approved variations of a recipe, in title order. */
  variationsOf(id: string): Promise<RecipeLinkRow[]> {
    return this.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(and(eq(recipes.variationOf, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .orderBy(asc(recipes.title), asc(recipes.id))
      .limit(100);
  }

  /** Titles of approved recipes among `ids` (the originals of a list of variations). */
  async approvedTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), eq(recipes.status, RECIPE_STATUS.APPROVED)));
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  async findById(id: string): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .select(recipeColumns)
      .from(recipes)
      .where(eq(recipes.id, id))
      .limit(1);
    return row;
  }

  /** Grows with every committed change to recipes (migration 0005). */
  async dataVersion(): Promise<number> {
    const [row] = await this.db.select({ v: recipeVersion.v }).from(recipeVersion).limit(1);
    return row?.v ?? 0;
  }

  /** After a bulk write: see db/statistics.ts. */
  refreshSearchStatistics(): Promise<void> {
    return refreshSearchStatistics(this.db);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(recipes);
    return row?.n ?? 0;
  }

  listApproved(
    options: ListOptions & { category?: string | undefined },
  ): Promise<Page<RecipeListRow>> {
    return new RecipeLists(this.db).approved(options);
  }

  listByStatus(status: RecipeStatus, options: ListOptions): Promise<Page<RecipeListRow>> {
    return new RecipeLists(this.db).byStatus(status, options);
  }

  /** One account's recipes in every status, by its Cognito `sub`. */
  listByOwner(ownerSub: string, options: ListOptions): Promise<Page<RecipeListRow>> {
    return new RecipeLists(this.db).byOwner(ownerSub, options);
  }

  listFeatured(options: ListOptions): Promise<Page<RecipeListRow>> {
    return new RecipeLists(this.db).featured(options);
  }

  /** The addresses shown on recipes that no account owns, each once, as stored. */
  async ownerlessEmails(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ email: recipes.userEmail })
      .from(recipes)
      .where(isNull(recipes.ownerSub));
    return rows.map((row) => row.email);
  }

  /**
   * Gives the recipes of `email` that no account owns to the account `ownerSub`; how many. Their
   * ratings are recounted in the same transaction, as the new owner's own notes no longer count.
   */
  async claimOwnerless(email: string, ownerSub: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(recipes)
        .set({ ownerSub })
        .where(
          and(
            isNull(recipes.ownerSub),
            eq(sql`lower(${recipes.userEmail})`, email.trim().toLowerCase()),
          ),
        )
        .returning({ id: recipes.id });
      // What follows (the ratings the owner's own entries no longer count in) is the registry's.
      if (claimed.length > 0) await afterAccountGains(tx, ownerSub);
      return claimed.length;
    });
  }

  /**
   * Replaces the editable fields and returns the recipe to pending; a recipe that was approved or
   * denied gets that change in its history, in the same transaction.
   */
  async update(id: string, patch: RecipePatch, by?: Actor): Promise<RecipeRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: recipes.status })
        .from(recipes)
        .where(eq(recipes.id, id))
        .for('update');
      if (!before) return undefined;
      const now = new Date();
      // An administrator featured the text as it was; the edited text waits for a new decision,
      // so it comes back unfeatured (docs/product.md, recipe statuses).
      const [row] = await tx
        .update(recipes)
        .set({ ...patch, status: RECIPE_STATUS.PENDING, featured: false, updatedOn: now })
        .where(eq(recipes.id, id))
        .returning(recipeColumns);
      if (row && by && before.status !== RECIPE_STATUS.PENDING) {
        await tx.insert(recipeStatusChanges).values({
          recipeId: id,
          fromStatus: before.status,
          toStatus: RECIPE_STATUS.PENDING,
          byName: by.name,
          byEmail: by.email,
          changedOn: now,
        });
      }
      return row;
    });
  }

  /**
   * Moves a recipe between statuses only if it is still in the expected one, so two admins
   * acting at once cannot both succeed.
   */
  async transitionStatus(
    id: string,
    from: RecipeStatus,
    to: RecipeStatus,
    review?: { by: Actor; note: string | null },
    mail?: (row: RecipeRow, language: SiteLanguage) => NewNoticeMail,
  ): Promise<RecipeRow | undefined> {
    const note = review?.note ?? null;
    // The change, its history entry and the cook's mail are written together or not at all, so
    // the mail is sent (by the outbox) exactly when the change happened.
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(recipes)
        .set({
          status: to,
          updatedOn: now,
          // The latest review's note; an approval without one clears an older request for changes.
          reviewNote: note,
          ...(to !== RECIPE_STATUS.APPROVED ? { featured: false } : {}),
        })
        .where(and(eq(recipes.id, id), eq(recipes.status, from)))
        .returning(recipeColumns);
      if (!row) return undefined;
      if (review) {
        await tx.insert(recipeStatusChanges).values({
          recipeId: id,
          fromStatus: from,
          toStatus: to,
          byName: review.by.name,
          byEmail: review.by.email,
          note,
          changedOn: now,
        });
      }
      if (mail) {
        // In the language the cook's user record chose, else English.
        const language = recipientLanguage(
          await chosenLanguages(tx, [row.userEmail]),
          row.userEmail,
        );
        await storeNoticeMails(tx, [
          { ...mail(row, language), recipeId: id, nextAttemptAt: now, createdOn: now },
        ]);
      }
      return row;
    });
  }

  /** Features or unfeatures an approved recipe; undefined when it is not approved (or missing). */
  async setFeatured(id: string, featured: boolean): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ featured })
      .where(and(eq(recipes.id, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .returning(recipeColumns);
    return row;
  }

  search(options: SearchOptions): Promise<SearchPage> {
    return searchApprovedRecipes(this.db, options);
  }
}
