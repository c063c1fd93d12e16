import {
  BACKUP_KITCHEN_SECTIONS,
  type BackupKitchenSection,
  type FieldError,
} from '@family-recipes/shared';
import type { z } from 'zod';
import { EXPORT_MESSAGES } from './export.messages.js';
import { HouseholdLimits } from './household-limits.js';
import type { ExportRepository } from './export.repository.js';
import {
  kitchenPart,
  type BackupKitchenEntries,
  type KitchenInserts,
  type KitchenRows,
} from './kitchen-parts.js';

/*
 * The family kitchen's part of a backup and a restore (kitchen-parts.ts): households with their
 * members, pantries and aisles, favourites, "we made this" entries, shopping lists with their
 * lines, meal plans, and the saved cookbooks (not their PDFs, which are made again).
 */

/** The arrays whose ids other rows name, each checked against once it has been read whole. */
const REFERENCED = ['recipes', 'shopping_lists', 'households', 'household_shops'] as const;

/** The kitchen's arrays in the order a backup writes them: what is named before what names it. */
const KITCHEN_SECTIONS = Object.keys(BACKUP_KITCHEN_SECTIONS) as BackupKitchenSection[];

export function isKitchenSection(key: string): key is BackupKitchenSection {
  return Object.hasOwn(BACKUP_KITCHEN_SECTIONS, key);
}

/**
 * The kitchen's arrays of a backup, each written a page of rows at a time (`pageSize`), so that
 * memory holds one page, not a table: the chunks that follow the recipes array in the backup's
 * object, each array starting with its `,"name":[`.
 */
export async function* backupKitchen(
  repository: ExportRepository,
  pageSize: number,
): AsyncGenerator<string> {
  for (const section of KITCHEN_SECTIONS) yield* backupSection(repository, section, pageSize);
}

async function* backupSection<K extends BackupKitchenSection>(
  repository: ExportRepository,
  section: K,
  pageSize: number,
): AsyncGenerator<string> {
  const { toBackup } = kitchenPart(section);
  let last: KitchenRows[K] | undefined;
  let prefix = `,${JSON.stringify(section)}:[`;
  for (;;) {
    const rows = await repository.kitchenPage(section, last, pageSize);
    if (rows.length > 0) {
      yield `${prefix}${rows.map((row) => JSON.stringify(toBackup(row))).join(',')}`;
      prefix = ',';
      last = rows.at(-1);
    }
    if (rows.length < pageSize) break;
  }
  yield prefix === ',' ? ']' : `${prefix}]`;
}

interface References {
  recipe?: string;
  list?: string;
  household?: string;
  shop?: string;
}

/**
 * Which recipe, list, household and shop a row names, by its fields. A field left out or null
 * names none: a plan's note names no recipe, a row of a backup written before households no
 * household.
 */
function referencesOf(entry: Record<string, unknown>): References {
  const id = (field: string) => {
    const value = entry[field];
    return typeof value === 'string' ? { [field]: value } : {};
  };
  const {
    recipe_id: recipe,
    list_id: list,
    household_id: household,
    shop_id: shop,
  } = {
    ...id('recipe_id'),
    ...id('list_id'),
    ...id('household_id'),
    ...id('shop_id'),
  };
  return Object.fromEntries(
    Object.entries({ recipe, list, household, shop }).filter(([, value]) => value !== undefined),
  );
}

/** What no two rows of a section may share: the table's primary key and unique indexes. */
function keysOf(section: BackupKitchenSection, entry: Record<string, unknown>): string[] {
  const key = (...names: string[]) => names.map((name) => String(entry[name])).join(' ');
  switch (section) {
    case 'favourites':
      return [key('user_sub', 'recipe_id')];
    case 'cooked_entries':
      return [key('id'), `day ${key('recipe_id', 'user_sub', 'cooked_on')}`];
    case 'household_members':
      return [
        key('user_sub'),
        ...(entry['role'] === 'owner' ? [`owner ${key('household_id')}`] : []),
      ];
    case 'household_pantries':
    case 'household_aisle_orders':
    case 'household_meal_rules':
      return [key('household_id')];
    case 'household_aisles':
      return [key('household_id', 'aisle_id')];
    case 'shopping_list_shops':
      return [key('list_id')];
    case 'pantry_staples':
      return [key('household_id', 'key')];
    case 'household_item_aisles':
      return [key('household_id', 'ingredient_key')];
    case 'meal_plan_entries':
      return [key('user_sub', 'day', 'meal', 'position')];
    default:
      return [key('id')];
  }
}

/**
 * Checks the kitchen's rows of a backup file and gathers them for the restore. The first pass
 * over the file (`check`) checks each row's fields and that no two rows are one, and learns the
 * recipes', lists', households' and shops' ids; a row that names one is checked against them as
 * soon as their array has been read whole (a backup writes them first), otherwise in the second
 * pass (`add`), before anything is written. A row that names a recipe, list or shop not in the
 * backup, or a list's shop of another household, is refused, like any bad part of the file: a
 * restore gives back the whole site or nothing.
 */
export class KitchenRestore {
  private readonly recipeIds = new Set<string>();
  private readonly listIds = new Set<string>();
  private readonly householdIds = new Set<string>();
  /** Each list's household and each shop's, by id (a list of an older backup names none). */
  private readonly listHomes = new Map<string, string | undefined>();
  private readonly shopHomes = new Map<string, string>();
  private readonly complete = new Set<(typeof REFERENCED)[number]>();
  private readonly keys = new Map<BackupKitchenSection, Set<string>>();
  private readonly limits = new HouseholdLimits();
  private readonly rows: KitchenInserts = {
    households: [],
    household_members: [],
    household_pantries: [],
    pantry_staples: [],
    household_item_aisles: [],
    household_aisle_orders: [],
    household_aisles: [],
    household_shops: [],
    household_meal_rules: [],
    favourites: [],
    cooked_entries: [],
    shopping_lists: [],
    shopping_list_items: [],
    shopping_list_shops: [],
    meal_plan_entries: [],
    cookbooks: [],
  };

  /** A recipe of the backup (first pass). */
  recipe(id: string): void {
    this.recipeIds.add(id);
  }

  /** The end of a streamed array of the backup (first pass). */
  end(key: string): void {
    const referenced = REFERENCED.find((section) => section === key);
    if (referenced) this.complete.add(referenced);
  }

  /** The problems of one row of `section` at `index` (first pass). */
  check(
    section: BackupKitchenSection,
    index: number,
    value: unknown,
    problemsOf: (error: z.ZodError, prefix: (string | number)[]) => FieldError[],
  ): FieldError[] {
    const parsed = BACKUP_KITCHEN_SECTIONS[section].safeParse(value);
    if (!parsed.success) return problemsOf(parsed.error, [section, index]);
    const entry = parsed.data as Record<string, unknown>;
    const id = String(entry['id']);
    const home = entry['household_id'] as string | undefined;
    if (section === 'shopping_lists') {
      this.listIds.add(id);
      this.listHomes.set(id, home);
    }
    if (section === 'households') this.householdIds.add(id);
    if (section === 'household_shops') this.shopHomes.set(id, String(home));
    const seen = this.keys.get(section) ?? new Set<string>();
    this.keys.set(section, seen);
    const keys = keysOf(section, entry);
    if (keys.some((key) => seen.has(key))) {
      return [problem(`${section}.${index}`, EXPORT_MESSAGES.duplicateRow)];
    }
    for (const key of keys) seen.add(key);
    const broken = this.limits.problem(section, entry);
    if (broken) return [problem(`${section}.${index}.${broken.field}`, broken.message)];
    return this.missing(section, index, entry, false);
  }

  /**
   * Keeps one row of `section` for the restore (second pass), the row as the first pass found
   * it; answers the problem when it names a recipe or list that the backup does not hold.
   */
  add(section: BackupKitchenSection, index: number, value: unknown): FieldError[] {
    const entry = BACKUP_KITCHEN_SECTIONS[section].parse(value) as Record<string, unknown>;
    const problems = this.missing(section, index, entry, true);
    if (problems.length === 0) this.keep(section, entry);
    return problems;
  }

  /** Every row kept for the restore, by table. */
  inserts(): KitchenInserts {
    return this.rows;
  }

  private keep<K extends BackupKitchenSection>(section: K, entry: Record<string, unknown>): void {
    // Parsed with the section's own schema, so the entry is that section's.
    const row = kitchenPart(section).toRow(entry as unknown as BackupKitchenEntries[K]);
    this.rows[section].push(row);
  }

  /**
   * A recipe, list, household or shop the row names and the backup lacks, or a list's shop of
   * another household; unknown yet unless `final`.
   */
  private missing(
    section: BackupKitchenSection,
    index: number,
    entry: Record<string, unknown>,
    final: boolean,
  ): FieldError[] {
    const { recipe, list, household, shop } = referencesOf(entry);
    if (household !== undefined && (final || this.complete.has('households'))) {
      if (!this.householdIds.has(household)) {
        return [problem(`${section}.${index}.household_id`, EXPORT_MESSAGES.noSuchHousehold)];
      }
    }
    if (recipe !== undefined && (final || this.complete.has('recipes'))) {
      if (!this.recipeIds.has(recipe)) {
        return [problem(`${section}.${index}.recipe_id`, EXPORT_MESSAGES.noSuchRecipe)];
      }
    }
    if (list !== undefined && (final || this.complete.has('shopping_lists'))) {
      if (!this.listIds.has(list)) {
        return [problem(`${section}.${index}.list_id`, EXPORT_MESSAGES.noSuchList)];
      }
    }
    if (shop !== undefined && (final || this.complete.has('household_shops'))) {
      const shopHome = this.shopHomes.get(shop);
      if (shopHome === undefined) {
        return [problem(`${section}.${index}.shop_id`, EXPORT_MESSAGES.noSuchShop)];
      }
      // A list's shop is one of its own household's (the list known by now when `final`).
      const listKnown = list !== undefined && (final || this.complete.has('shopping_lists'));
      if (listKnown && this.listHomes.get(list) !== shopHome) {
        return [problem(`${section}.${index}.shop_id`, EXPORT_MESSAGES.shopOfAnotherHousehold)];
      }
    }
    return [];
  }
}

function problem(field: string, message: string): FieldError {
  return { field, message: `${field}: ${message}` };
}
