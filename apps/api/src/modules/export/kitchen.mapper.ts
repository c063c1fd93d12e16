import {
  EXPORT_FORMAT_VERSION,
  type Aisle,
  type BackupCookedEntry,
  type BackupFavourite,
  type BackupHousehold,
  type BackupHouseholdMember,
  type BackupHouseholdPantry,
  type BackupPantryStaple,
  type BackupItemAisle,
  type BackupAisleOrder,
  type BackupKitchenSection,
  type BackupListItem,
  type BackupMealPlanEntry,
  type BackupShoppingList,
  type ExportKitchen,
} from '@family-recipes/shared';
import { COOKBOOK_BACKUP_MAPPER, type BackupCookbook } from '../cookbooks/cookbook-backup.js';
import type { CookKitchen, KitchenRowIn, KitchenRows } from './export.repository.js';

/** A kitchen row as a backup writes it, by section. */
export interface BackupKitchenEntries {
  households: BackupHousehold;
  household_members: BackupHouseholdMember;
  household_pantries: BackupHouseholdPantry;
  pantry_staples: BackupPantryStaple;
  household_item_aisles: BackupItemAisle;
  household_aisle_orders: BackupAisleOrder;
  favourites: BackupFavourite;
  cooked_entries: BackupCookedEntry;
  shopping_lists: BackupShoppingList;
  shopping_list_items: BackupListItem;
  meal_plan_entries: BackupMealPlanEntry;
  cookbooks: BackupCookbook;
}

type Mappers = {
  [K in BackupKitchenSection]: {
    toBackup: (row: KitchenRows[K]) => BackupKitchenEntries[K];
    toRow: (entry: BackupKitchenEntries[K]) => KitchenRowIn<K>;
  };
};

const iso = (date: Date) => date.toISOString();

function itemFields(row: KitchenRows['shopping_list_items']) {
  return {
    ingredient: row.ingredient,
    key: row.ingredientKey,
    quantity: row.quantity,
    units: row.units,
    aisle: row.aisle as Aisle,
    checked: row.checked,
    sources: row.sources.map((source) => ({
      recipe_id: source.recipeId,
      title: source.title,
      servings: source.servings,
    })),
    shares:
      row.shares?.map((share) => ({
        recipe_id: share.recipeId,
        quantity: share.quantity,
        units: share.units,
      })) ?? null,
  };
}

/** Each kitchen table's rows to the backup's entries and back (packages/shared export format). */
export const KITCHEN_MAPPERS: Mappers = {
  households: {
    toBackup: (row) => ({ id: row.id, name: row.name, created_on: iso(row.createdAt) }),
    toRow: (entry) => ({ id: entry.id, name: entry.name, createdAt: new Date(entry.created_on) }),
  },
  household_members: {
    toBackup: (row) => ({
      user_sub: row.userSub,
      household_id: row.householdId,
      role: row.role,
      name: row.name,
      email: row.email,
      joined_at: iso(row.joinedAt),
    }),
    toRow: (entry) => ({
      userSub: entry.user_sub,
      householdId: entry.household_id,
      role: entry.role,
      name: entry.name,
      email: entry.email,
      joinedAt: new Date(entry.joined_at),
    }),
  },
  household_pantries: {
    toBackup: (row) => ({ household_id: row.householdId, updated_at: iso(row.updatedAt) }),
    toRow: (entry) => ({ householdId: entry.household_id, updatedAt: new Date(entry.updated_at) }),
  },
  pantry_staples: {
    toBackup: (row) => ({
      household_id: row.householdId,
      key: row.key,
      name: row.name,
      position: row.position,
    }),
    toRow: (entry) => ({
      householdId: entry.household_id,
      key: entry.key,
      name: entry.name,
      position: entry.position,
    }),
  },
  household_item_aisles: {
    toBackup: (row) => ({
      household_id: row.householdId,
      ingredient_key: row.ingredientKey,
      aisle: row.aisle as Aisle,
      updated_on: iso(row.updatedOn),
    }),
    toRow: (entry) => ({
      householdId: entry.household_id,
      ingredientKey: entry.ingredient_key,
      aisle: entry.aisle,
      updatedOn: new Date(entry.updated_on),
    }),
  },
  household_aisle_orders: {
    toBackup: (row) => ({
      household_id: row.householdId,
      aisles: row.aisles as Aisle[],
      updated_on: iso(row.updatedOn),
    }),
    toRow: (entry) => ({
      householdId: entry.household_id,
      aisles: entry.aisles,
      updatedOn: new Date(entry.updated_on),
    }),
  },
  favourites: {
    toBackup: (row) => ({
      user_sub: row.userSub,
      recipe_id: row.recipeId,
      created_on: iso(row.createdOn),
    }),
    toRow: (entry) => ({
      userSub: entry.user_sub,
      recipeId: entry.recipe_id,
      createdOn: new Date(entry.created_on),
    }),
  },
  cooked_entries: {
    toBackup: (row) => ({
      id: row.id,
      recipe_id: row.recipeId,
      user_sub: row.userSub,
      user_name: row.userName,
      rating: row.rating,
      note: row.note,
      cooked_on: row.cookedOn,
      hidden: row.hidden,
      created_on: iso(row.createdOn),
    }),
    toRow: (entry) => ({
      id: entry.id,
      recipeId: entry.recipe_id,
      userSub: entry.user_sub,
      userName: entry.user_name,
      rating: entry.rating,
      note: entry.note,
      cookedOn: entry.cooked_on,
      hidden: entry.hidden,
      createdOn: new Date(entry.created_on),
      // A backup carries no entry photos: a restored entry has none.
      photo: null,
    }),
  },
  shopping_lists: {
    toBackup: (row) => ({
      id: row.id,
      household_id: row.householdId,
      owner_sub: row.ownerSub,
      owner_name: row.ownerName,
      name: row.name,
      unit_system: row.unitSystem,
      created_on: iso(row.createdOn),
      updated_on: iso(row.updatedOn),
    }),
    toRow: (entry) => ({
      id: entry.id,
      householdId: entry.household_id,
      ownerSub: entry.owner_sub,
      ownerName: entry.owner_name,
      name: entry.name,
      unitSystem: entry.unit_system,
      createdOn: new Date(entry.created_on),
      updatedOn: new Date(entry.updated_on),
    }),
  },
  shopping_list_items: {
    toBackup: (row) => ({
      id: row.id,
      list_id: row.listId,
      ...itemFields(row),
      version: row.version,
      created_on: iso(row.createdOn),
      updated_on: iso(row.updatedOn),
    }),
    toRow: (entry) => ({
      id: entry.id,
      listId: entry.list_id,
      ingredient: entry.ingredient,
      ingredientKey: entry.key,
      quantity: entry.quantity,
      units: entry.units,
      aisle: entry.aisle,
      checked: entry.checked,
      sources: entry.sources.map((source) => ({
        recipeId: source.recipe_id,
        title: source.title,
        servings: source.servings,
      })),
      // A backup made before shares were kept: taking a recipe off keeps the line's amount.
      shares:
        entry.shares?.map((share) => ({
          recipeId: share.recipe_id,
          quantity: share.quantity,
          units: share.units,
        })) ?? null,
      version: entry.version,
      createdOn: new Date(entry.created_on),
      updatedOn: new Date(entry.updated_on),
    }),
  },
  meal_plan_entries: {
    toBackup: (row) => ({
      household_id: row.householdId,
      user_sub: row.userSub,
      day: row.day,
      meal: row.meal,
      position: row.position,
      recipe_id: row.recipeId,
      note: row.note,
      servings: row.servings,
    }),
    toRow: (entry) => ({
      householdId: entry.household_id,
      userSub: entry.user_sub,
      day: entry.day,
      meal: entry.meal,
      position: entry.position,
      recipeId: entry.recipe_id,
      note: entry.note ?? null,
      servings: entry.servings ?? null,
    }),
  },
  cookbooks: COOKBOOK_BACKUP_MAPPER,
};

/** One cook's kitchen as their export carries it: nothing that names their account's `sub`. */
export function toExportKitchen(kitchen: CookKitchen): ExportKitchen {
  return {
    version: EXPORT_FORMAT_VERSION,
    ...(kitchen.household && {
      household: {
        name: kitchen.household.name,
        members: kitchen.household.members.map((member) => ({
          name: member.name,
          email: member.email,
          role: member.role,
        })),
      },
    }),
    favourites: kitchen.favourites.map((row) => ({
      recipe_id: row.recipeId,
      title: row.title,
      added_on: iso(row.createdOn),
    })),
    cooked: kitchen.cooked.map((row) => {
      const {
        user_sub: _sub,
        user_name: _name,
        ...entry
      } = KITCHEN_MAPPERS.cooked_entries.toBackup(row);
      return { ...entry, title: row.title };
    }),
    shopping_lists: kitchen.lists.map((list) => ({
      id: list.id,
      owner_name: list.ownerName,
      name: list.name,
      unit_system: list.unitSystem,
      created_on: iso(list.createdOn),
      updated_on: iso(list.updatedOn),
      items: kitchen.items.filter((item) => item.listId === list.id).map(itemFields),
    })),
    meal_plan: kitchen.plan.map((row) => ({
      day: row.day,
      meal: row.meal,
      position: row.position,
      recipe_id: row.recipeId,
      title: row.title,
    })),
  };
}

const MEAL_NAMES: Record<string, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  other: 'Other',
};

/** A cook's kitchen as a Markdown page beside their recipes in the zip export, for people. */
export function toKitchenMarkdown(kitchen: ExportKitchen): string {
  const lines = ['# My kitchen', ''];
  const section = (title: string, body: string[]) => {
    if (body.length > 0) lines.push(`## ${title}`, '', ...body, '');
  };
  if (kitchen.household) {
    section(
      `Household: ${kitchen.household.name}`,
      kitchen.household.members.map(
        (member) => `- ${member.name || member.email}${member.role === 'owner' ? ' (owner)' : ''}`,
      ),
    );
  }
  section(
    'Favourites',
    kitchen.favourites.map((favourite) => `- ${favourite.title}`),
  );
  section(
    'We made this',
    kitchen.cooked.map((entry) => {
      const note = entry.note ? `: ${entry.note}` : '';
      return `- ${entry.cooked_on} ${entry.title}, ${entry.rating} of 5${note}`;
    }),
  );
  for (const list of kitchen.shopping_lists) {
    section(`Shopping list: ${list.name}`, [
      ...list.items.map((item) => {
        const amount = [item.quantity ?? '', item.units].filter((part) => part !== '').join(' ');
        return `- [${item.checked ? 'x' : ' '}] ${amount ? `${amount} ` : ''}${item.ingredient}`;
      }),
    ]);
  }
  section(
    'Meal plan',
    kitchen.meal_plan.map(
      (entry) => `- ${entry.day} ${MEAL_NAMES[entry.meal] ?? entry.meal}: ${entry.title}`,
    ),
  );
  return lines.join('\n');
}
