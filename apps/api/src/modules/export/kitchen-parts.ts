import type { BackupKitchenSection } from '@family-recipes/shared';
import type { BackupPart } from '../../db/backup-part.js';
import {
  AISLE_ORDERS_BACKUP,
  HOUSEHOLD_AISLES_BACKUP,
  ITEM_AISLES_BACKUP,
  LIST_SHOPS_BACKUP,
  SHOPS_BACKUP,
} from '../aisles/index.js';
import { COOKBOOKS_BACKUP } from '../cookbooks/index.js';
import { COOKED_BACKUP } from '../cooked/index.js';
import { FAVOURITES_BACKUP } from '../favourites/index.js';
import { HOUSEHOLDS_BACKUP, MEMBERS_BACKUP } from '../households/index.js';
import { MEAL_RULES_BACKUP, PLAN_BACKUP } from '../meal-plan/index.js';
import { PANTRIES_BACKUP, STAPLES_BACKUP } from '../pantry/index.js';
import { LIST_ITEMS_BACKUP, LISTS_BACKUP } from '../shopping/index.js';

/*
 * The family kitchen's part of a backup (migrations 0012, 0017-0023, 0026, 0032-0033), by the
 * backup's name of each table: each given by the module that owns the table (src/db/
 * backup-part.ts), in the order a backup writes them, what is named before what names it (shops
 * and lists before the shop of each list). Calendar feeds and invitations are not backed up:
 * their tokens are secrets, and a cook makes a new feed address after a restore.
 */
export const KITCHEN_PARTS = {
  households: HOUSEHOLDS_BACKUP,
  household_members: MEMBERS_BACKUP,
  household_pantries: PANTRIES_BACKUP,
  pantry_staples: STAPLES_BACKUP,
  household_item_aisles: ITEM_AISLES_BACKUP,
  household_aisle_orders: AISLE_ORDERS_BACKUP,
  household_aisles: HOUSEHOLD_AISLES_BACKUP,
  household_shops: SHOPS_BACKUP,
  household_meal_rules: MEAL_RULES_BACKUP,
  favourites: FAVOURITES_BACKUP,
  cooked_entries: COOKED_BACKUP,
  shopping_lists: LISTS_BACKUP,
  shopping_list_items: LIST_ITEMS_BACKUP,
  shopping_list_shops: LIST_SHOPS_BACKUP,
  meal_plan_entries: PLAN_BACKUP,
  cookbooks: COOKBOOKS_BACKUP,
} as const satisfies { [K in BackupKitchenSection]: unknown };

type Parts = typeof KITCHEN_PARTS;
type PartOf<K extends BackupKitchenSection> =
  Parts[K] extends BackupPart<infer Row, infer Entry, infer RowIn>
    ? { row: Row; entry: Entry; rowIn: RowIn }
    : never;

/** The rows of the family kitchen's tables, by the backup's name for each. */
export type KitchenRows = { [K in BackupKitchenSection]: PartOf<K>['row'] };
/** A kitchen row as a backup writes it, by section. */
export type BackupKitchenEntries = { [K in BackupKitchenSection]: PartOf<K>['entry'] };
/** A kitchen row as a restore writes it. */
export type KitchenRowIn<K extends BackupKitchenSection> = PartOf<K>['rowIn'];
export type KitchenInserts = { [K in BackupKitchenSection]: KitchenRowIn<K>[] };

/** The part of `section`, typed by its rows (the map above holds one per section). */
export function kitchenPart<K extends BackupKitchenSection>(
  section: K,
): BackupPart<KitchenRows[K], BackupKitchenEntries[K], KitchenRowIn<K>> {
  return KITCHEN_PARTS[section] as unknown as BackupPart<
    KitchenRows[K],
    BackupKitchenEntries[K],
    KitchenRowIn<K>
  >;
}
