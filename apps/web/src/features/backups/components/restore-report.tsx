import { RESTORE_SKIPPED, type RestoreResult } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/language';
import { useSharedText, type SharedText } from '../../../i18n/shared-text';
import { backupsMessages } from '../messages';

/** The name of each part of a backup the report counts, by the backup's name for it. */
const TABLE_KEYS = {
  users: 'tableUsers',
  recipes: 'tableRecipes',
  recipe_status_changes: 'tableRecipeStatusChanges',
  accounts: 'tableAccounts',
  households: 'tableHouseholds',
  household_members: 'tableHouseholdMembers',
  household_pantries: 'tableHouseholdPantries',
  pantry_staples: 'tablePantryStaples',
  household_item_aisles: 'tableHouseholdItemAisles',
  household_aisle_orders: 'tableHouseholdAisleOrders',
  household_aisles: 'tableHouseholdAisles',
  household_shops: 'tableHouseholdShops',
  household_meal_rules: 'tableHouseholdMealRules',
  favourites: 'tableFavourites',
  cooked_entries: 'tableCookedEntries',
  shopping_lists: 'tableShoppingLists',
  shopping_list_items: 'tableShoppingListItems',
  shopping_list_shops: 'tableShoppingListShops',
  meal_plan_entries: 'tableMealPlanEntries',
  cookbooks: 'tableCookbooks',
  photos: 'tablePhotos',
  shopping_list_members: 'tableShoppingListMembers',
} as const satisfies Record<string, keyof typeof backupsMessages.en>;

function isTable(table: string): table is keyof typeof TABLE_KEYS {
  return Object.hasOwn(TABLE_KEYS, table);
}

/**
 * Why rows were left out, in the reader's language. A refused photo's reason is the restore's
 * sentence followed by the upload pipeline's own; each is one of the shared texts.
 */
function reasonText(text: SharedText, reason: string): string {
  const photo = `${RESTORE_SKIPPED.photo} `;
  return reason.startsWith(photo)
    ? `${text(RESTORE_SKIPPED.photo)} ${text(reason.slice(photo.length))}`
    : text(reason);
}

/** What a restore wrote, table by table, and what it left out and why. */
function RestoreReport({ result }: { result: RestoreResult }) {
  const t = useT(backupsMessages);
  const text = useSharedText();
  // A part a newer server names is shown by its name.
  const name = (table: string) =>
    isTable(table) ? t(TABLE_KEYS[table]) : table.replaceAll('_', ' ');
  const summary = {
    recipes: t('recipeCount', { count: result.recipes }),
    users: t('userCount', { count: result.users }),
  };
  const restored = Object.entries(result.restored).filter(([, rows]) => rows > 0);
  return (
    <div className="restore-report" role="status">
      <p className="restore-report__title">
        {result.claimed > 0
          ? t('restoredSummaryClaimed', { ...summary, claimed: result.claimed })
          : t('restoredSummary', summary)}
      </p>
      {restored.length > 0 && (
        <ul className="restore-report__list" aria-label={t('restoredList')}>
          {restored.map(([table, rows]) => (
            <li key={table}>
              {name(table)}: {rows}
            </li>
          ))}
        </ul>
      )}
      {result.skipped.length > 0 && (
        <>
          <p className="restore-report__title">{t('leftOutTitle')}</p>
          <ul className="restore-report__list" aria-label={t('leftOutList')}>
            {result.skipped.map((skip) => (
              <li key={`${skip.table}:${skip.reason}`}>
                {name(skip.table)} ({skip.rows}): {reasonText(text, skip.reason)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * How a restore goes: `progress` while it runs (announced, after a spinner), then its failure or
 * the report of what it wrote.
 */
export function RestoreStatus({
  progress,
  error,
  report,
}: {
  progress: ReactNode;
  error: Error | null;
  report: RestoreResult | null;
}) {
  const text = useSharedText();
  return (
    <>
      <div aria-live="polite">
        {progress && (
          <p className="backups__progress">
            <span className="spinner" aria-hidden="true" />
            {progress}
          </p>
        )}
      </div>
      {error && (
        <p className="backups__error" role="alert">
          {text(error.message)}
        </p>
      )}
      {report && <RestoreReport result={report} />}
    </>
  );
}
