import {
  KITCHEN_MESSAGES,
  PLAN_TO_LIST_MESSAGES,
  clampToPlanWindow,
  recipeServings,
  type AddRecipeToListInput,
  type PlanRange,
  type PlanToListInput,
  type PlanToListPreview,
  type ShoppingList,
} from '@family-recipes/shared';
import { invalidField } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealPlanRepository, PlannedRow } from './meal-plan.repository.js';
import { keptLines, previewLines } from './plan-to-list-lines.js';
import type { PlanToListRepository, PlannedRecipe } from './plan-to-list.repository.js';

/**
 * What the meal plan needs of the shopping lists: the recipes' ingredients added to one of the
 * cook's lists, under the list's own rules (another cook's list is unknown: 404).
 */
export interface PlanShopping {
  addRecipes(
    listId: string,
    inputs: AddRecipeToListInput[],
    principal: Principal,
    /** `includeStaples`: the household's pantry staples go on too (left off by default). */
    options?: { includeStaples?: boolean | undefined },
  ): Promise<ShoppingList>;
}

/** The keys of the caller's household's pantry staples (modules/pantry). */
export type PlanStaples = (principal: Principal) => Promise<ReadonlySet<string>>;

/** A planned recipe line: the plan's row with the recipe it names. */
type RecipeRow = PlannedRow & { recipe: NonNullable<PlannedRow['recipe']> };

const isRecipe = (row: PlannedRow): row is RecipeRow => row.recipe !== null;

/** How a plan line and a line of its recipe are named in `skip`. */
const skipKey = (date: string, meal: string, position: number, line: number) =>
  `${date} ${meal} ${position} ${line}`;

/** The servings planned over the recipe's own: 1 when either is not a number. */
function factorOf(row: PlannedRow, recipe: PlannedRecipe): number {
  const own = recipeServings(recipe.serving);
  return row.servings !== null && own ? row.servings / own : 1;
}

/**
 * A week of the household's plan onto a shopping list (docs/product.md, the family kitchen): what
 * it would add, changing nothing, and the add itself, with the days and lines the cook chose.
 * Only what is really planned in the caller's household, in recipes they can use, is ever added.
 */
export class PlanToListService {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly recipes: PlanToListRepository,
    private readonly shopping: PlanShopping,
    private readonly households: HouseholdLookup,
    private readonly staples: PlanStaples,
  ) {}

  /**
   * Each recipe planned in the range, in plan order, with its lines to buy at the servings planned
   * and the household's staples marked. Reads only.
   */
  async preview(range: PlanRange, principal: Principal): Promise<PlanToListPreview> {
    if (!clampToPlanWindow(range)) throw invalidField('from', KITCHEN_MESSAGES.dateOutsideWindow);
    const rows = (await this.entries(principal, range)).filter(isRecipe);
    const recipes = await this.recipes.recipes(rows.map((row) => row.recipe.id));
    const staples = rows.length === 0 ? new Set<string>() : await this.staples(principal);
    return {
      recipes: rows.flatMap((row) => {
        const recipe = recipes.get(row.recipe.id);
        if (!recipe) return [];
        return [
          {
            date: row.day,
            meal: row.meal,
            position: row.position,
            recipe_id: recipe.id,
            title: row.recipe.title,
            servings: row.servings ?? recipeServings(recipe.serving),
            lines: previewLines(recipe.ingredients, factorOf(row, recipe), staples),
          },
        ];
      }),
    };
  }

  /**
   * Puts the recipes planned in the range on the list, once per time each is planned and scaled to
   * the servings planned (their own when none are), in plan order; notes add nothing. `days`
   * keeps only those days; `skip` leaves out the lines it names, and names of lines that are not
   * planned change nothing. Days outside the plan window are left out; a range wholly outside it
   * is refused with the window's message, which says why nothing was added.
   */
  async add(input: PlanToListInput, principal: Principal): Promise<ShoppingList> {
    if (!clampToPlanWindow(input)) throw invalidField('from', KITCHEN_MESSAGES.dateOutsideWindow);
    const days = input.days === undefined ? undefined : new Set(input.days);
    const rows = (await this.entries(principal, input))
      .filter(isRecipe)
      .filter((row) => days === undefined || days.has(row.day));
    if (rows.length === 0) {
      throw invalidField(days ? 'days' : 'from', KITCHEN_MESSAGES.nothingPlanned);
    }
    const options = { includeStaples: input.includeStaples };
    if (input.skip === undefined) {
      const whole = rows.map((row) => ({
        recipeId: row.recipe.id,
        servings: row.servings ?? undefined,
      }));
      return this.shopping.addRecipes(input.listId, whole, principal, options);
    }
    const chosen = await this.chosenLines(rows, input, principal);
    if (chosen.length === 0) throw invalidField('skip', PLAN_TO_LIST_MESSAGES.nothingChosen);
    return this.shopping.addRecipes(input.listId, chosen, principal, options);
  }

  /**
   * Each planned recipe with the places of its lines kept: every line to buy but the skipped ones
   * and, unless `includeStaples`, the staples. A recipe left with none adds nothing.
   */
  private async chosenLines(
    rows: RecipeRow[],
    input: PlanToListInput,
    principal: Principal,
  ): Promise<AddRecipeToListInput[]> {
    const skipped = new Set(
      (input.skip ?? []).map((skip) => skipKey(skip.date, skip.meal, skip.position, skip.line)),
    );
    const withStaples = input.includeStaples === true;
    const staples = withStaples ? new Set<string>() : await this.staples(principal);
    const recipes = await this.recipes.recipes(rows.map((row) => row.recipe.id));
    return rows.flatMap((row) => {
      const recipe = recipes.get(row.recipe.id);
      if (!recipe) return [];
      const skippedHere = new Set(
        recipe.ingredients.flatMap((_, line) =>
          skipped.has(skipKey(row.day, row.meal, row.position, line)) ? [line] : [],
        ),
      );
      const lines = keptLines(recipe.ingredients, skippedHere, staples, withStaples);
      if (lines.length === 0) return [];
      return [{ recipeId: recipe.id, servings: row.servings ?? undefined, lines }];
    });
  }

  /**
   * The household's entries the cook can see in the part of the range within the plan window. A
   * cook without a household has planned nothing, and reading makes them none.
   */
  private async entries(principal: Principal, range: PlanRange): Promise<PlannedRow[]> {
    const inWindow = clampToPlanWindow(range);
    if (!inWindow) return [];
    const householdId = await this.households.existingHouseholdOf(principal);
    if (householdId === null) return [];
    return this.plans.entries(householdId, [principal.sub], inWindow.from, inWindow.to);
  }
}
