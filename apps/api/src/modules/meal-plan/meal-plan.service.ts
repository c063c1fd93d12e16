import {
  API_MESSAGES,
  KITCHEN_MESSAGES,
  MEALS,
  clampToPlanWindow,
  type AddRecipeToListInput,
  type FieldError,
  type MealPlan,
  type PlanDay,
  type PlanDayInput,
  type PlannedRecipe,
  type PlanRange,
  type PlanToListInput,
  type ShoppingList,
} from '@family-recipes/shared';
import { invalidField, invalidInput } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealPlanRepository, NewPlanEntry, PlannedRow } from './meal-plan.repository.js';
import { daysBetween } from './plan-days.js';

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

function plannedRecipe(row: PlannedRow): PlannedRecipe {
  return {
    _id: row.recipe.id,
    title: row.recipe.title,
    thumbnail_image: row.recipe.thumbnailImage,
    serving: row.recipe.serving,
  };
}

const emptyDay = (date: string): PlanDay => ({
  date,
  breakfast: [],
  lunch: [],
  dinner: [],
  other: [],
});

/**
 * A household's meal plan (docs/product.md, the family kitchen): every member reads and writes the
 * same one, each seeing the lines whose recipes they can reach.
 */
export class MealPlanService {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly shopping: PlanShopping,
    private readonly households: HouseholdLookup,
  ) {}

  /**
   * Every day of the range in order, empty days included. Only the days within the plan window
   * are read: the others hold nothing a cook could have planned, so they come back empty.
   */
  async plan(range: PlanRange, principal: Principal): Promise<MealPlan> {
    const rows = await this.entriesInWindow(principal, range);
    const days = new Map(daysBetween(range.from, range.to).map((day) => [day, emptyDay(day)]));
    for (const row of rows) days.get(row.day)?.[row.meal].push(plannedRecipe(row));
    return { days: [...days.values()] };
  }

  /**
   * Replaces the whole day. Each recipe must be one the cook can reach; otherwise every meal and
   * place that names one is reported (`dinner.0`) and the day stays as it was.
   */
  async replaceDay(date: string, input: PlanDayInput, principal: Principal): Promise<PlanDay> {
    const entries: NewPlanEntry[] = MEALS.flatMap((meal) =>
      input[meal].map((recipeId, position) => ({ meal, position, recipeId })),
    );
    const householdId = await this.households.householdOf(principal);
    const others = (await this.households.memberSubs(householdId)).filter(
      (sub) => sub !== principal.sub,
    );
    const missing = new Set(
      await this.plans.replaceDay(householdId, principal.sub, others, date, entries),
    );
    if (missing.size > 0) {
      const errors: FieldError[] = entries
        .filter((entry) => missing.has(entry.recipeId))
        .map((entry) => ({
          field: `${entry.meal}.${entry.position}`,
          message: API_MESSAGES.recipeNotFound,
        }));
      throw invalidInput(errors, API_MESSAGES.recipeNotFound);
    }
    const { days } = await this.plan({ from: date, to: date }, principal);
    return days[0] ?? emptyDay(date);
  }

  /**
   * Puts every recipe planned in the range on the list, once per time it is planned and at its
   * own servings, in plan order. Days outside the plan window are left out; a range wholly
   * outside it is refused with the window's message, which says why nothing was added.
   */
  async toShoppingList(input: PlanToListInput, principal: Principal): Promise<ShoppingList> {
    if (!clampToPlanWindow(input)) throw invalidField('from', KITCHEN_MESSAGES.dateOutsideWindow);
    const rows = await this.entriesInWindow(principal, input);
    if (rows.length === 0) throw invalidField('from', KITCHEN_MESSAGES.nothingPlanned);
    const recipes = rows.map((row) => ({ recipeId: row.recipe.id }));
    return this.shopping.addRecipes(input.listId, recipes, principal, {
      includeStaples: input.includeStaples,
    });
  }

  /**
   * The household's entries the cook can see in the part of the range within the plan window
   * (the read is clamped).
   */
  private async entriesInWindow(principal: Principal, range: PlanRange): Promise<PlannedRow[]> {
    const inWindow = clampToPlanWindow(range);
    if (!inWindow) return [];
    const householdId = await this.households.householdOf(principal);
    return this.plans.entries(householdId, [principal.sub], inWindow.from, inWindow.to);
  }
}
