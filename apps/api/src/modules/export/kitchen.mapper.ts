import { EXPORT_FORMAT_VERSION, type ExportKitchen } from '@family-recipes/shared';
import { iso } from '../../db/backup-part.js';
import { COOKED_BACKUP } from '../cooked/index.js';
import { itemFields } from '../shopping/index.js';
import type { CookKitchen } from './export.repository.js';

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
      const { user_sub: _sub, user_name: _name, ...entry } = COOKED_BACKUP.toBackup(row);
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
